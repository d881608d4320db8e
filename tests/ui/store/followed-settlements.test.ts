/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { serviceError } from '../../../domain/index';
import { done, type Outcome } from '../../../application/outcome';
import { successNotification } from '../../../application/notification';
import type { CardRereads } from '../../../ui/store/settled-on-card';
import { aCard } from '../../support/builders/card';
import { fakeWorld } from '../../support/fakes/fake-world';
import { held } from '../support/hold';
import { followSettlements } from '../support/settlements';

// tests/ui/support/settlements.ts: `settled()` waits for the outcomes the store was handed to
// become state, so a test of an answer that lands after its screen was left (reading 108) asserts
// on what the store did, not on what it had done by chance when the test looked. The card's reads
// anew below take a while (a timer, past what `act` flushes): a `settled()` that did not wait
// would resolve before them.

/** The store on card a, its `settle` and `settleOnCard` followed. */
async function followed() {
  const world = fakeWorld([aCard().withId('a').build()]);
  await world.cardLoader.load();
  return { app: world.app, settlements: followSettlements(world.app) };
}

const REFUSED = serviceError('MESSAGE_BAI540_1015');

/** An outcome the test answers itself. */
function heldOutcome() {
  const answer = held<Outcome>();
  return {
    promise: answer.promise,
    made: () => answer.settle(done('save')(successNotification('changedDefaultGeoProfile'))),
    refused: () => answer.settle({ kind: 'refused', action: 'save', error: REFUSED }),
  };
}

/** How the screen reads its card anew after a refusal: in `ms` milliseconds, counted in `reads` once done. */
function slowRereads(reads: string[], name: string, ms: number): CardRereads {
  const read = () => new Promise<void>((fresh) => setTimeout(fresh, ms)).then(() => void reads.push(name));
  return { reloadSelected: read, readAnew: () => read().then(() => true) };
}

/** `settled()`, and the `reads` done at the moment it resolves (undefined until then). */
function settledSeeing(settlements: ReturnType<typeof followSettlements>, reads: readonly string[]) {
  let seen: readonly string[] | undefined;
  const over = settlements.settled().then(() => {
    seen = [...reads];
  });
  return { over, seen: () => seen };
}

describe('settled(): every outcome answered, become state', () => {
  it('an outcome held open is not waited for; answered, it is state once settled() resolves', async () => {
    const { app, settlements } = await followed();
    const save = heldOutcome();
    const next = app.settle(save.promise);
    await settlements.settled();
    expect(app.loading.active).toBe(true);
    expect(app.notifications.notification).toBeUndefined();

    save.made();
    await settlements.settled();
    expect(app.loading.active).toBe(false);
    expect(app.notifications.notification?.content.key).toBe('changedDefaultGeoProfile');
    expect(app.cards.outdated).toBe(true);
    expect(await next).toBeDefined();
  });

  it('a refusal answered: resolves only once the card is read anew and what it holds is said', async () => {
    const { app, settlements } = await followed();
    const save = heldOutcome();
    const reads: string[] = [];
    const settledOnCard = app.settleOnCard(save.promise, slowRereads(reads, 'save', 20), () => true);
    save.refused();
    const settled = settledSeeing(settlements, reads);
    await settled.over;
    expect(settled.seen()).toEqual(['save']);
    // The card read anew holds what was asked: no refusal said.
    expect(app.notifications.error).toBeUndefined();
    expect(await settledOnCard).toEqual({ next: undefined, reread: true, already: true });
  });

  it('an outcome answered while it waits is waited for too, one still held open is not', async () => {
    const { app, settlements } = await followed();
    const [first, second, third] = [heldOutcome(), heldOutcome(), heldOutcome()];
    const reads: string[] = [];
    void app.settleOnCard(first.promise, slowRereads(reads, 'first', 20));
    void app.settleOnCard(second.promise, slowRereads(reads, 'second', 20));
    void app.settleOnCard(third.promise, slowRereads(reads, 'third', 20));
    first.refused();
    // Answered while the first's card is read anew.
    setTimeout(second.refused, 5);
    const settled = settledSeeing(settlements, reads);
    await settled.over;
    expect(settled.seen()).toEqual(['first', 'second']);
    expect(app.loading.active).toBe(true);

    third.refused();
    await settlements.settled();
    expect(reads).toEqual(['first', 'second', 'third']);
    expect(app.loading.active).toBe(false);
  });

  it('resolves at once when no outcome is on its way', async () => {
    const { settlements } = await followed();
    await expect(settlements.settled()).resolves.toBeUndefined();
  });
});
