import {
  cardLimits,
  checkChange,
  fail,
  ok,
  serviceError,
  type AcceptedChangeOf,
  type ProposedChange,
  type ChangeContext,
  type Result,
  type SelectedCard,
  type ServiceError,
} from '../../domain/index';

/**
 * The domain's `checkChange` for the selected card, as a use case needs it: the same call the
 * bank sandbox and other channels make, so what the bank would refuse is never sent (section 6's
 * link action first, then the rules, "pending" derived from the card's own limits).
 */
export function checkCardChange<C extends ProposedChange>(
  card: SelectedCard,
  change: C,
  context: ChangeContext,
): Result<AcceptedChangeOf<C['operation']>, ServiceError> {
  const checked = checkChange(
    {
      links: card.links,
      limits: cardLimits(card),
      geoProfile: card.geoProfile,
      paymentInstrumentUsageId: card.paymentInstrumentUsageId,
    },
    change,
    card.accountBalance === undefined ? context : { ...context, accountBalance: card.accountBalance },
  );
  return checked.ok ? ok(checked.value) : fail(serviceError(checked.error.code));
}
