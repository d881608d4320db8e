import { isRoutePath, type RouteMeta, type RoutePath } from './route-table';

/**
 * What an in-app navigation leaves in the history entry: the route it came from, and the app
 * instance that made it. A typed address, a bookmark or a reload has no such state (a reload
 * keeps the old state, but from another instance), so section 2.1's guard can tell them apart.
 */
export type EntryState = { readonly from: RoutePath; readonly instance: string };

export const entryState = (from: RoutePath, instance: string): EntryState => ({ from, instance });

/** Section 2.1: every route but the overview only by in-app navigation from a named route. */
export function mayEnter(route: RouteMeta, state: unknown, instance: string): boolean {
  if (route.directEntry) return true;
  const entry = state as Partial<EntryState> | null | undefined;
  return typeof entry === 'object' && entry !== null && entry.instance === instance && isRoutePath(entry.from);
}

/** A new id per app start; history state must be cloneable, so it is a string. */
export const newInstanceId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
