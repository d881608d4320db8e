// Would the bank allow this change to this card? The domain's `checkChange` answers it the way the
// bank does (section 7): the card must offer the operation's link action, then the request must
// pass the bank's rules, with what the card itself says about a change waiting to be signed. Every
// refusal is a code of the bank's catalogue, worded as the app words it.
import { broken, checkChange, todayInAmsterdam } from '@debit-card-self-service/domain';
import { CATALOGUE_TEXTS } from '@debit-card-self-service/domain/catalogue-texts';

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
 * `proposal`: `{ today?, card, accountBalance?, change }`, the card as the bank's details call
 * returns it and `change` as `checkChange` takes it (`{ operation, body?, temporaryLimitId?, … }`).
 * The rules never read a clock: "today" is the proposal's, or else the bank's day at `now`.
 */
export function answerChange(proposal, now = Date.now()) {
  if (!isObject(proposal)) return refusal(broken('REQUEST_INVALID'));
  const today = proposal.today === undefined ? todayInAmsterdam(now) : proposal.today;
  const answer = checkChange(proposal.card, proposal.change, { today, accountBalance: proposal.accountBalance });
  return answer.ok ? { allowed: true } : refusal(answer.error);
}
