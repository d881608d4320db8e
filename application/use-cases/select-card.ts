import type { Result, SelectedCard, ServiceError } from '../../domain/index';
import type { SessionStore } from '../ports/session-store';
import type { LoadCardDetails } from './load-card-details';

/** Section 2.3: choosing a card keeps the choice (across reloads too) and loads its details. */
export class SelectCard {
  constructor(
    private readonly store: SessionStore,
    private readonly loadDetails: LoadCardDetails,
  ) {}

  execute(input: { readonly paymentInstrumentId: string }): Promise<Result<SelectedCard, ServiceError>> {
    this.store.keepSelectedCardId(input.paymentInstrumentId);
    return this.loadDetails.execute(input);
  }
}
