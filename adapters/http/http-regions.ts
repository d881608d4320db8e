import type { Region } from '../../domain/index';
import type { Regions, TemporaryRegionPayload } from '../../application/ports/regions';
import type { BankHttpClient } from './bank-http-client';
import { segment } from './request-headers';
import { acknowledged } from './acknowledged';
import { anyAnswerSchema, nothingSchema } from './schemas';

/** Section 7, "Region": `{prefix}/apis/payment-instruments/v2/{id}/geo-profile` and `temporary-geo-profiles`. */
export class HttpRegions implements Regions {
  constructor(
    private readonly http: BankHttpClient,
    private readonly prefix: string,
  ) {}

  private path(paymentInstrumentId: string, rest: string): string {
    return `${this.prefix}/apis/payment-instruments/v2/${segment(paymentInstrumentId)}/${rest}`;
  }

  changeDefault(paymentInstrumentId: string, region: Region) {
    const answer = this.http.request({
      method: 'PATCH',
      path: this.path(paymentInstrumentId, 'geo-profile'),
      json: { defaultGeoProfile: region },
      answer: anyAnswerSchema,
    });
    return acknowledged(answer, 'MESSAGE_BAI540_1014');
  }

  createTemporary(paymentInstrumentId: string, payload: TemporaryRegionPayload) {
    const json = { startDate: payload.startDate, endDate: payload.endDate, geoProfile: payload.geoProfile };
    return this.http.request({
      method: 'POST',
      path: this.path(paymentInstrumentId, 'temporary-geo-profiles'),
      json,
      answer: nothingSchema,
    });
  }

  deleteTemporary(paymentInstrumentId: string, temporaryGeoProfileId: string) {
    const path = this.path(paymentInstrumentId, `temporary-geo-profiles/${segment(temporaryGeoProfileId)}`);
    return this.http.request({ method: 'DELETE', path, answer: nothingSchema });
  }
}
