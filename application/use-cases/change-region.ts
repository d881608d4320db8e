import {
  fail,
  firstTemporaryGeoProfile,
  ok,
  periodForOption,
  regionNotificationKey,
  regionPermission,
  regionSubmitOperation,
  serviceError,
  type ChosenDates,
  type DurationType,
  type Region,
  type Result,
  type SelectedCard,
  type ServiceError,
  type TemporaryOption,
} from '../../domain/index';
import { done, outcomeOf, type Outcome } from '../outcome';
import { successNotification, type Notification } from '../notification';
import type { Clock } from '../ports/clock';
import type { Regions } from '../ports/regions';
import { missingPermission } from '../cards/missing-permission';
import { checkCardChange } from '../cards/check-card-change';

export type RegionChange = ChosenDates & {
  readonly card: SelectedCard;
  readonly region: Region;
  readonly durationType: DurationType | undefined;
  readonly option?: TemporaryOption | undefined;
};

export const REPLACE_INCOMPLETE_CODE = 'TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE';

/** The failure after which the card is no longer as the screen shows it, so it must be reloaded. */
export const changedTheCard = (error: ServiceError): boolean => error.code === REPLACE_INCOMPLETE_CODE;

/**
 * Section 4, "Region editing", submit: Europe or continuously changes the default region;
 * otherwise the temporary profile is replaced (delete, then create) or created.
 */
export class ChangeRegion {
  constructor(
    private readonly regions: Regions,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegionChange): Promise<Outcome> {
    const result = await this.attempt(input);
    if (!result.ok && changedTheCard(result.error)) return { kind: 'changedMeanwhile', error: result.error };
    return outcomeOf(result, 'save', done('save'));
  }

  private async attempt(input: RegionChange): Promise<Result<Notification, ServiceError>> {
    const { card, region } = input;
    const geo = card.geoProfile;
    if (!geo) return fail(serviceError('GEO_PROFILE_MISSING'));
    const existing = firstTemporaryGeoProfile(geo);
    const operation = regionSubmitOperation(region, input.durationType, existing);
    const refused =
      missingPermission(card, regionPermission(operation)) ??
      // A replacement deletes first: without the right to create, it would only delete.
      (operation.kind === 'replaceTemporary'
        ? missingPermission(card, { action: 'CREATE_TEMPORARY_GEO_PROFILE', missingCode: 'MESSAGE_BAI540_1025' })
        : undefined);
    if (refused) return fail(refused);
    const success = ok(successNotification(regionNotificationKey(operation)));
    const id = card.paymentInstrumentId;

    if (operation.kind === 'changeDefault') {
      const checked = checkCardChange(
        card,
        { operation: 'changeDefaultRegion', body: { defaultGeoProfile: region } },
        {},
      );
      if (!checked.ok) return checked;
      const answer = await this.regions.changeDefault(id, checked.value.region);
      return answer.ok ? success : answer;
    }

    if (!input.option) return fail(serviceError('START_DATE_MISSING'));
    const today = this.clock.today();
    const period = periodForOption(input.option, input, today);
    const body = { geoProfile: region, startDate: period?.startDate ?? input.start, endDate: period?.endDate };
    const replacingId = operation.kind === 'replaceTemporary' ? existing?.temporaryGeoProfileId : undefined;
    const checked = checkCardChange(card, { operation: 'createTemporaryRegion', body, replacingId }, { today });
    if (!checked.ok) return checked;
    const { request } = checked.value;

    if (operation.kind === 'replaceTemporary' && existing) {
      const deleted = await this.regions.deleteTemporary(id, existing.temporaryGeoProfileId);
      if (!deleted.ok) return deleted;
      const created = await this.regions.createTemporary(id, request);
      if (created.ok) return success;
      return fail(
        serviceError(REPLACE_INCOMPLETE_CODE, {
          originalError: created.error,
          ...(created.error.traceId ? { traceId: created.error.traceId } : {}),
        }),
      );
    }
    const created = await this.regions.createTemporary(id, request);
    return created.ok ? success : created;
  }
}
