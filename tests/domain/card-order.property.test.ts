import fc from 'fast-check';
import {
  cardStatus,
  compareCards,
  EXCLUDED_USAGE_CODES,
  listedCards,
  type PaymentInstrument,
} from '../../domain/index';
import { cardListArb, paymentInstrumentArb } from '../support/arbitraries/index';

// Section 4, "Card list ordering", and section 9's excluded usage codes. A small set of pass
// numbers makes cards with equal sort keys common, so stability is really exercised.

const sequenceNumber = fc.constantFrom('010', '011', '020', '101');
// IBANs whose digits are equal but whose banks differ must still not interleave.
const lookAlikeIbans = fc.constantFrom(
  'NL91ABNA0417164300',
  'NL91RABO0417164300',
  'NL91INGB0417164300',
  'NL20INGB0001234567',
);
const listArb = fc.oneof(
  cardListArb({ sequenceNumber }),
  fc.array(paymentInstrumentArb({ iban: lookAlikeIbans, sequenceNumber }), { maxLength: 10 }),
);
const isAccessCard = (card: PaymentInstrument) =>
  (EXCLUDED_USAGE_CODES as readonly string[]).includes(card.paymentInstrumentUsageCode);
const ibanValue = (iban: string) => BigInt(iban.replace(/\D/g, '') || '0');
const STATE_ORDER = { active: 0, blocked: 1, inactive: 2, replaced: 3 } as const;

describe('the card list', () => {
  it('holds every card but the access cards, each once', () => {
    fc.assert(
      fc.property(listArb, (cards) => {
        const listed = listedCards(cards);
        expect([...listed].sort(byId)).toEqual(cards.filter((card) => !isAccessCard(card)).sort(byId));
      }),
    );
  });

  it('never shows an ACCESS_CARD or ACCESS_ONLINE_CARD', () => {
    fc.assert(fc.property(listArb, (cards) => expect(listedCards(cards).some(isAccessCard)).toBe(false)));
  });

  it('is sorted by the number the IBAN’s digits make', () => {
    fc.assert(
      fc.property(listArb, (cards) => {
        const values = listedCards(cards).map((card) => ibanValue(card.accountId));
        values.slice(1).forEach((value, index) => expect(values[index]! <= value).toBe(true));
      }),
    );
  });

  it('keeps the cards of one IBAN next to each other', () => {
    fc.assert(
      fc.property(listArb, (cards) => {
        const ibans = listedCards(cards).map((card) => card.accountId);
        const groups = ibans.filter((iban, index) => index === 0 || ibans[index - 1] !== iban);
        expect(new Set(groups).size).toBe(groups.length);
      }),
    );
  });

  it('orders the cards of one IBAN by state (active, blocked, inactive), then by the first two characters of the pass number', () => {
    fc.assert(
      fc.property(listArb, (cards) => {
        const listed = listedCards(cards);
        listed.slice(1).forEach((card, index) => {
          const previous = listed[index]!;
          if (previous.accountId !== card.accountId) return;
          const [a, b] = [STATE_ORDER[cardStatus(previous).kind], STATE_ORDER[cardStatus(card).kind]];
          expect(a <= b).toBe(true);
          if (a === b)
            expect(previous.cardSequenceNumber.slice(0, 2) <= card.cardSequenceNumber.slice(0, 2)).toBe(true);
        });
      }),
    );
  });

  it('is stable: cards with equal sort keys keep the bank’s order', () => {
    fc.assert(
      fc.property(listArb, (cards) => {
        const listed = listedCards(cards);
        listed.slice(1).forEach((card, index) => {
          const previous = listed[index]!;
          if (compareCards(previous, card) === 0) expect(cards.indexOf(previous) < cards.indexOf(card)).toBe(true);
        });
      }),
    );
  });

  it('does not depend on the order the bank sent, except among equal keys', () => {
    fc.assert(
      fc.property(
        listArb.chain((cards) =>
          fc.shuffledSubarray(cards, { minLength: cards.length }).map((shuffled) => ({ cards, shuffled })),
        ),
        ({ cards, shuffled }) => {
          const key = (card: PaymentInstrument) =>
            [card.accountId, cardStatus(card).kind, card.cardSequenceNumber.slice(0, 2)].join('|');
          expect(listedCards(shuffled).map(key)).toEqual(listedCards(cards).map(key));
        },
      ),
    );
  });

  it('is unchanged by sorting it again', () => {
    fc.assert(fc.property(listArb, (cards) => expect(listedCards(listedCards(cards))).toEqual(listedCards(cards))));
  });
});

function byId(a: PaymentInstrument, b: PaymentInstrument): number {
  return a.paymentInstrumentId < b.paymentInstrumentId ? -1 : a.paymentInstrumentId > b.paymentInstrumentId ? 1 : 0;
}
