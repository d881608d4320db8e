import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppInstance } from './app-instance';
import { entryState, type EntryState } from './entry-guard';
import type { RoutePath } from './route-table';

/** The history state of a navigation from here: what lets the entry guard admit it. */
export function useEntryState(): EntryState {
  const { pathname } = useLocation();
  const instance = useAppInstance();
  return entryState(pathname, instance);
}

/** Where to go, or where a presenter's action leads once it has finished; undefined stays. */
export type Destination = RoutePath | undefined | Promise<RoutePath | undefined>;

/**
 * The one way the app navigates (section 2.1): with the entry state, so the browser's back and
 * forward buttons return to the screen; the only way into a route other than the overview.
 */
export function useAppNavigate(): (to: Destination) => void {
  const navigate = useNavigate();
  const state = useEntryState();
  return useCallback(
    (to: Destination) => {
      const follow = (path: RoutePath | undefined) => {
        if (path) void navigate(path, { state });
      };
      if (to instanceof Promise) void to.then(follow);
      else follow(to);
    },
    [navigate, state],
  );
}
