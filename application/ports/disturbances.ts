import { token } from '../token';
import type { Answer } from './answer';

/** Section 3, "Disturbance message". */
export type DisturbanceMessage = { readonly status: string; readonly header: string; readonly details: string };

/** The service-disturbance messages for this app's service-disruption id (`sdmId`). */
export interface Disturbances {
  /** The messages in the page language, as the bank lists them. */
  list(): Answer<readonly DisturbanceMessage[]>;
}

export const Disturbances = token<Disturbances>('Disturbances');
