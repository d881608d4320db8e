import type { Language } from '../../domain/index';
import type { Disturbances } from '../../application/ports/disturbances';
import type { BankHttpClient } from './bank-http-client';
import { disturbancesSchema } from './schemas';

/** Section 7: `GET /disturbancemessages?id={sdmId}` filtered on ACTIVE and the page language. */
export class HttpDisturbances implements Disturbances {
  constructor(
    private readonly http: BankHttpClient,
    private readonly sdmId: string,
    private readonly language: () => Language,
  ) {}

  list() {
    const language = this.language();
    return this.http.request({
      method: 'GET',
      path: '/disturbancemessages',
      query: { id: this.sdmId || 'ALL', status: 'ACTIVE', language },
      headers: { 'Accept-Language': language },
      answer: disturbancesSchema,
    });
  }
}
