import type { IsoDate } from '../../../domain/index';
import type { Clock } from '../../../application/ports/clock';
import { TODAY } from '../builders/card';

export class FixedClock implements Clock {
  constructor(public date: IsoDate = TODAY) {}

  today() {
    return this.date;
  }
}
