import type { FastifyInstance } from 'fastify';
import {
  broken,
  checkDefaultRegionRequest,
  checkTemporaryRegionDeletion,
  checkTemporaryRegionRequest,
  fail,
  isPermitted,
  ok,
  regionPermission,
  type PaymentInstrument,
  type RegionOperation,
} from '../../domain/index';
import { lockedCardState } from '../cards/card-state';
import { answerChange } from '../http/answer-change';
import { callerOf } from '../http/api-guard';
import { apiPaths } from '../http/api-paths';
import type { SandboxContext } from '../sandbox-context';
import { addTemporaryRegion, removeTemporaryRegion, setDefaultRegion } from '../store/region-changes';

type CardParams = { paymentInstrumentId: string };

/** Section 6: the link action is checked first; the region in the operation does not change which one. */
function permits(card: PaymentInstrument, operation: RegionOperation) {
  const permission = regionPermission(operation);
  return isPermitted(card, permission) ? undefined : fail(broken(permission.missingCode));
}

/** Section 7, "Region": region changes need no signing and apply at once. */
export function regionRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);
  const { database } = context;

  api.patch<{ Params: CardParams }>(paths.defaultRegion, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
      if (!state.ok) return state;
      const refused = permits(state.value.card, { kind: 'changeDefault', region: 'EUR' });
      if (refused) return refused;
      const region = checkDefaultRegionRequest(request.body, state.value.geo);
      if (!region.ok) return region;
      await setDefaultRegion(tx, state.value.row.payment_instrument_id, region.value);
      return ok({ status: 200, body: { paymentInstrumentId: state.value.row.payment_instrument_id, defaultGeoProfile: region.value } });
    }),
  );

  api.post<{ Params: CardParams }>(paths.temporaryRegions, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
      if (!state.ok) return state;
      const refused = permits(state.value.card, { kind: 'createTemporary', region: 'WORLD' });
      if (refused) return refused;
      const checked = checkTemporaryRegionRequest(request.body, { geo: state.value.geo, today });
      if (!checked.ok) return checked;
      const temporaryGeoProfileId = await addTemporaryRegion(tx, state.value.row.payment_instrument_id, checked.value);
      return ok({ status: 201, body: { temporaryGeoProfileId, ...checked.value } });
    }),
  );

  api.delete<{ Params: CardParams & { temporaryGeoProfileId: string } }>(paths.temporaryRegion, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
      if (!state.ok) return state;
      const refused = permits(state.value.card, { kind: 'deleteTemporary' });
      if (refused) return refused;
      const entry = checkTemporaryRegionDeletion(request.params.temporaryGeoProfileId, state.value.geo);
      if (!entry.ok) return entry;
      await removeTemporaryRegion(tx, state.value.row.payment_instrument_id, entry.value.temporaryGeoProfileId);
      return ok({ status: 200, body: { temporaryGeoProfileId: entry.value.temporaryGeoProfileId, deleted: true } });
    }),
  );
}
