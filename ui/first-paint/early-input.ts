/**
 * Issue 34: what the customer did on the first module's paint before the app was there — another
 * card chosen in its picker, a link to one of the app's screens followed, Try again after a lost
 * list — for the app to carry
 * out once it is (ui/overview/overview.screen.tsx), so that no input is lost. The paint records,
 * the app reads; nothing else. Made by the page's first module (main.tsx), no React in it.
 */
export type EarlyInput = {
  /** The card last chosen on the paint, if any. */
  readonly chosenCard: () => string | undefined;
  /** The app's route a link on the paint was followed to, if any (the paint stands still then). */
  readonly route: () => string | undefined;
  /** Try again was pressed on the paint's "not loaded" (the list the bank failed to send). */
  readonly retried: () => boolean;
  choose(paymentInstrumentId: string): void;
  follow(route: string): void;
  retry(): void;
  /** Heard on every change (React's useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
};

export function earlyInput(): EarlyInput {
  let chosenCard: string | undefined;
  let route: string | undefined;
  let retried = false;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    chosenCard: () => chosenCard,
    route: () => route,
    retried: () => retried,
    choose(paymentInstrumentId) {
      chosenCard = paymentInstrumentId;
      changed();
    },
    follow(to) {
      route = to;
      changed();
    },
    retry() {
      retried = true;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
