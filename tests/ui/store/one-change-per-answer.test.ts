import { autorun, isObservable } from 'mobx';
import { serviceError } from '../../../domain/index';
import { LoadCardDetails } from '../../../application/use-cases/load-card-details';
import { aCard } from '../../support/builders/card';
import { fakeWorld } from '../../support/fakes/fake-world';

/**
 * Issue 14, Total Blocking Time: every store change the screens observe is a render React does at
 * once, in the task of the change. So each answer is one change — the loading count's end, its
 * error and its value together — not one for the count and another a microtask later.
 */
describe('the store: one change per answer (issue 14)', () => {
  /** What an observer of the loading line, the list and the card sees, once per change it renders for. */
  const watch = (world: ReturnType<typeof fakeWorld>) => {
    const seen: string[] = [];
    const stop = autorun(() => {
      const { loading, cards } = world.app;
      seen.push(
        `${loading.active ? 'loading' : 'idle'} · ${cards.list.length} listed · ${cards.selected?.paymentInstrumentId ?? 'no card'}`,
      );
    });
    return { seen, stop };
  };

  it("the list and the card each arrive in the same change that ends their loading, the details asked for in the list's", async () => {
    const [first, second] = [aCard().build(), aCard().build()];
    const world = fakeWorld([first, second]);
    const { seen, stop } = watch(world);
    await world.cardLoader.load();
    stop();
    expect(seen).toEqual([
      'idle · 0 listed · no card',
      'loading · 0 listed · no card',
      // The details are asked for in the list's own change: never idle between (the shell's
      // work after the first card waits for the loading to end).
      'loading · 2 listed · no card',
      `idle · 2 listed · ${first.paymentInstrumentId}`,
    ]);
  });

  it('so does the card chosen in the picker', async () => {
    const [first, second] = [aCard().build(), aCard().build()];
    const world = fakeWorld([first, second]);
    await world.cardLoader.load();
    const { seen, stop } = watch(world);
    await world.cardLoader.select(second.paymentInstrumentId);
    stop();
    expect(seen).toEqual([
      `idle · 2 listed · ${first.paymentInstrumentId}`,
      'loading · 2 listed · no card',
      `idle · 2 listed · ${second.paymentInstrumentId}`,
    ]);
  });

  it('a failed answer shows its error in the change that ends its loading, and leaves no card', async () => {
    const world = fakeWorld([aCard().build()]);
    world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
    const seen: string[] = [];
    const stop = autorun(() =>
      seen.push(
        `${world.app.loading.active ? 'loading' : 'idle'} · ${world.app.notifications.error || world.app.notifications.failure ? 'error' : 'no error'} · ${world.app.cards.selected ? 'card' : 'no card'}`,
      ),
    );
    await world.cardLoader.load();
    stop();
    // The details' call, then its failure: no moment between without the loading line and without the error.
    expect(seen.slice(-2)).toEqual(['loading · no error · no card', 'idle · error · no card']);
  });

  it('keeps the list and the card as the use cases answer them: replaced whole, not copied into observables', async () => {
    const card = aCard().build();
    const world = fakeWorld([card]);
    await world.cardLoader.load();
    expect(isObservable(world.app.cards.list)).toBe(false);
    expect(isObservable(world.app.cards.selected)).toBe(false);
    const answered = await world.container
      .get(LoadCardDetails)
      .execute({ paymentInstrumentId: card.paymentInstrumentId });
    if (!answered.ok) throw new Error('the details did not load');
    expect(world.app.cards.selected).toEqual(answered.value);
  });
});
