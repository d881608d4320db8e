import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import {
  createElement,
  Fragment,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { I18nContext } from 'react-i18next';
import { useContainer } from '../container/container-context';
import { loadNoticeTexts } from '../i18n/notice-texts';
import { ScreenTextsLoader, type AddScreenTexts } from '../i18n/screen-texts-loader';
import type { ScreenTextsPart } from '../i18n/texts';

export type ScreenProps = {
  /**
   * What the route shows beside its screen that needs the screen's texts (its cancel modal). A
   * lazy screen renders it only once its chunk and texts are in: React renders a suspended
   * screen's siblings before that, which would ask for keys not loaded yet.
   */
  readonly children?: ReactNode;
};

/**
 * A lazily loaded screen's module: the screen (its default export), and `bind`, which adds what
 * the screen resolves — its use cases' group from adapters/composition/ and its presenter.
 */
export type ScreenModule = { readonly default: ComponentType; readonly bind: (container: Container) => void };

/**
 * A screen's texts parts, all at once. The notices part is asked for but not required: a notice
 * whose part did not load shows generic words (ui/i18n/notice-texts.ts), and a failed request,
 * perhaps the prefetch's, kept by the browser, must not keep every screen away.
 */
const addTextsOf = (instance: i18n, parts: readonly ScreenTextsPart[], addTexts: AddScreenTexts): Promise<unknown> =>
  Promise.all(
    parts.map((part) =>
      part === 'notices' ? loadNoticeTexts(instance, addTexts).catch(() => undefined) : addTexts(instance, part),
    ),
  );

type Lazy = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * A screen loaded on demand with the texts it shows, asked for at once: it renders (under the
 * route's Suspense) only when all are in (the notices part: tried), so it never shows a raw key.
 * `bind` runs as the chunk arrives, never while React renders. Its own texts failing fails the
 * whole, like its chunk, for the route's FailureBoundary. One lazy component per container and
 * i18n instance: it binds into the one and adds texts to the other (read from the context, as
 * `useTranslation()` hands each component a wrapper).
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  texts: readonly ScreenTextsPart[],
): ComponentType<ScreenProps> {
  const made = new WeakMap<Container, WeakMap<i18n, Lazy>>();
  const screenFor = (container: Container, instance: i18n, addTexts: AddScreenTexts): Lazy => {
    const byInstance = made.get(container) ?? new WeakMap<i18n, Lazy>();
    made.set(container, byInstance);
    let screen = byInstance.get(instance);
    if (!screen) {
      screen = lazy(async () => {
        const [{ default: Screen, bind }] = await Promise.all([load(), addTextsOf(instance, texts, addTexts)]);
        bind(container);
        return {
          default: ({ children }: ScreenProps) => createElement(Fragment, null, createElement(Screen), children),
        };
      });
      byInstance.set(instance, screen);
    }
    return screen;
  };
  return function LazyScreen({ children }: ScreenProps) {
    const container = useContainer();
    const addTexts = useContext(ScreenTextsLoader);
    const { i18n: instance } = useContext(I18nContext);
    return createElement(screenFor(container, instance, addTexts), null, children);
  };
}
