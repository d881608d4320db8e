import type { IsoDate } from '../../domain/index';
import { token } from '../token';

export interface Clock {
  /** Today in the bank's time zone (Europe/Amsterdam). */
  today(): IsoDate;
}

export const Clock = token<Clock>('Clock');
