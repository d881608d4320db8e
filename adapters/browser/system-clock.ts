import { todayInAmsterdam, type IsoDate } from '../../domain/index';
import type { Clock } from '../../application/ports/clock';

/** The device's time, on the bank's calendar (Europe/Amsterdam). */
export class SystemClock implements Clock {
  constructor(private readonly now: () => number = Date.now) {}

  today(): IsoDate {
    return todayInAmsterdam(this.now());
  }
}
