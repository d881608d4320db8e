import fc from 'fast-check';
import { cardImageKind, formatCardNumber, formatIban, PAYMENT_SCHEMES } from '../../domain/index';
import { ibanArb } from '../support/arbitraries/index';

// Section 9 and 2.3: IBANs in groups of four; the card number as "**** " + maskedPan, or in
// groups of four when it is 18 characters long; the card image by scheme and usage code.

const groups = (text: string) => text.split(' ');

describe('card display', () => {
  it('shows an IBAN in groups of four that join back to the IBAN', () => {
    fc.assert(
      fc.property(ibanArb, fc.boolean(), (iban, spaced) => {
        const shown = formatIban(spaced ? iban.toLowerCase().replace(/(.{2})/g, '$1 ') : iban);
        expect(shown.replace(/ /g, '')).toBe(iban);
        const parts = groups(shown);
        expect(parts.slice(0, -1).every((part) => part.length === 4)).toBe(true);
        expect(parts.at(-1)!.length).toBeGreaterThanOrEqual(1);
        expect(parts.at(-1)!.length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('shows an 18-character card number in groups of four and any other as “**** ” and the number', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789X'.split('')), minLength: 1, maxLength: 22 }),
        (maskedPan) => {
          const shown = formatCardNumber(maskedPan);
          if (maskedPan.length === 18) {
            expect(groups(shown).map((part) => part.length)).toEqual([4, 4, 4, 4, 2]);
            expect(shown.replace(/ /g, '')).toBe(maskedPan);
          } else {
            expect(shown).toBe(`**** ${maskedPan}`);
          }
        },
      ),
    );
  });

  it('shows the private-banking image exactly for PAYMENT_{brand}_CARD, otherwise the scheme’s own', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_SCHEMES),
        fc.stringMatching(/^[a-z]{3,10}$/),
        fc.constantFrom('PAYMENT_CARD', 'PRIVATE', 'PAYMENT_OTHERBANK_CARD', null),
        (paymentScheme, brand, usage) => {
          const own = `PAYMENT_${brand.toUpperCase()}_CARD`;
          const code = usage ?? own;
          const kind = cardImageKind({ paymentScheme, paymentInstrumentUsageCode: code }, brand);
          expect(kind).toBe(code === own ? 'privateBanking' : paymentScheme === 'MAESTRO' ? 'maestro' : 'dmc');
        },
      ),
    );
  });
});
