import type { IsoDate } from '../../domain/index';
import { token } from '../token';

export interface Clock {
  /** Today in the bank's time zone (Europe/Amsterdam). */
  today(): IsoDate;
  /** The current instant, in epoch milliseconds. */
  now(): number;
}

export const Clock = token<Clock>('Clock');
