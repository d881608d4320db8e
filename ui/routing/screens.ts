import { createElement, type ComponentType } from 'react';
import { OverviewScreen } from '../overview/overview.screen';
import { loadLazyStyles } from '../widgets/lazy-styles';
import { lazyScreen, type ScreenModule, type ScreenProps } from './lazy-screen';
import { LAZY_SECTIONS, ROUTE_MANIFEST, type ScreenEntry } from './route-manifest';

const historySection = lazyScreen(LAZY_SECTIONS.cardHistory.load, LAZY_SECTIONS.cardHistory.texts);
const tripsSection = lazyScreen(LAZY_SECTIONS.trips.load, LAZY_SECTIONS.trips.texts);
const Overview = () => createElement(OverviewScreen, { historySection, tripsSection });

/**
 * A lazy screen's chunk, its binding group and the lazy parts' stylesheet (issue 34; the overview's
 * sections have their styles in the first load's), asked for together.
 */
const moduleOf =
  ({ screen, presenter }: Required<Pick<ScreenEntry, 'screen' | 'presenter'>>) =>
  async (): Promise<ScreenModule> => {
    const [{ default: Screen }, { bind }] = await Promise.all([screen(), presenter(), loadLazyStyles(document)]);
    return { default: Screen, bind };
  };

/** The screen of each route: the overview ships with the first load, every other screen (and the overview's history) on demand. */
const SCREENS = new Map<string, ComponentType<ScreenProps>>(
  ROUTE_MANIFEST.map(({ path, screen, presenter, texts }) => [
    path,
    screen && presenter ? lazyScreen(moduleOf({ screen, presenter }), texts) : Overview,
  ]),
);

/** WCAG 2.2.1's session-timeout warning, which the shell renders once it can be due (shell/warning-watch.ts). */
export const SessionTimeoutWarning = lazyScreen(LAZY_SECTIONS.sessionTimeout.load, LAZY_SECTIONS.sessionTimeout.texts);

export const screenFor = (path: string): ComponentType<ScreenProps> | undefined => SCREENS.get(path);
