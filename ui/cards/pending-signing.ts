import { cardLimits, pendingChangeOfCard, type SelectedCard } from '../../domain/index';
import type { PortalLinks } from '../../application/portal-links';
import type { ResumeSigning } from '../../application/use-cases/resume-signing';
import type { RoutePath } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';
import { pendingChangeView, type PendingChangeView } from './pending-change-view';

/**
 * The card's change waiting to be signed (section 4), in words where the bank says what it is.
 * A card the app marked in progress itself (a save just taken) whose limits say nothing yet is opaque.
 */
export function cardPendingChange(card: SelectedCard): PendingChangeView | undefined {
  if (!card.isLimitInProgress) return undefined;
  return pendingChangeView(pendingChangeOfCard(cardLimits(card))) ?? { kind: 'opaque' };
}

/** What the overview and the limit editors need to offer a waiting change for signing. */
export type PendingSigningDependencies = {
  readonly app: AppStore;
  readonly resumeSigning: ResumeSigning;
  /** The links of the page's segment: a business page's "to sign" is the business one (issue 33, 16). */
  readonly portalLinks: PortalLinks;
};

/** The one way the overview and the limit editors offer the selected card's waiting change for signing (issue 12). */
export class PendingSigning {
  constructor(private readonly deps: PendingSigningDependencies) {}

  /** The portal's "to sign" page, for a change the bank does not describe. */
  get links(): PortalLinks['toSign'] {
    return this.deps.portalLinks.toSign;
  }

  /**
   * The selected card's waiting change is a trip's signature (issue 35): the trip's notice says
   * what it signs and what follows, and offers it; one "Sign now" for one signature.
   */
  get signedWithTrip(): boolean {
    const card = this.deps.app.cards.selected;
    return card !== undefined && this.deps.app.changes.tripWaitingOn(card) !== undefined;
  }

  /**
   * "Sign now": the waiting change, kept for the signing page as a fresh change's would be
   * (ResumeSigning); answers /signing, or nothing when the bank names no sign item.
   */
  readonly signNow = async (): Promise<RoutePath | undefined> => {
    const card = this.deps.app.cards.selected;
    const change = card ? pendingChangeOfCard(cardLimits(card)) : undefined;
    if (change?.kind !== 'described') return undefined;
    return this.deps.app.settle(this.deps.resumeSigning.execute({ change }));
  };
}
