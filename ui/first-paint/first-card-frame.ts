import type { FirstPageKit } from './first-page-kit';

/** The overview's frame, and the element the first card goes into once the list has answered. */
export type FirstCardFrame = { readonly page: Element; readonly slot: Element };

/**
 * Issue 14: everything of the overview's first page that is not the customer's — the page's
 * frame with the portal header's skeleton, the title bar with its back link, and the (empty)
 * overview — in the app's own elements, classes and texts. The first module lays it out, unseen,
 * while the calls are out, so only the card is left to do when the list answers.
 */
export function firstCardFrame({ h, t, mobile, brandName, back }: FirstPageKit): FirstCardFrame {
  const slot = h('div', { class: 'overview' });
  const page = h(
    'div',
    { class: 'page page--layout2Columns' },
    h(
      'header',
      { class: 'page__header' },
      h('a', { class: 'skip-link', href: '#main' }, t('shell.skipLink')),
      h(
        'div',
        { class: 'portal-header portal-header--skeleton' },
        h(
          'span',
          { class: 'brand-logo' },
          h(
            'svg',
            { class: 'brand-logo__mark', viewBox: '0 0 32 32', width: 32, height: 32 },
            h('rect', { width: 32, height: 32, rx: 8, fill: 'currentColor' }),
            h('path', { d: 'M9 22V10h6a6 6 0 0 1 0 12H9z', fill: 'none', stroke: '#fff', 'stroke-width': 3 }),
          ),
          h('span', { class: 'brand-logo__name' }, brandName),
        ),
        h(
          'span',
          { class: 'portal-header__buttons' },
          h('span', { class: 'portal-header__button' }, t('shell.header.skeleton.language')),
          h('span', { class: 'portal-header__button' }, t('shell.header.skeleton.signOut')),
        ),
      ),
    ),
    h(
      'div',
      { class: 'page__body' },
      h(
        'main',
        { class: 'page__main' },
        h(
          'div',
          { class: 'title-bar' },
          h(
            'a',
            { href: back, class: 'title-bar__back' },
            h(
              'svg',
              {
                viewBox: '0 0 24 24',
                fill: 'none',
                stroke: 'currentColor',
                'stroke-width': 2.5,
                'stroke-linecap': 'round',
                'stroke-linejoin': 'round',
                width: 24,
                height: 24,
              },
              h('path', { d: 'M15 18l-6-6 6-6' }),
            ),
            t('shell.titleBar.back'),
          ),
          h('h1', { class: 'title-bar__title' }, t(`routes.cardManagement.${mobile ? 'titleShort' : 'title'}`)),
        ),
        h('div', { class: 'notification-area' }),
        slot,
      ),
      h('aside', { class: 'page__sidebar' }),
    ),
  );
  return { page, slot };
}
