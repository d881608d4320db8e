import {
  fail,
  ok,
  serviceError,
  toSelectedCard,
  type Result,
  type SelectedCard,
  type ServiceError,
} from '../../domain/index';
import type { Environment } from '../environment';
import type { Cards } from '../ports/cards';

/** The selected card with everything the screens show of it (section 3, "Selected card"). */
export class LoadCardDetails {
  constructor(
    private readonly cards: Cards,
    private readonly environment: Environment,
  ) {}

  async execute(input: { readonly paymentInstrumentId: string }): Promise<Result<SelectedCard, ServiceError>> {
    const answer = await this.cards.details(input.paymentInstrumentId);
    if (!answer.ok) return answer;
    // Another card than the one asked for must never be shown (or changed) in its place.
    if (answer.value.paymentInstrumentId !== input.paymentInstrumentId) return fail(serviceError('RESPONSE_INVALID'));
    return ok(toSelectedCard(answer.value, this.environment.brand));
  }
}
