import type { InMemoryCards } from '../../support/fakes/in-memory-cards';

/** A promise the test settles itself, to see what the page shows while something waits. */
export function held<T>(): { readonly promise: Promise<T>; readonly settle: (value: T) => void } {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/** Holds the fake bank's answers to the card's details until the test calls the function returned. */
export function holdCardDetails(world: { readonly cards: InMemoryCards }): () => void {
  const release = held<void>();
  const original = world.cards.details.bind(world.cards);
  world.cards.details = async (id) => {
    await release.promise;
    return original(id);
  };
  return () => release.settle();
}
