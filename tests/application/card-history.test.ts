import { ok, serviceError, type CardHistoryEntry } from '../../domain/index';
import type { CardHistory } from '../../application/ports/card-history';
import type { Environment } from '../../application/environment';
import { LoadCardHistory } from '../../application/use-cases/load-card-history';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { historyEntries } from '../support/builders/history-entries';
import { InMemoryCardHistory } from '../support/fakes/in-memory-card-history';

const setUp = (count: number, environment: Environment = DEFAULT_ENVIRONMENT) => {
  const history = new InMemoryCardHistory({ card: historyEntries(count) });
  return { history, load: new LoadCardHistory(history, environment) };
};

describe('LoadCardHistory', () => {
  it('asks for the newest ten changes and says whether older ones follow', async () => {
    const { history, load } = setUp(12);
    const result = await load.execute({ paymentInstrumentId: 'card' });
    expect(history.callsOf('page')).toEqual([['card', { limit: 10 }]]);
    expect(result.ok && result.value.changes.map((entry) => entry.id)).toEqual([
      '1000',
      '999',
      '998',
      '997',
      '996',
      '995',
      '994',
      '993',
      '992',
      '991',
    ]);
    expect(result.ok && result.value.hasMore).toBe(true);
  });

  it('"show more" asks after the last entry shown and adds the next page to what was shown', async () => {
    const { history, load } = setUp(12);
    const first = await load.execute({ paymentInstrumentId: 'card' });
    const more = await load.execute({ paymentInstrumentId: 'card', shown: first.ok ? first.value : undefined });
    expect(history.callsOf('page')[1]).toEqual(['card', { startingAfter: '991', limit: 10 }]);
    expect(more.ok && more.value.changes.map((entry) => entry.id)).toHaveLength(12);
    expect(more.ok && more.value.hasMore).toBe(false);
  });

  it('shows an entry the bank sends a second time once', async () => {
    const [newest, next, oldest] = historyEntries(3) as [CardHistoryEntry, CardHistoryEntry, CardHistoryEntry];
    // A bank that pages by position: a change made meanwhile pushes `newest` onto the next page.
    const bank: CardHistory = { page: async () => ok({ changes: [newest, next, oldest], hasMore: false }) };
    const result = await new LoadCardHistory(bank, DEFAULT_ENVIRONMENT).execute({
      paymentInstrumentId: 'card',
      shown: { changes: [newest], hasMore: true },
    });
    expect(result.ok && result.value.changes.map((entry) => entry.id)).toEqual(['1000', '999', '998']);
  });

  it('hands a refusal of the bank on, and keeps nothing of it', async () => {
    const { history, load } = setUp(3);
    history.failNext('page', serviceError('NETWORK_UNAVAILABLE'));
    expect(await load.execute({ paymentInstrumentId: 'card' })).toMatchObject({
      ok: false,
      error: { code: 'NETWORK_UNAVAILABLE' },
    });
  });

  it.each([{ cardHistoryPath: undefined }, { cardHistoryPath: '' }, { cardHistoryPath: '  ' }])(
    'asks nothing of a bank whose Environment names no history ($cardHistoryPath)',
    async ({ cardHistoryPath }) => {
      const { history, load } = setUp(3, { ...DEFAULT_ENVIRONMENT, cardHistoryPath });
      expect(await load.execute({ paymentInstrumentId: 'card' })).toMatchObject({ ok: false });
      expect(history.calls).toEqual([]);
    },
  );
});
