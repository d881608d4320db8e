import { act } from '@testing-library/react';
import type { Outcome } from '../../../application/outcome';
import type { AppStore } from '../../../ui/store/app-store';

/** What a test waits for: every outcome answered, become state. */
export type Settlements = {
  /**
   * Inside `act`, until every promise `settle` and `settleOnCard` returned for an outcome answered
   * has settled, those answered while waiting too: an answer that lands after its screen was left
   * (reading 108) is state once this resolves. An outcome still unanswered a turn of the event loop
   * after it is looked at is held open (the bank's answer held by the test): not waited for, or
   * `settled()` could not be used while another card's change is on its way. Not waited for either:
   * the follow-up `settleOnCard` leaves running after the promise it returns (`madeWhereShown`, a
   * lost answer read on the screen shown, reading 110), nor the reads a screen starts for a card the
   * outcome marked outdated. Its turn is a timer: under jest's fake timers, only once they run.
   */
  settled(): Promise<void>;
};

/** An outcome handed to the store: answered (true once it is), and the promise the store returned for it. */
type Settling = { readonly answered: Promise<boolean>; readonly done: Promise<unknown> };

/** The `done` of those `settlings` whose outcome is answered within a turn of the event loop. */
async function answered(settlings: readonly Settling[]): Promise<Promise<unknown>[]> {
  const turn = new Promise<boolean>((next) => setTimeout(() => next(false), 0));
  const known = await Promise.all(settlings.map((settling) => Promise.race([settling.answered, turn])));
  return settlings.filter((_, at) => known[at]).map((settling) => settling.done);
}

const ANSWERED = () => true;

const followed = new WeakMap<AppStore, Settlements>();

/**
 * The store's `settle` and `settleOnCard`, on this instance, wrapped so that every promise they
 * return is kept, with its outcome, until it settles; the same for a store followed twice.
 */
export function followSettlements(store: AppStore): Settlements {
  const known = followed.get(store);
  if (known) return known;
  const open = new Set<Settling>();
  const track = <T>(outcome: Outcome | Promise<Outcome>, done: Promise<T>): Promise<T> => {
    const settling = { answered: Promise.resolve(outcome).then(ANSWERED, ANSWERED), done };
    open.add(settling);
    const forget = () => void open.delete(settling);
    done.then(forget, forget);
    return done;
  };
  const settle = store.settle.bind(store);
  const settleOnCard = store.settleOnCard.bind(store);
  store.settle = (outcome) => track(outcome, settle(outcome));
  store.settleOnCard = (outcome, cards, already) => track(outcome, settleOnCard(outcome, cards, already));
  const settlements: Settlements = {
    // Awaited rather than returned: `act` answers a thenable whose `then` chains nothing.
    async settled() {
      await act(async () => {
        for (let due = await answered([...open]); due.length > 0; due = await answered([...open])) {
          await Promise.allSettled(due);
        }
      });
    },
  };
  followed.set(store, settlements);
  return settlements;
}
