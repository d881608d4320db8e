import { serviceError, type PaymentInstrument } from '../../../domain/index';
import type { Cards } from '../../../application/ports/cards';
import { ScriptedAnswers } from './scripted-answers';

/** A bank holding the customer's cards; block and unblock change them as the bank would. */
export class InMemoryCards extends ScriptedAnswers implements Cards {
  constructor(public cards: PaymentInstrument[] = []) {
    super();
  }

  list() {
    return this.answer('list', [], () =>
      this.cards.map(({ limits: _limits, geoProfile: _geo, ...listed }) => listed as PaymentInstrument),
    );
  }

  async details(paymentInstrumentId: string) {
    const card = this.cards.find((entry) => entry.paymentInstrumentId === paymentInstrumentId);
    if (!card) this.failNext('details', serviceError('INSTRUMENT_NOT_FOUND'));
    return this.answer('details', [paymentInstrumentId], () => structuredClone(card!));
  }

  block(paymentInstrumentId: string) {
    return this.answer('block', [paymentInstrumentId], () => this.suspend(paymentInstrumentId, ['CUSTOMER']));
  }

  unblock(paymentInstrumentId: string) {
    return this.answer('unblock', [paymentInstrumentId], () => this.suspend(paymentInstrumentId, []));
  }

  private suspend(paymentInstrumentId: string, suspendedBy: string[]): void {
    this.cards = this.cards.map((card) =>
      card.paymentInstrumentId === paymentInstrumentId
        ? { ...card, lifeCycle: { ...card.lifeCycle!, suspendedBy } }
        : card,
    );
  }
}
