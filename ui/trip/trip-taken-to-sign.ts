import { cardLimits, pendingChangeOfCard, type SelectedCard } from '../../domain/index';
import type { Outcome } from '../../application/outcome';
import type { ResumeSigning } from '../../application/use-cases/resume-signing';

/**
 * Reading 103 for a trip's limit call whose answer was lost: the card read anew has a change
 * waiting to be signed, so the bank took it (the journey sends nothing while a change waits). Its
 * signature is kept with the calls that follow it, as the bank's answer would have been: the
 * signing page next, and the trip goes on after it. Undefined: the failure stands.
 */
export function tripTakenToSign(
  resumeSigning: ResumeSigning,
  card: SelectedCard | undefined,
  answered: Outcome,
): Outcome | undefined {
  const trip = answered.kind === 'failed' ? answered.trip : undefined;
  if (!card || trip?.paymentInstrumentId !== card.paymentInstrumentId) return undefined;
  const change = pendingChangeOfCard(cardLimits(card));
  return change?.kind === 'described' && change.signItem ? resumeSigning.execute({ change, trip }) : undefined;
}
