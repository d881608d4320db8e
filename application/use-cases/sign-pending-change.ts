import { fail, ok, serviceError, type Result, type ServiceError } from '../../domain/index';
import type { Notification } from '../notification';
import { widgetItemsOf } from '../signing/pending-signature';
import type { SessionStore } from '../ports/session-store';
import type { Signing, SigningHost, SigningOutcome } from '../ports/signing';
import type { CompleteSigning } from './complete-signing';
import type { PostponeSigning } from './postpone-signing';

export type SigningResult = { readonly outcome: SigningOutcome; readonly notification: Notification | undefined };

/**
 * Section 2.8: the widget gets the stored sign item, with "sign later" enabled; success yields
 * the notification for the stored operationType, sign later none. Both end on the overview.
 */
export class SignPendingChange {
  constructor(
    private readonly signing: Signing,
    private readonly store: SessionStore,
    private readonly complete: CompleteSigning,
    private readonly postpone: PostponeSigning,
  ) {}

  async execute(input: {
    readonly host: SigningHost;
    readonly signal?: AbortSignal;
  }): Promise<Result<SigningResult, ServiceError>> {
    const pending = this.store.pendingSignature();
    if (!pending) return fail(serviceError('SIGN_ITEM_NOT_FOUND'));
    const outcome = await this.signing.open({
      host: input.host,
      items: widgetItemsOf(pending.signItem),
      signLater: true,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    if (!outcome.ok) return outcome;
    if (outcome.value === 'sentLater') {
      this.postpone.execute();
      return ok({ outcome: 'sentLater', notification: undefined });
    }
    const completed = this.complete.execute();
    return completed.ok ? ok({ outcome: 'signed', notification: completed.value }) : completed;
  }
}
