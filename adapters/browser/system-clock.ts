import { todayInAmsterdam, type IsoDate } from '../../domain/index';
import type { Clock } from '../../application/ports/clock';

/** The device's time, on the bank's calendar (Europe/Amsterdam). */
export class SystemClock implements Clock {
  constructor(private readonly instant: () => number = () => Date.now()) {}

  today(): IsoDate {
    return todayInAmsterdam(this.instant());
  }

  now(): number {
    return this.instant();
  }
}
