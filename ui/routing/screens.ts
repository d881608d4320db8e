import { lazy, type ComponentType } from 'react';
import { EDITOR_SCREENS } from '../lazy-routes';
import OverviewRoute from '../overview/overview.route';
import { ROUTES, type RoutePath } from './route-table';

/** The screen of each route: the overview ships with the first load, every other screen on demand. */
const SCREENS: Partial<Record<RoutePath, ComponentType>> = {
  [ROUTES.overview]: OverviewRoute,
  [ROUTES.replaceCard]: lazy(() => import('../replace/replace-card.route')),
  ...EDITOR_SCREENS,
};

export const screenFor = (path: RoutePath): ComponentType | undefined => SCREENS[path];
