import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { languageOf, type Language } from '../domain/index';
import { createContainer, loadEnvironment } from '../adapters/container';
import { AppRoot } from './app-root';
import { bindAppStore } from './bind-app-store';
import { bindScreens } from './bind-screens';
import { BootFailure } from './boot-failure';
import { createI18n } from './i18n/create-i18n';
import { loadTranslations } from './i18n/load-translations';

/**
 * Start-up: the page language (section 1: `<html lang>`, Dutch by default), its texts and
 * ./config.json in parallel, then the composition root and the hash-routed app. Nothing here
 * writes inline script or style, so a CSP without 'unsafe-inline' holds.
 */
async function boot(root: HTMLElement): Promise<void> {
  const language: Language = languageOf(document.documentElement.lang);
  document.documentElement.lang = language;
  const [environment, translations] = await Promise.allSettled([loadEnvironment(fetch), loadTranslations(language)]);
  const view = createRoot(root);
  if (translations.status === 'rejected') throw translations.reason;
  const i18n = createI18n(language, translations.value);
  if (environment.status === 'rejected') {
    view.render(<BootFailure i18n={i18n} />);
    throw environment.reason;
  }
  const container = createContainer({ environment: environment.value });
  bindAppStore(container);
  bindScreens(container);
  view.render(<AppRoot container={container} i18n={i18n} router={(app) => <HashRouter>{app}</HashRouter>} />);
}

const liveReload = process.env.LIVE_RELOAD;
if (liveReload) new EventSource(liveReload).addEventListener('change', () => location.reload());

const root = document.getElementById('root');
if (root) void boot(root);
