import { maker } from './first-page-kit';
import { giveWay } from './give-way';

/** What the page says when the app cannot start: the page carries it in its own language (ui/index.html). */
type FailureTexts = {
  readonly type: string;
  readonly title: string;
  readonly message: string;
  readonly reload: string;
};

function pageTexts(document: Document): FailureTexts | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="load-failed"]')?.content;
  try {
    return content ? (JSON.parse(content) as FailureTexts) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issue 34: the app's own scripts or its texts did not arrive — the browser's cache has the first
 * load, but not what this browser needs beyond it (temporal-polyfill where it has no Temporal),
 * and the network is gone; or the texts' chunk was lost on the way. Rather than a page that says
 * it is loading for good, or nothing at all: what a screen that did not load says
 * (ScreenLoadFailure), with the way to load the page again. Made without React, which may be what
 * did not arrive, and in the page's words (build/app-files.mjs), since the texts' chunk may be too.
 */
export function showStartFailure(document: Document): void {
  giveWay(document);
  const texts = pageTexts(document);
  if (!texts || document.querySelector('.start-failure')) return;
  const h = maker(document);
  const reload = h('button', { type: 'button', class: 'button button--secondary' }, texts.reload);
  reload.addEventListener('click', () => document.location.reload());
  // In the page's body, as a screen's message stands: on a phone not against the screen's edges.
  const failure = h(
    'div',
    { class: 'page__body start-failure' },
    h(
      'main',
      { id: 'main', class: 'page__main' },
      h(
        'div',
        { class: 'notification notification--system-error', role: 'alert' },
        h(
          'div',
          { class: 'notification__body' },
          h('p', { class: 'notification__type' }, texts.type),
          h('h6', { class: 'notification__title' }, texts.title),
          h('div', { class: 'notification__content' }, h('p', {}, texts.message)),
        ),
      ),
      reload,
    ),
  );
  document.getElementById('root')?.before(failure);
}
