import type { FastifyInstance } from 'fastify';
import {
  checkDefaultRegionRequest,
  checkTemporaryRegionDeletion,
  checkTemporaryRegionRequest,
  ok,
  regionOf,
  regionPermission,
  type IsoDate,
} from '../../domain/index';
import { apiPaths } from '../http/api-paths';
import { answerCardChange, type CardParams } from '../http/card-change';
import type { SandboxContext } from '../sandbox-context';
import { addTemporaryRegion, removeTemporaryRegion, setDefaultRegion } from '../store/region-changes';

// Section 6: the link action is checked first; the region in the operation does not change which one.
const CHANGE_DEFAULT = regionPermission({ kind: 'changeDefault', region: 'EUR' });
const CREATE_TEMPORARY = regionPermission({ kind: 'createTemporary', region: 'WORLD' });
const DELETE_TEMPORARY = regionPermission({ kind: 'deleteTemporary' });

/** Section 7, "Region": region changes need no signing and apply at once. */
export function regionRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);

  api.patch<{ Params: CardParams }>(paths.defaultRegion, (request, reply) =>
    answerCardChange(request, reply, context, CHANGE_DEFAULT, async ({ tx, row, geo, record }) => {
      const region = checkDefaultRegionRequest(request.body, geo);
      if (!region.ok) return region;
      await setDefaultRegion(tx, row.payment_instrument_id, region.value);
      await record({ type: 'DEFAULT_REGION_CHANGED', before: row.default_geo_profile, after: region.value });
      return ok({
        status: 200,
        body: { paymentInstrumentId: row.payment_instrument_id, defaultGeoProfile: region.value },
      });
    }),
  );

  api.post<{ Params: CardParams }>(paths.temporaryRegions, (request, reply) =>
    answerCardChange(request, reply, context, CREATE_TEMPORARY, async ({ tx, row, geo, today, record }) => {
      const checked = checkTemporaryRegionRequest(request.body, { geo, today });
      if (!checked.ok) return checked;
      const temporaryGeoProfileId = await addTemporaryRegion(tx, row.payment_instrument_id, checked.value);
      await record({ type: 'TEMPORARY_REGION_ADDED', temporaryGeoProfileId, ...checked.value });
      return ok({ status: 201, body: { temporaryGeoProfileId, ...checked.value } });
    }),
  );

  api.delete<{ Params: CardParams & { temporaryGeoProfileId: string } }>(paths.temporaryRegion, (request, reply) =>
    answerCardChange(request, reply, context, DELETE_TEMPORARY, async ({ tx, row, geo, record }) => {
      const entry = checkTemporaryRegionDeletion(request.params.temporaryGeoProfileId, geo);
      if (!entry.ok) return entry;
      await removeTemporaryRegion(tx, row.payment_instrument_id, entry.value.temporaryGeoProfileId);
      const { temporaryGeoProfileId, geoProfile, startDate, endDate } = entry.value;
      await record({
        type: 'TEMPORARY_REGION_DELETED',
        temporaryGeoProfileId,
        geoProfile: regionOf(geoProfile),
        startDate: startDate as IsoDate,
        endDate: endDate as IsoDate,
      });
      return ok({ status: 200, body: { temporaryGeoProfileId: entry.value.temporaryGeoProfileId, deleted: true } });
    }),
  );
}
