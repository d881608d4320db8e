import type { FastifyInstance } from 'fastify';
import { ok, regionOf, type IsoDate } from '../../domain/index';
import { apiPaths } from '../http/api-paths';
import { answerCardChange, type CardParams } from '../http/card-change';
import type { SandboxContext } from '../sandbox-context';
import { addTemporaryRegion, removeTemporaryRegion, setDefaultRegion } from '../store/region-changes';

/** Section 7, "Region": region changes need no signing and apply at once; the rules are the domain's `checkChange`. */
export function regionRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);

  api.patch<{ Params: CardParams }>(paths.defaultRegion, (request, reply) =>
    answerCardChange(
      request,
      reply,
      context,
      { operation: 'changeDefaultRegion', body: request.body } as const,
      async ({ tx, row, record }, { region }) => {
        await setDefaultRegion(tx, row.payment_instrument_id, region);
        await record({ type: 'DEFAULT_REGION_CHANGED', before: row.default_geo_profile, after: region });
        return ok({ status: 200, body: { paymentInstrumentId: row.payment_instrument_id, defaultGeoProfile: region } });
      },
    ),
  );

  api.post<{ Params: CardParams }>(paths.temporaryRegions, (request, reply) =>
    answerCardChange(
      request,
      reply,
      context,
      { operation: 'createTemporaryRegion', body: request.body } as const,
      async ({ tx, row, record }, { request: checked }) => {
        const temporaryGeoProfileId = await addTemporaryRegion(tx, row.payment_instrument_id, checked);
        await record({ type: 'TEMPORARY_REGION_ADDED', temporaryGeoProfileId, ...checked });
        return ok({ status: 201, body: { temporaryGeoProfileId, ...checked } });
      },
    ),
  );

  api.delete<{ Params: CardParams & { temporaryGeoProfileId: string } }>(paths.temporaryRegion, (request, reply) =>
    answerCardChange(
      request,
      reply,
      context,
      { operation: 'deleteTemporaryRegion', temporaryGeoProfileId: request.params.temporaryGeoProfileId } as const,
      async ({ tx, row, record }, { temporaryGeoProfile: entry }) => {
        await removeTemporaryRegion(tx, row.payment_instrument_id, entry.temporaryGeoProfileId);
        const { temporaryGeoProfileId, geoProfile, startDate, endDate } = entry;
        await record({
          type: 'TEMPORARY_REGION_DELETED',
          temporaryGeoProfileId,
          geoProfile: regionOf(geoProfile),
          startDate: startDate as IsoDate,
          endDate: endDate as IsoDate,
        });
        return ok({ status: 200, body: { temporaryGeoProfileId: entry.temporaryGeoProfileId, deleted: true } });
      },
    ),
  );
}
