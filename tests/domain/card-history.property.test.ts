import fc from 'fast-check';
import { CARD_CHANGE_TYPES, parseCardHistoryPage, type CardHistoryEntry } from '../../domain/index';
import { cardHistoryPageArb } from '../support/arbitraries/index';

// The card's change history (issue 16) as any channel reads the bank's answer: what the bank
// sends is read back exactly, kinds of change a channel does not know yet are skipped, and an
// entry that does not hold together fails the page instead of showing a wrong history.

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const HEAD = ['id', 'occurredAt', 'type'];

/** One entry spoilt: a field of what changed emptied or dropped, or a moment not in UTC or not a moment at all. */
const spoiltArb = (entry: CardHistoryEntry): fc.Arbitrary<Record<string, unknown>> => {
  const fields = Object.keys(entry).filter((key) => !HEAD.includes(key));
  const spoilers: fc.Arbitrary<Record<string, unknown>>[] = [
    fc
      .constantFrom('2027-03-01T10:00:00+01:00', '2027-02-30T10:00:00Z', 'yesterday', 1_772_000_000_000, null)
      .map((occurredAt) => ({ ...entry, occurredAt })),
    fc.constantFrom('', 7, null).map((id) => ({ ...entry, id })),
  ];
  if (fields.length > 0) {
    spoilers.push(
      fc.tuple(fc.constantFrom(...fields), fc.constantFrom('drop', 'empty')).map(([field, how]) => {
        const { [field]: _gone, ...rest } = entry as Record<string, unknown>;
        return how === 'drop' ? rest : { ...rest, [field]: {} };
      }),
    );
  }
  return fc.oneof(...spoilers);
};

describe('parseCardHistoryPage', () => {
  it('reads every page the bank can answer back exactly, order and all', () => {
    fc.assert(
      fc.property(cardHistoryPageArb, (page) => {
        expect(parseCardHistoryPage(asJson(page))).toEqual({ ok: true, value: page });
      }),
    );
  });

  it('leaves out the kinds of change it does not know, and keeps the others in their order', () => {
    const unknownArb = fc
      .record({ id: fc.string({ minLength: 1 }), occurredAt: fc.string(), type: fc.stringMatching(/^[A-Z_]{3,20}$/) })
      .filter((entry) => !(CARD_CHANGE_TYPES as readonly string[]).includes(entry.type));
    fc.assert(
      fc.property(cardHistoryPageArb, fc.array(fc.tuple(fc.nat(), unknownArb), { maxLength: 4 }), (page, extras) => {
        const changes: unknown[] = [...page.changes];
        for (const [at, extra] of extras) changes.splice(at % (changes.length + 1), 0, extra);
        expect(parseCardHistoryPage(asJson({ ...page, changes }))).toEqual({ ok: true, value: page });
      }),
    );
  });

  it('fails the whole page, naming the entry, when one entry of a known kind does not hold together', () => {
    const arb = cardHistoryPageArb
      .filter((page) => page.changes.length > 0)
      .chain((page) =>
        fc
          .nat({ max: page.changes.length - 1 })
          .chain((index) => spoiltArb(page.changes[index]!).map((spoilt) => ({ page, index, spoilt }))),
      );
    fc.assert(
      fc.property(arb, ({ page, index, spoilt }) => {
        const changes = page.changes.map((entry, at) => (at === index ? spoilt : entry));
        expect(parseCardHistoryPage(asJson({ ...page, changes }))).toEqual({
          ok: false,
          error: { reason: 'malformed', at: String(index) },
        });
      }),
    );
  });

  it('never throws, and takes nothing but an object with a list of changes and hasMore', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const parsed = parseCardHistoryPage(body);
        const shaped =
          typeof body === 'object' &&
          body !== null &&
          Array.isArray((body as { changes?: unknown }).changes) &&
          typeof (body as { hasMore?: unknown }).hasMore === 'boolean';
        if (!shaped) expect(parsed).toEqual({ ok: false, error: { reason: 'malformed', at: 'page' } });
      }),
    );
  });

  it('keeps a limit change whole: a new temporary limit sets aside a permanent one, a deletion leaves none', () => {
    const entry = {
      id: '1',
      occurredAt: '2027-03-01T09:30:00.000Z',
      type: 'LIMIT_CHANGED',
      operation: 'createTemporary',
      limitType: 'POS',
      signing: 'PENDING',
      signBy: '2027-03-01',
    };
    const temporary = { limitValue: 4000, startDate: '2027-03-02', endDate: '2027-03-05' };
    expect(
      parseCardHistoryPage({ changes: [{ ...entry, before: { limitValue: 2500 }, after: temporary }], hasMore: false })
        .ok,
    ).toBe(true);
    for (const wrong of [
      { before: temporary, after: temporary },
      { before: { limitValue: 2500 }, after: { limitValue: 4000 } },
      { before: { limitValue: 2500 }, after: { ...temporary, endDate: '2027-03-01' } },
      { before: { limitValue: 2500 }, after: { ...temporary, limitValue: 40.5 } },
      { before: { limitValue: 2500 }, after: temporary, limitType: 'ECOM' },
    ]) {
      expect(parseCardHistoryPage({ changes: [{ ...entry, ...wrong }], hasMore: false })).toEqual({
        ok: false,
        error: { reason: 'malformed', at: '0' },
      });
    }
  });
});
