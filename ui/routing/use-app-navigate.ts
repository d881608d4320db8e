import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../shell/shell-context';
import { entryState, type EntryState } from './entry-guard';
import { routeFor, ROUTES, type RoutePath } from './route-table';

/** The history state of a navigation from here: what lets the entry guard admit it. */
export function useEntryState(): EntryState {
  const { pathname } = useLocation();
  const { instance } = useShell();
  return entryState(routeFor(pathname)?.path ?? ROUTES.overview, instance);
}

/** In-app navigation (section 2.1): the only way into a route other than the overview. */
export function useAppNavigate(): (to: RoutePath) => void {
  const navigate = useNavigate();
  const state = useEntryState();
  return useCallback((to: RoutePath) => navigate(to, { state }), [navigate, state]);
}
