import type { Result, SelectedCard, ServiceError } from '../../domain/index';
import type { PendingSignature } from '../signing/pending-signature';
import type { Limits } from '../ports/limits';
import type { SessionStore } from '../ports/session-store';
import { changeDefaultLimit } from '../limits/change-default-limit';

/** Section 4, "Limit change": the online (ECOM) daily limit, permanently; then /signing. */
export class ChangeEcommerceLimit {
  constructor(
    private readonly limits: Limits,
    private readonly store: SessionStore,
  ) {}

  execute(input: {
    readonly card: SelectedCard;
    readonly limitValue: number | undefined;
  }): Promise<Result<PendingSignature, ServiceError>> {
    return changeDefaultLimit({ limits: this.limits, store: this.store }, input.card, 'ECOM', input.limitValue);
  }
}
