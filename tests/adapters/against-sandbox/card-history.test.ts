import { bankDateTimeOf } from '../../../domain/index';
import { CardHistory } from '../../../application/ports/card-history';
import { LoadCardHistory } from '../../../application/use-cases/load-card-history';
import { resolve } from '../../../adapters/composition/resolve';
import { cardsPath, reset, storeVariants, TODAY, useSandbox } from '../../sandbox/support/bank-client';
import { errorOf, valueOf } from './support/outcomes';
import { appOnSandbox, type SandboxApp } from './support/sandbox-app';

describe.each(storeVariants())('the card-history port against the bank sandbox, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let app: SandboxApp;

  beforeEach(async () => {
    await reset(started.url);
    app = await appOnSandbox(started.url, 'sanne');
  });

  const history = () => resolve(app.container, CardHistory);

  it('HttpCardHistory reads a page at the Environment’s path: the newest changes first, paged on after the last id', async () => {
    const first = valueOf(await history().page('sanne-dmc', { limit: 10 }));
    expect(app.lastSent(cardsPath)).toMatchObject({ method: 'GET', url: `${cardsPath}/sanne-dmc/history?limit=10` });
    expect(first.changes).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const times = first.changes.map((entry) => entry.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    const rest = valueOf(await history().page('sanne-dmc', { limit: 10, startingAfter: first.changes[9]!.id }));
    expect(app.lastSent(cardsPath)?.url).toBe(
      `${cardsPath}/sanne-dmc/history?limit=10&startingAfter=${first.changes[9]!.id}`,
    );
    expect(rest.changes.length).toBeGreaterThan(0);
    expect(rest.changes.some((entry) => first.changes.some((shown) => shown.id === entry.id))).toBe(false);
  });

  it('a block through the app is the newest entry, dated the sandbox day', async () => {
    valueOf(await app.cards.block('sanne-dmc'));
    const [newest] = valueOf(await history().page('sanne-dmc', { limit: 1 })).changes;
    expect(newest).toMatchObject({ type: 'BLOCKED' });
    expect(bankDateTimeOf(newest!.occurredAt).date).toBe(TODAY);
  });

  it('LoadCardHistory, as the overview composes it, shows the seeded history whole after "show more"', async () => {
    const load = app.container.get(LoadCardHistory);
    const first = valueOf(await load.execute({ paymentInstrumentId: 'sanne-dmc' }));
    const all = valueOf(await load.execute({ paymentInstrumentId: 'sanne-dmc', shown: first }));
    expect(all.hasMore).toBe(false);
    expect(new Set(all.changes.map((entry) => entry.id)).size).toBe(all.changes.length);
    expect(all.changes.slice(0, 10)).toEqual(first.changes);
  });

  it.each([
    { case: 'another customer’s card', card: 'pieter-private-banking', code: 'SUBJECT_NOT_ALLOWED' },
    { case: 'a card the bank does not know', card: 'nobody-s-card', code: 'INSTRUMENT_NOT_FOUND' },
  ])('refuses $case in catalogue terms ($code)', async ({ card, code }) => {
    expect(errorOf(await history().page(card, { limit: 10 })).code).toBe(code);
  });
});
