import type { RouteMeta } from './route-table';

/**
 * What an in-app navigation leaves in the history entry: the route it came from, and the app
 * instance that made it, so going back and forth inside the app is admitted too. A typed
 * address, a bookmark or a reload has no such state (a reload keeps the old state, but from
 * another instance).
 */
export type EntryState = { readonly from: string; readonly instance: string };

export const entryState = (from: string, instance: string): EntryState => ({ from, instance });

/** How the router got here: the app itself (push, replace) or the browser (pop: start, address bar, back). */
export type Arrival = 'PUSH' | 'REPLACE' | 'POP';

/**
 * Section 2.1: every route but the overview only by in-app navigation from a named route. The
 * app navigates only from the named routes it shows, so anything it pushes is admitted; what
 * the browser brings (the first page, a typed address, back and forward) only with this app
 * start's entry state.
 */
export function mayEnter(
  route: RouteMeta,
  state: unknown,
  instance: string,
  arrival: Arrival,
  isRoute: (path: string) => boolean,
): boolean {
  if (route.directEntry || arrival !== 'POP') return true;
  const entry = state as Partial<EntryState> | null | undefined;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    entry.instance === instance &&
    typeof entry.from === 'string' &&
    isRoute(entry.from)
  );
}

/** A new id per app start; history state must be cloneable, so it is a string. */
export const newInstanceId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
