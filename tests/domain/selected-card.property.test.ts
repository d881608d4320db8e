import fc from 'fast-check';
import { cardStatus, REISSUE_REASONS, showsSettings, toSelectedCard } from '../../domain/index';
import { paymentInstrumentArb } from '../support/arbitraries/index';

// Section 3, "Selected card": what the screens read of the chosen card, derived in one place.

const BRAND = 'demobank';

describe('the selected card', () => {
  it('is in progress exactly when some limit has a change waiting to be signed', () => {
    fc.assert(
      fc.property(paymentInstrumentArb(), (card) => {
        const pending = (card.limits ?? []).some(
          (limit) => limit.limitChangeRequest !== null && limit.limitChangeRequest !== undefined,
        );
        expect(toSelectedCard(card, BRAND).isLimitInProgress).toBe(pending);
      }),
    );
  });

  it('is blocked or inactive as its status says, never both, and shows settings only when usable', () => {
    fc.assert(
      fc.property(paymentInstrumentArb(), (card) => {
        const selected = toSelectedCard(card, BRAND);
        const status = cardStatus(card);
        // Issue 33: a replaced card is blocked when the bank blocked it with the replacement (stolen, lost).
        const blocked = status.kind === 'blocked' || (status.kind === 'replaced' && status.suspendedBy.length > 0);
        expect(selected.isCardBlocked).toBe(blocked);
        expect(selected.isCardInactive).toBe(status.kind === 'inactive');
        expect(showsSettings(selected)).toBe(status.kind === 'active' || (status.kind === 'replaced' && !blocked));
      }),
    );
  });

  it('is replaced exactly when the bank names a readable replacement, whatever its state', () => {
    fc.assert(
      fc.property(paymentInstrumentArb(), (card) => {
        const status = cardStatus(card);
        expect(status.kind === 'replaced').toBe(card.lifeCycle?.replacedBy !== undefined);
        if (status.kind === 'replaced') expect(status.replacement).toEqual(card.lifeCycle?.replacedBy);
      }),
    );
  });

  it('carries the card’s identity, IBAN and limits by type', () => {
    fc.assert(
      fc.property(paymentInstrumentArb(), (card) => {
        const selected = toSelectedCard(card, BRAND);
        expect(selected.paymentInstrumentId).toBe(card.paymentInstrumentId);
        expect(selected.paymentInstrumentUsageId).toBe(card.paymentInstrumentUsageId);
        expect(selected.accountNumber.replace(/ /g, '')).toBe(card.accountId);
        expect(selected.bcNumber).toBe(card.ownerCustomerId);
        expect(selected.passNumber).toBe(card.cardSequenceNumber);
        expect(selected.ecommerceLimit?.limitType).toBe('ECOM');
        expect(selected.paymentLimit?.limitType).toBe('POS');
        expect(selected.withdrawalLimit?.limitType).toBe('ATM');
      }),
    );
  });

  it('offers the known reissue reasons the bank allows, in the bank’s order, and drops unknown ones', () => {
    const reasonsArb = fc.array(
      fc.oneof(fc.constantFrom(...REISSUE_REASONS), fc.constantFrom('EXPIRED', 'stolen', '')),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(paymentInstrumentArb(), reasonsArb, (card, allowedReissueReasons) => {
        const withReasons = { ...card, lifeCycle: { ...card.lifeCycle!, allowedReissueReasons } };
        const known = allowedReissueReasons.filter((reason) => (REISSUE_REASONS as readonly string[]).includes(reason));
        expect(toSelectedCard(withReasons, BRAND).reissueReasons).toEqual(known);
      }),
    );
  });
});
