import {
  fail,
  firstTemporaryGeoProfile,
  ok,
  regionNotificationKey,
  regionPermission,
  serviceError,
  type RegionOperation,
  type Result,
  type SelectedCard,
  type ServiceError,
} from '../../domain/index';
import { done, outcomeOf, type Outcome } from '../outcome';
import { successNotification, type Notification } from '../notification';
import type { Regions } from '../ports/regions';
import { missingPermission } from '../cards/missing-permission';

/** Section 4: delete the (first) temporary region setting, from the modal. */
export class DeleteTemporaryRegion {
  constructor(private readonly regions: Regions) {}

  async execute(input: { readonly card: SelectedCard }): Promise<Outcome> {
    const result = await this.attempt(input);
    return outcomeOf(result, 'delete', done('delete'));
  }

  private async attempt(input: { readonly card: SelectedCard }): Promise<Result<Notification, ServiceError>> {
    const operation: RegionOperation = { kind: 'deleteTemporary' };
    const refused = missingPermission(input.card, regionPermission(operation));
    if (refused) return fail(refused);
    const existing = firstTemporaryGeoProfile(input.card.geoProfile);
    if (!existing) return fail(serviceError('TEMPORARY_GEO_PROFILE_NOT_FOUND'));
    const answer = await this.regions.deleteTemporary(input.card.paymentInstrumentId, existing.temporaryGeoProfileId);
    return answer.ok ? ok(successNotification(regionNotificationKey(operation))) : answer;
  }
}
