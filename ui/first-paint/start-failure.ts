import { languageOf, type Language } from '../../domain/money/locale';
import type { Translations } from '../i18n/texts';
import { maker, translator } from './first-page-kit';
import { giveWay } from './give-way';

/**
 * Issue 34: the app's own scripts did not arrive — the browser's cache has the first load, but
 * not what this browser needs beyond it (temporal-polyfill where it has no Temporal), and the
 * network is gone. Rather than a page that says it is loading for good, or nothing at all: what
 * a screen that did not load says (ScreenLoadFailure), with the way to load the page again. Made
 * without React, which may be what did not arrive.
 */
export async function showStartFailure(
  window: Window,
  loadTexts: (language: Language) => Promise<Translations>,
): Promise<void> {
  const { document } = window;
  giveWay(document);
  const t = translator(await loadTexts(languageOf(document.documentElement.lang)));
  const h = maker(document);
  const reload = h('button', { type: 'button', class: 'button button--secondary' }, t('shell.loadFailed.reload'));
  reload.addEventListener('click', () => window.location.reload());
  const failure = h(
    'main',
    { id: 'main', class: 'page__main start-failure' },
    h(
      'div',
      { class: 'notification notification--system-error', role: 'alert' },
      h(
        'div',
        { class: 'notification__body' },
        h('p', { class: 'notification__type' }, t('notification.types.system-error')),
        h('h6', { class: 'notification__title' }, t('shell.loadFailed.title')),
        h('div', { class: 'notification__content' }, h('p', {}, t('shell.loadFailed.message'))),
      ),
    ),
    reload,
  );
  document.getElementById('root')?.before(failure);
}
