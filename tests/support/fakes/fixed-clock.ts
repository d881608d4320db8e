import type { IsoDate } from '../../../domain/index';
import type { Clock } from '../../../application/ports/clock';
import { TODAY } from '../builders/card';

/** A clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  /** Epoch ms; mid-morning of `date` in Amsterdam. */
  instant: number;

  constructor(public date: IsoDate = TODAY) {
    this.instant = Date.parse(`${date}T09:00:00Z`);
  }

  today() {
    return this.date;
  }

  now() {
    return this.instant;
  }

  advance(ms: number): void {
    this.instant += ms;
  }
}
