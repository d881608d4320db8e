import { createElement, type ComponentType } from 'react';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import { OverviewScreen } from '../overview/overview.screen';
import { lazyScreen, type ScreenProps } from './lazy-screen';
import { LAZY_SCREENS, LAZY_SECTIONS, type LazyScreenEntry } from './lazy-screens';

const historySection = lazyScreen(LAZY_SECTIONS.cardHistory.load, LAZY_SECTIONS.cardHistory.texts);
const Overview = () => createElement(OverviewScreen, { historySection });

/** The screen of each route: the overview ships with the first load, every other screen (and the overview's history) on demand. */
const SCREENS: Partial<Record<RoutePath, ComponentType<ScreenProps>>> = {
  [ROUTES.overview]: Overview,
  ...Object.fromEntries(
    Object.entries<LazyScreenEntry>(LAZY_SCREENS).map(([path, { load, texts }]) => [path, lazyScreen(load, texts)]),
  ),
};

/** WCAG 2.2.1's session-timeout warning, which the shell shows once the first card has been painted. */
export const SessionTimeoutWarning = lazyScreen(LAZY_SECTIONS.sessionTimeout.load, LAZY_SECTIONS.sessionTimeout.texts);

export const screenFor = (path: RoutePath): ComponentType<ScreenProps> | undefined => SCREENS[path];
