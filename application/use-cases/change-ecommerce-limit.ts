import type { SelectedCard } from '../../domain/index';
import { outcomeOf, toSign, type Outcome } from '../outcome';
import type { Limits } from '../ports/limits';
import type { SessionStore } from '../ports/session-store';
import { changeDefaultLimit } from '../limits/change-default-limit';

/** Section 4, "Limit change": the online (ECOM) daily limit, permanently; then /signing. */
export class ChangeEcommerceLimit {
  constructor(
    private readonly limits: Limits,
    private readonly store: SessionStore,
  ) {}

  async execute(input: { readonly card: SelectedCard; readonly limitValue: number | undefined }): Promise<Outcome> {
    const ports = { limits: this.limits, store: this.store };
    return outcomeOf(await changeDefaultLimit(ports, input.card, 'ECOM', input.limitValue), 'save', toSign);
  }
}
