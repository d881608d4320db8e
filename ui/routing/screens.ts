import type { ComponentType } from 'react';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import { OverviewScreen } from '../overview/overview.screen';
import { lazyScreen, type ScreenProps } from './lazy-screen';
import { LAZY_SCREENS, type LazyScreenEntry } from './lazy-screens';

/** The screen of each route: the overview ships with the first load, every other screen on demand. */
const SCREENS: Partial<Record<RoutePath, ComponentType<ScreenProps>>> = {
  [ROUTES.overview]: OverviewScreen,
  ...Object.fromEntries(Object.entries<LazyScreenEntry>(LAZY_SCREENS).map(([path, { load, texts }]) => [path, lazyScreen(load, texts)])),
};

export const screenFor = (path: RoutePath): ComponentType<ScreenProps> | undefined => SCREENS[path];
