import type { i18n } from 'i18next';
import { createElement, Fragment, lazy, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { addScreenTexts } from '../i18n/screen-texts';
import type { ScreenTextsPart } from '../i18n/texts';
import type { RoutePath } from './route-table';

export type ScreenProps = {
  /**
   * What the route shows beside its screen that needs the screen's texts (its cancel modal). A
   * lazy screen renders it only once its chunk and texts are in: React renders a suspended
   * screen's siblings before that, which would ask for keys not loaded yet.
   */
  readonly children?: ReactNode;
};

/** Screens loaded on demand, by route; their module's default export is the screen. */
export type LazyScreens = Partial<Record<RoutePath, ComponentType<ScreenProps>>>;

/**
 * A screen loaded on demand together with the texts only it shows: both chunks are asked for at
 * once, and the screen renders (under the route's Suspense) only when both are in, so it never
 * shows a raw key. When either fails, the whole fails, like a screen chunk that did not load (the
 * route's FailureBoundary then shows it in the screen's place).
 * One lazy component per i18n instance, since the texts go into that instance (read from the
 * context: `useTranslation()` hands each component its own wrapper of it).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, texts: ScreenTextsPart): ComponentType<ScreenProps> {
  const byInstance = new WeakMap<i18n, LazyExoticComponent<ComponentType<ScreenProps>>>();
  const screenFor = (instance: i18n) => {
    let screen = byInstance.get(instance);
    if (!screen) {
      screen = lazy(async () => {
        const [{ default: Screen }] = await Promise.all([load(), addScreenTexts(instance, texts)]);
        return { default: ({ children }: ScreenProps) => createElement(Fragment, null, createElement(Screen), children) };
      });
      byInstance.set(instance, screen);
    }
    return screen;
  };
  return function LazyScreen({ children }: ScreenProps) {
    const { i18n: instance } = useContext(I18nContext);
    return createElement(screenFor(instance), null, children);
  };
}
