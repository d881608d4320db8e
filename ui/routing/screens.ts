import type { ComponentType } from 'react';
import { EDITOR_SCREENS } from '../lazy-routes';
import OverviewRoute from '../overview/overview.route';
import { lazyScreen, type ScreenProps } from './lazy-screen';
import { ROUTES, type RoutePath } from './route-table';

/** The screen of each route: the overview ships with the first load, every other screen on demand. */
const SCREENS: Partial<Record<RoutePath, ComponentType<ScreenProps>>> = {
  [ROUTES.overview]: OverviewRoute,
  [ROUTES.replaceCard]: lazyScreen(() => import('../replace/replace-card.route'), 'replace-card'),
  ...EDITOR_SCREENS,
};

export const screenFor = (path: RoutePath): ComponentType<ScreenProps> | undefined => SCREENS[path];
