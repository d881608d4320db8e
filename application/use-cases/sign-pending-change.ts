import { widgetItemsOf } from '../ports/pending-signature';
import { failureOf, type Outcome } from '../outcome';
import type { SessionStore } from '../ports/session-store';
import type { Signing, SigningHost } from '../ports/signing';
import type { CompleteSigning } from './complete-signing';
import type { ContinueTrip } from './continue-trip';

/** The bank's word that the item no longer waits: not a failure of anything the customer asked (issue 33, item 1). */
const NO_LONGER_WAITING = new Set(['SIGN_ITEM_NOT_FOUND', 'SIGN_ITEM_ALREADY_SIGNED']);

/**
 * Section 2.8: the widget gets the stored sign item, with "sign later" enabled; success yields
 * the notification for the stored operationType. "Sign later" keeps the item: the change still
 * waits, so Back to this page shows it again with the widget (issue 33, item 1). Nothing stored
 * (already signed, or never) is said neutrally, never as a failure.
 */
export class SignPendingChange {
  constructor(
    private readonly signing: Signing,
    private readonly store: SessionStore,
    private readonly complete: CompleteSigning,
    /** Issue 35: a trip's signature given, its next calls follow (without it, a trip stops at its first signature). */
    private readonly continueTrip?: ContinueTrip,
  ) {}

  async execute(input: { readonly host: SigningHost; readonly signal?: AbortSignal }): Promise<Outcome> {
    const pending = this.store.pendingSignature();
    if (!pending) return { kind: 'nothingToSign' };
    const outcome = await this.signing.open({
      host: input.host,
      items: widgetItemsOf(pending.signItem),
      signLater: true,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    if (!outcome.ok) {
      if (!NO_LONGER_WAITING.has(outcome.error.code)) return failureOf(outcome.error, 'sign');
      this.store.clearPendingSignature();
      return { kind: 'nothingToSign' };
    }
    if (outcome.value === 'sentLater') return { kind: 'signedLater' };
    if (pending.trip && this.continueTrip) return this.continueTrip.execute({ progress: pending.trip });
    const completed = this.complete.execute();
    return completed.ok ? { kind: 'signed', notification: completed.value } : { kind: 'nothingToSign' };
  }
}
