// Would the bank allow this change to this card? The same rules, in the same order, as the bank's
// own calls (section 7): the card must offer the operation's link action, then the request must
// pass the bank's rules. Every refusal is a code of the bank's catalogue, worded as the app words it.
import {
  CARD_OPERATION_PERMISSIONS,
  broken,
  checkDefaultRegionRequest,
  checkPermanentLimitRequest,
  checkReissueRequest,
  checkTemporaryLimitDeletion,
  checkTemporaryLimitRequest,
  checkTemporaryRegionDeletion,
  checkTemporaryRegionRequest,
  fail,
  isLimitChangePending,
  isLimitType,
  isPermitted,
  isTemporaryLimitType,
  limitPermission,
  parseIsoDate,
  regionPermission,
  todayInAmsterdam,
} from '@debit-card-self-service/domain';
import { CATALOGUE_TEXTS } from '@debit-card-self-service/domain/catalogue-texts';

/** A refusal when the card does not offer the operation's link action (section 6). */
const missingLink = (card, permission) =>
  isPermitted(card, permission) ? undefined : fail(broken(permission.missingCode));

const temporaryLimitTypeOf = (body) => (isTemporaryLimitType(body?.limitType) ? body.limitType : undefined);

/** Each operation a proposal may name, as the bank checks its call. */
const OPERATIONS = {
  block: ({ card }) => missingLink(card, CARD_OPERATION_PERMISSIONS.block),
  unblock: ({ card }) => missingLink(card, CARD_OPERATION_PERMISSIONS.unblock),
  replace: ({ card, change }) =>
    missingLink(card, CARD_OPERATION_PERMISSIONS.replace) ?? checkReissueRequest(change.body, card),
  changePermanentLimit: ({ card, change, limits }) => {
    const denied =
      isLimitType(change.limitType) &&
      missingLink(card, limitPermission({ kind: 'changeDefault', limitType: change.limitType }));
    return denied || checkPermanentLimitRequest(change.limitType, change.body, limits);
  },
  createTemporaryLimit: ({ card, change, limits, today }) => {
    const limitType = temporaryLimitTypeOf(change.body);
    const denied = limitType && missingLink(card, limitPermission({ kind: 'createTemporary', limitType }));
    return denied || checkTemporaryLimitRequest(change.body, { ...limits, today });
  },
  changeTemporaryLimit: ({ card, change, limits, today }) => {
    const limitType = temporaryLimitTypeOf(change.body);
    const denied = limitType && missingLink(card, limitPermission({ kind: 'changeTemporary', limitType }));
    return (
      denied || checkTemporaryLimitRequest(change.body, { ...limits, today, replacingId: change.temporaryLimitId })
    );
  },
  // The bank finds the entry first: its limit type says which link action to ask for.
  deleteTemporaryLimit: ({ card, change, limits }) => {
    const found = checkTemporaryLimitDeletion(change.temporaryLimitId, limits);
    return (
      (found.ok && missingLink(card, limitPermission({ kind: 'deleteTemporary', limitType: found.value.limitType }))) ||
      found
    );
  },
  changeDefaultRegion: ({ card, change }) =>
    missingLink(card, regionPermission({ kind: 'changeDefault', region: 'EUR' })) ??
    checkDefaultRegionRequest(change.body, card.geoProfile ?? {}),
  createTemporaryRegion: ({ card, change, today }) =>
    missingLink(card, regionPermission({ kind: 'createTemporary', region: 'WORLD' })) ??
    checkTemporaryRegionRequest(change.body, { geo: card.geoProfile ?? {}, today }),
  deleteTemporaryRegion: ({ card, change }) =>
    missingLink(card, regionPermission({ kind: 'deleteTemporary' })) ??
    checkTemporaryRegionDeletion(change.temporaryGeoProfileId, card.geoProfile ?? {}),
};

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function refusal(failure) {
  return {
    allowed: false,
    code: failure.code,
    ...(failure.field ? { field: failure.field } : {}),
    text: CATALOGUE_TEXTS[failure.code],
  };
}

/**
 * `proposal`: `{ today?, card, accountBalance?, change: { operation, body?, limitType?,
 * temporaryLimitId?, temporaryGeoProfileId? } }`, the card as the bank's details call returns it.
 * The rules never read a clock: "today" is the proposal's, or else the bank's day at `now`.
 */
export function answerChange(proposal, now = Date.now()) {
  if (
    !isObject(proposal) ||
    !isObject(proposal.card) ||
    !Array.isArray(proposal.card.links) ||
    !isObject(proposal.change)
  ) {
    return refusal(broken('REQUEST_INVALID'));
  }
  const { card, change } = proposal;
  if (!Object.hasOwn(OPERATIONS, change.operation)) return refusal(broken('REQUEST_INVALID', 'operation'));
  const today =
    proposal.today === undefined ? { ok: true, value: todayInAmsterdam(now) } : parseIsoDate(proposal.today);
  if (!today.ok) return refusal(broken('REQUEST_INVALID', 'today'));
  const cardLimits = Array.isArray(card.limits) ? card.limits : [];
  // Section 3: while one limit change waits to be signed, the bank refuses every other (1003).
  const limits = {
    limits: cardLimits,
    pending: cardLimits.some(isLimitChangePending),
    accountBalance: proposal.accountBalance,
  };
  const answer = OPERATIONS[change.operation]({ card, change, limits, today: today.value });
  return answer === undefined || answer.ok ? { allowed: true } : refusal(answer.error);
}
