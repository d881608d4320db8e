import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { languageOf, type Language } from '../domain/index';
import {
  configUnreachable,
  createContainer,
  loadEnvironment,
  type ContainerOverrides,
} from '../adapters/composition/create-container';
import { AppRoot } from './app-root';
import { bindFirstLoad } from './bind-first-load';
import { BootFailure } from './boot-failure';
import { showStartFailure } from './first-paint/start-failure';
import type { EarlyInput } from './first-paint/early-input';
import { createI18n } from './i18n/create-i18n';
import { loadTranslations } from './i18n/load-translations';

export type BootOptions = {
  readonly root: HTMLElement;
  readonly document: Document;
  readonly fetch: typeof fetch;
  /** What the customer did on the first module's paint before the app was there (issue 34). */
  readonly earlyInput?: EarlyInput;
  /** The hash router in the page; tests pass their own. */
  readonly router?: (app: ReactNode) => ReactNode;
  /** Ports a test replaces (the environment always comes from ./config.json). */
  readonly overrides?: Omit<ContainerOverrides, 'environment'>;
};

/**
 * Start-up: the page language (section 1: `<html lang>`, Dutch by default), its texts and
 * ./config.json in parallel, then the composition root and the hash-routed app. A config that
 * does not load leaves the customer a translated message instead of an empty page. Nothing
 * here writes inline script or style, so a CSP without 'unsafe-inline' holds.
 */
export async function boot({
  root,
  document,
  fetch,
  earlyInput,
  router = (app) => <HashRouter>{app}</HashRouter>,
  overrides = {},
}: BootOptions): Promise<void> {
  const language: Language = languageOf(document.documentElement.lang);
  document.documentElement.lang = language;
  const [environment, translations] = await Promise.allSettled([loadEnvironment(fetch), loadTranslations(language)]);
  if (translations.status === 'rejected') {
    // Issue 34: the texts' chunk did not arrive; the page says so in its own words, not "loading" for good.
    showStartFailure(document);
    throw translations.reason;
  }
  const view = createRoot(root);
  const i18n = createI18n(language, translations.value);
  if (environment.status === 'rejected') {
    // No answer at all (offline, the page kept by the service worker): the connection is what to
    // check, and the page can be loaded again; a config the bank gave wrong is its failure.
    if (configUnreachable(environment.reason)) showStartFailure(document);
    else view.render(<BootFailure i18n={i18n} />);
    throw environment.reason;
  }
  const container = createContainer({ ...overrides, environment: environment.value, fetch });
  bindFirstLoad(container);
  // Issue 14: rendered as a transition, so React yields between its pieces of work instead of
  // blocking the page for the whole first render (the customer already sees the first card).
  startTransition(() =>
    view.render(<AppRoot container={container} i18n={i18n} router={router} earlyInput={earlyInput} />),
  );
}
