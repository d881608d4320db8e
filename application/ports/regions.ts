import type { IsoDate, Region } from '../../domain/index';
import { token } from '../token';
import type { Answer } from './answer';

/** Section 3, "Temporary geo profile payload". */
export type TemporaryRegionPayload = {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly geoProfile: Region;
};

/** International use (section 7, "Region"); changes apply at once, nothing to sign. */
export interface Regions {
  changeDefault(paymentInstrumentId: string, region: Region): Answer<void>;
  createTemporary(paymentInstrumentId: string, payload: TemporaryRegionPayload): Answer<void>;
  deleteTemporary(paymentInstrumentId: string, temporaryGeoProfileId: string): Answer<void>;
}

export const Regions = token<Regions>('Regions');
