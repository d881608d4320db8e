import { createContext, useContext, useSyncExternalStore } from 'react';
import { earlyInput, type EarlyInput } from './early-input';

/** What the customer did on the first module's paint (early-input.ts); none without a paint (tests, another host). */
export const EarlyInputContext = createContext<EarlyInput>(earlyInput());

/** The card chosen, the route followed and Try again on the paint, re-read as the customer changes them. */
export function useEarlyInput(): {
  readonly chosenCard: string | undefined;
  readonly route: string | undefined;
  readonly retried: boolean;
} {
  const input = useContext(EarlyInputContext);
  return {
    chosenCard: useSyncExternalStore(input.subscribe, input.chosenCard),
    route: useSyncExternalStore(input.subscribe, input.route),
    retried: useSyncExternalStore(input.subscribe, input.retried),
  };
}
