import { REGIONS, type CatalogueCode } from '../../domain/index';
import type { ApiPaths } from '../http/api-paths';
import { closed, date } from './json-schema';
import { answers, MUTATING, PERIOD_REFUSALS, type Operations } from './operation';

const TAG = 'Region';
const card = { paymentInstrumentId: { type: 'string', maxLength: 100 } };
const ONE_CARD: CatalogueCode[] = ['INSTRUMENT_NOT_FOUND', 'SUBJECT_NOT_ALLOWED'];
const temporaryRegion = closed({
  temporaryGeoProfileId: { type: 'string' },
  geoProfile: { enum: REGIONS },
  startDate: date,
  endDate: date,
});

/** Section 7, "Region": applied at once, no signing (routes/regions.ts). */
export function regionOperations(paths: ApiPaths): Operations {
  return {
    [`PATCH ${paths.defaultRegion}`]: {
      operationId: 'changeDefaultRegion',
      summary: 'Change where the card works by default (applied at once)',
      tag: TAG,
      params: closed(card),
      body: {
        schema: {
          type: 'object',
          required: ['defaultGeoProfile'],
          properties: { defaultGeoProfile: { enum: REGIONS } },
        },
        example: { defaultGeoProfile: 'WORLD' },
      },
      responses: answers(
        {
          200: {
            description: 'Applied.',
            schema: closed({ paymentInstrumentId: { type: 'string' }, defaultGeoProfile: { enum: REGIONS } }),
            example: { paymentInstrumentId: 'sanne-dmc', defaultGeoProfile: 'WORLD' },
          },
        },
        [
          ...MUTATING,
          ...ONE_CARD,
          'MESSAGE_BAI540_1014',
          'DEFAULT_GEO_PROFILE_MISSING',
          'DEFAULT_GEO_PROFILE_INVALID',
          'MESSAGE_BAI540_1015',
        ],
      ),
    },
    [`POST ${paths.temporaryRegions}`]: {
      operationId: 'createTemporaryRegion',
      summary: 'Let the card work in a region for a period (applied at once)',
      tag: TAG,
      params: closed(card),
      body: {
        schema: {
          type: 'object',
          required: ['startDate', 'endDate', 'geoProfile'],
          properties: { startDate: date, endDate: date, geoProfile: { enum: REGIONS } },
        },
        example: { startDate: '2027-03-08', endDate: '2027-03-19', geoProfile: 'WORLD' },
      },
      responses: answers(
        {
          201: {
            description: 'Applied.',
            schema: temporaryRegion,
            example: {
              temporaryGeoProfileId: 'tg-1',
              geoProfile: 'WORLD',
              startDate: '2027-03-08',
              endDate: '2027-03-19',
            },
          },
        },
        [
          ...MUTATING,
          ...ONE_CARD,
          'MESSAGE_BAI540_1020',
          'GEO_PROFILE_MISSING',
          'GEO_PROFILE_INVALID',
          ...PERIOD_REFUSALS,
          'MESSAGE_BAI540_1024',
          'MESSAGE_BAI540_1026',
          'TEMPORARY_GEO_PROFILE_OVERLAPS',
          'MESSAGE_BAI540_1021',
        ],
      ),
    },
    [`DELETE ${paths.temporaryRegion}`]: {
      operationId: 'deleteTemporaryRegion',
      summary: 'Delete a temporary region (applied at once)',
      tag: TAG,
      params: closed({ ...card, temporaryGeoProfileId: { type: 'string', maxLength: 100 } }),
      responses: answers(
        {
          200: {
            description: 'Deleted.',
            schema: closed({ temporaryGeoProfileId: { type: 'string' }, deleted: { const: true } }),
            example: { temporaryGeoProfileId: 'tg-1', deleted: true },
          },
        },
        [...MUTATING, ...ONE_CARD, 'MESSAGE_BAI540_1019', 'TEMPORARY_GEO_PROFILE_NOT_FOUND'],
      ),
    },
  };
}
