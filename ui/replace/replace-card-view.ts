import type { ReissueReason, SelectedCard } from '../../domain/index';
import type { CustomerAddress } from '../../application/ports/reissue';
import type { ActionFailure, HiddenContent } from '../store/notifications';

// What the replace screen shows, as display-ready data (section 2.7).

/** The screen's own notices that analytics counts (docs/spec-readings.md, 25). */
export type ReplaceNotice = 'replaceCard.fee' | 'replaceCard.feeUnknown' | 'replaceCard.autoBlockWarning';

export type ReplaceCardViewModel = {
  /** Section 8: a non-recoverable error hides the content; a refused order leaves help (reading 89). */
  readonly hidden: HiddenContent | undefined;
  readonly spinner: 'loading' | 'submitting' | undefined;
  readonly card: Pick<SelectedCard, 'imageKind' | 'accountNumber' | 'userName' | 'passNumber'> | undefined;
  /** Address, fee and reasons loaded: the customer can ask for the replacement. */
  readonly ready: boolean;
  readonly address: CustomerAddress | undefined;
  readonly reasons: readonly ReissueReason[];
  readonly reason: ReissueReason | undefined;
  /** Section 5, reissueReasonRequired: shown after a try without a reason. */
  readonly reasonMissing: boolean;
  /** Section 2.7: a stolen or lost card that is not blocked yet will be blocked. */
  readonly autoBlockWarning: boolean;
  /** Only a fee above 0 is mentioned (section 9). */
  readonly fee: number | undefined;
  /** The fee could not be shown: it will be on the statement (only lost and stolen are offered then). */
  readonly feeUnknown: boolean;
  /**
   * Issue 33, item 2: a replacement was ordered on this visit (`here`: the new card is on its way),
   * or the bank has the card replaced already (`before`: in another tab, or earlier). Nothing to order.
   */
  readonly ordered: 'here' | 'before' | undefined;
  /**
   * Issue 33, item 4: the bank failed to take the order, or to send what the order needs (`loadReplacement`,
   * reading 93); the screen stays, with Try again.
   */
  readonly failure: ActionFailure | undefined;
};
