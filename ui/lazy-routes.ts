// `lazy` is for the entries below, which are added as their screens arrive.
import { lazy } from 'react';
import type { LazyScreens } from './routing/lazy-screen';

/**
 * The editor and signing screens: one chunk each, loaded when their route is entered. Each entry
 * reads `'/edit-region': lazy(() => import('./region/region.route')),`; a route of the table
 * without an entry here leads to the overview.
 */
export const EDITOR_SCREENS: LazyScreens = {};
