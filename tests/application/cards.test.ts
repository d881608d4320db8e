import { serviceError } from '../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { BlockCard } from '../../application/use-cases/block-card';
import { LoadCardDetails } from '../../application/use-cases/load-card-details';
import { LoadCards } from '../../application/use-cases/load-cards';
import { SelectCard } from '../../application/use-cases/select-card';
import { UnblockCard } from '../../application/use-cases/unblock-card';
import { aCard } from '../support/builders/card';
import { InMemoryCards } from '../support/fakes/in-memory-cards';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';

const setUp = (...builders: ReturnType<typeof aCard>[]) => {
  const cards = new InMemoryCards(builders.map((builder) => builder.build()));
  const store = new InMemorySessionStore();
  const loadDetails = new LoadCardDetails(cards, DEFAULT_ENVIRONMENT);
  return {
    cards,
    store,
    loadCards: new LoadCards(cards, store, DEFAULT_ENVIRONMENT),
    loadDetails,
    selectCard: new SelectCard(store, loadDetails),
  };
};

describe('LoadCards', () => {
  it('lists the cards in the bank order rules, leaving access cards out, and selects the first', async () => {
    const { loadCards, store } = setUp(
      aCard().withId('b').withIban('NL20DMBK0000000002'),
      aCard().withId('access').withUsageCode('ACCESS_CARD').withIban('NL10DMBK0000000001'),
      aCard().withId('a').withIban('NL10DMBK0000000001'),
    );
    const result = await loadCards.execute();
    expect(result.ok && result.value.cards.map((card) => card.paymentInstrumentId)).toEqual(['a', 'b']);
    expect(result.ok && result.value.selectedCardId).toBe('a');
    expect(store.selectedId).toBe('a');
  });

  it('keeps the card chosen before, also after a reload of the page', async () => {
    const { loadCards, store } = setUp(aCard().withId('a'), aCard().withId('b'));
    store.selectedId = 'b';
    const result = await loadCards.execute();
    expect(result.ok && result.value.selectedCardId).toBe('b');
  });

  it('picks the first card when the one chosen before is gone', async () => {
    const { loadCards, store } = setUp(aCard().withId('a'));
    store.selectedId = 'gone';
    const result = await loadCards.execute();
    expect(result.ok && result.value.selectedCardId).toBe('a');
    expect(store.selectedId).toBe('a');
  });

  it('selects and keeps a card chosen now, one the list shown before did not name', async () => {
    const { loadCards, store } = setUp(aCard().withId('a'), aCard().withId('new'));
    store.selectedId = 'a';
    const result = await loadCards.execute({ choosing: 'new' });
    expect(result.ok && result.value.selectedCardId).toBe('new');
    expect(store.selectedId).toBe('new');
  });

  it('turns an empty list (or one of access cards only) into MESSAGE_FED001_0001', async () => {
    for (const builders of [[], [aCard().withUsageCode('ACCESS_ONLINE_CARD')]]) {
      const result = await setUp(...builders).loadCards.execute();
      expect(!result.ok && result.error.code).toBe('MESSAGE_FED001_0001');
      expect(!result.ok && result.error.recoverable).toBe(false);
      // Issue 33, item 11: information, not a failure.
      expect(!result.ok && result.error.type).toBe('info');
    }
  });

  it('passes a failed call on unchanged', async () => {
    const { loadCards, cards } = setUp(aCard());
    cards.failNext('list', serviceError('INTERNAL_SERVER_ERROR'));
    const result = await loadCards.execute();
    expect(!result.ok && result.error.code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('SelectCard and LoadCardDetails', () => {
  it('keeps the choice and answers the derived selected card with its limits', async () => {
    const { selectCard, store } = setUp(aCard().withId('a'), aCard().withId('b').blocked());
    const result = await selectCard.execute({ paymentInstrumentId: 'b' });
    expect(store.selectedId).toBe('b');
    expect(result.ok && result.value).toMatchObject({
      paymentInstrumentId: 'b',
      isCardBlocked: true,
      paymentLimit: { limitType: 'POS' },
    });
  });

  it('refuses an answer about another card than the one asked for', async () => {
    const cards = new InMemoryCards([aCard().withId('a').build()]);
    cards.details = async () => ({ ok: true, value: aCard().withId('other').build() });
    const result = await new LoadCardDetails(cards, DEFAULT_ENVIRONMENT).execute({ paymentInstrumentId: 'a' });
    expect(!result.ok && result.error.code).toBe('RESPONSE_INVALID');
  });

  it('passes SUBJECT_NOT_ALLOWED on as a recoverable error', async () => {
    const { loadDetails, cards } = setUp(aCard().withId('a'));
    cards.failNext('details', serviceError('SUBJECT_NOT_ALLOWED'));
    const result = await loadDetails.execute({ paymentInstrumentId: 'a' });
    expect(!result.ok && result.error).toMatchObject({ code: 'SUBJECT_NOT_ALLOWED', recoverable: true });
  });
});

describe('BlockCard and UnblockCard', () => {
  it('blocks a card and answers the blockedCard notification', async () => {
    const { cards } = setUp(aCard().withId('a'));
    const result = await new BlockCard(cards).execute({ card: aCard().withId('a').selected() });
    expect(result).toEqual({
      kind: 'done',
      action: 'block',
      notification: { type: 'positive', content: { scope: 'notifications', key: 'blockedCard' } },
    });
    expect(cards.cards[0]!.lifeCycle!.suspendedBy).toEqual(['CUSTOMER']);
  });

  it('unblocks a card and answers deblockedCard', async () => {
    const { cards } = setUp(aCard().withId('a').blocked());
    const result = await new UnblockCard(cards).execute({ card: aCard().withId('a').blocked().selected() });
    expect(result.kind === 'done' && result.notification.content.key).toBe('deblockedCard');
    expect(cards.cards[0]!.lifeCycle!.suspendedBy).toEqual([]);
  });

  it('refuses without SUSPEND_INSTRUMENT or RESUME_INSTRUMENT, making no call', async () => {
    const cards = new InMemoryCards();
    const blocked = await new BlockCard(cards).execute({ card: aCard().withoutLinks('SUSPEND_INSTRUMENT').selected() });
    const unblocked = await new UnblockCard(cards).execute({
      card: aCard().blocked().withoutLinks('RESUME_INSTRUMENT').selected(),
    });
    expect('error' in blocked && blocked.error.code).toBe('MESSAGE_BAI540_1027');
    expect('error' in unblocked && unblocked.error.code).toBe('MESSAGE_BAI540_1031');
    expect(cards.calls).toEqual([]);
  });

  it('passes the bank refusal on', async () => {
    const cards = new InMemoryCards().failNext('block', serviceError('SUSPEND_BY_INVALID'));
    const result = await new BlockCard(cards).execute({ card: aCard().selected() });
    expect('error' in result && result.error).toMatchObject({ code: 'SUSPEND_BY_INVALID', recoverable: false });
  });
});
