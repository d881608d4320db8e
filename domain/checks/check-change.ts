import type { IsoDate } from '../calendar/iso-date';
import { CARD_OPERATION_PERMISSIONS, isPermitted, type Permission } from '../cards/permissions';
import { checkReissueRequest } from '../cards/reissue';
import { broken, type RuleFailure } from '../errors/rule-failure';
import type { GeoProfile } from '../geo/region';
import { regionPermission } from '../cards/region-permission';
import {
  checkDefaultRegionRequest,
  checkTemporaryRegionDeletion,
  checkTemporaryRegionRequest,
} from '../geo/region-rules';
import { limitPermission } from '../cards/limit-permission';
import {
  checkPermanentLimitRequest,
  checkTemporaryLimitDeletion,
  checkTemporaryLimitRequest,
} from '../limits/limit-rules';
import { isLimitChangePending, isLimitType, isTemporaryLimitType, type CardLimit } from '../limits/limit-type';
import { fail, ok, type Result } from '../result';
import { readCardToCheck, type CardToCheck } from './card-to-check';
import {
  isChangeOperation,
  type AcceptedChange,
  type AcceptedChangeOf,
  type ProposedChange,
  type ChangeContext,
} from './card-change';
import { readChangeContext } from './change-context';

type Checked = Result<AcceptedChange, RuleFailure>;
type Read = { readonly card: CardToCheck; readonly limits: readonly CardLimit[]; readonly context: ChangeContext };

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** Section 6: the link action first, before the body is read. */
const permitted = (card: CardToCheck, permission: Permission | undefined): RuleFailure | undefined =>
  permission && !isPermitted(card, permission) ? broken(permission.missingCode) : undefined;

function limitChange(change: ProposedChange, { card, limits, context }: Read): Checked {
  // Section 3: while one limit change waits to be signed the bank refuses every other (1003),
  // so "pending" is the card's, never the caller's word.
  // A missing or unreadable `today` is refused by the rules that need one (REQUEST_INVALID, today).
  const limitContext = {
    ...context,
    today: context.today as IsoDate,
    limits,
    pending: limits.some(isLimitChangePending),
  };
  const limitType = field(field(change, 'body'), 'limitType');
  switch (change.operation) {
    case 'changePermanentLimit': {
      const denied = permitted(
        card,
        isLimitType(limitType) ? limitPermission({ kind: 'changeDefault', limitType }) : undefined,
      );
      if (denied) return fail(denied);
      const checked = checkPermanentLimitRequest(change.body, limitContext);
      return checked.ok ? ok({ operation: change.operation, request: checked.value }) : checked;
    }
    case 'createTemporaryLimit':
    case 'changeTemporaryLimit': {
      const kind = change.operation === 'createTemporaryLimit' ? 'createTemporary' : 'changeTemporary';
      const denied = permitted(
        card,
        isTemporaryLimitType(limitType) ? limitPermission({ kind, limitType }) : undefined,
      );
      if (denied) return fail(denied);
      const replacingId = change.operation === 'changeTemporaryLimit' ? change.temporaryLimitId : undefined;
      const checked = checkTemporaryLimitRequest(change.body, { ...limitContext, replacingId });
      if (!checked.ok) return checked;
      if (change.operation === 'createTemporaryLimit')
        return ok({ operation: change.operation, request: checked.value });
      const replaced = limits
        .flatMap((limit) => limit.temporaryLimits ?? [])
        .find((entry) => entry.temporaryLimitId === replacingId);
      return ok({ operation: change.operation, request: checked.value, replaced: replaced! });
    }
    default: {
      // The bank finds the entry first: its limit type says which link action to ask for.
      const found = checkTemporaryLimitDeletion(field(change, 'temporaryLimitId'), limitContext);
      if (!found.ok) return found;
      const denied = permitted(card, limitPermission({ kind: 'deleteTemporary', limitType: found.value.limitType }));
      return denied ? fail(denied) : ok({ operation: 'deleteTemporaryLimit', ...found.value });
    }
  }
}

function regionChange(change: ProposedChange, geo: GeoProfile, { card, context }: Read): Checked {
  switch (change.operation) {
    case 'changeDefaultRegion': {
      const denied = permitted(card, regionPermission({ kind: 'changeDefault', region: 'EUR' }));
      if (denied) return fail(denied);
      const checked = checkDefaultRegionRequest(change.body, geo);
      return checked.ok ? ok({ operation: change.operation, region: checked.value }) : checked;
    }
    case 'createTemporaryRegion': {
      const replacingId = change.replacingId;
      const replacing = geo.temporaryGeoProfiles?.find((entry) => entry.temporaryGeoProfileId === replacingId);
      if (replacingId !== undefined && !replacing) return fail(broken('TEMPORARY_GEO_PROFILE_NOT_FOUND'));
      // A replacement deletes first: without the right to create as well, it would only delete.
      const denied = replacing
        ? (permitted(card, regionPermission({ kind: 'replaceTemporary', region: 'WORLD' })) ??
          permitted(card, { action: 'CREATE_TEMPORARY_GEO_PROFILE', missingCode: 'MESSAGE_BAI540_1025' }))
        : permitted(card, regionPermission({ kind: 'createTemporary', region: 'WORLD' }));
      if (denied) return fail(denied);
      const remaining = {
        ...geo,
        temporaryGeoProfiles: geo.temporaryGeoProfiles?.filter((entry) => entry !== replacing),
      };
      const checked = checkTemporaryRegionRequest(change.body, {
        ...context,
        today: context.today as IsoDate,
        geo: remaining,
        replacing,
      });
      return checked.ok ? ok({ operation: change.operation, request: checked.value, replacing }) : checked;
    }
    default: {
      const denied = permitted(card, regionPermission({ kind: 'deleteTemporary' }));
      if (denied) return fail(denied);
      const checked = checkTemporaryRegionDeletion(field(change, 'temporaryGeoProfileId'), geo);
      return checked.ok ? ok({ operation: 'deleteTemporaryRegion', temporaryGeoProfile: checked.value }) : checked;
    }
  }
}

function cardChange(change: ProposedChange, read: Read): Checked {
  const { card } = read;
  switch (change.operation) {
    case 'block':
    case 'unblock': {
      const denied = permitted(card, CARD_OPERATION_PERMISSIONS[change.operation]);
      return denied ? fail(denied) : ok({ operation: change.operation });
    }
    case 'replace': {
      const denied = permitted(card, CARD_OPERATION_PERMISSIONS.replace);
      if (denied) return fail(denied);
      const reason = checkReissueRequest(change.body, card);
      return reason.ok ? ok({ operation: change.operation, reason: reason.value }) : reason;
    }
    case 'changeDefaultRegion':
    case 'createTemporaryRegion':
    case 'deleteTemporaryRegion':
      return card.geoProfile ? regionChange(change, card.geoProfile, read) : fail(broken('GEO_PROFILE_MISSING'));
    default:
      return limitChange(change, read);
  }
}

/**
 * Would the bank allow this change to this card? One call for every change of section 7: the
 * card's link action (section 6), then the bank's rules, with what the card says about a change
 * waiting to be signed. Anything from outside — the card, the change, the context — may be
 * wrong: the answer is then a refusal (`REQUEST_INVALID` and the part at fault), never a throw.
 */
export function checkChange<C extends ProposedChange>(
  card: CardToCheck,
  change: C,
  context: ChangeContext,
): Result<AcceptedChangeOf<C['operation']>, RuleFailure> {
  const readCard = readCardToCheck(card);
  if (!readCard.ok) return readCard;
  if (!isChangeOperation(field(change, 'operation'))) return fail(broken('REQUEST_INVALID', 'operation'));
  const readContext = readChangeContext(context);
  if (!readContext.ok) return readContext;
  const read = { card: readCard.value, limits: readCard.value.limits ?? [], context: readContext.value };
  return cardChange(change, read) as Result<AcceptedChangeOf<C['operation']>, RuleFailure>;
}
