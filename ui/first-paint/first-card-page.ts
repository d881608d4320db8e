import { cardImageKind, formatIban } from '../../domain/cards/card-display';
import { listedCards } from '../../domain/cards/card-order';
import { cardStatus } from '../../domain/cards/card-status';
import { canReplace, canUnblock } from '../../domain/cards/permissions';
import type { PaymentInstrument } from '../../domain/cards/payment-instrument';
import type { Language } from '../../domain/money/locale';
import { isSafeLink } from '../../domain/urls/safe-link';
import { segmentOf } from '../../application/segment';
import type { Environment } from '../../application/environment';
import { cardOptionText } from '../cards/card-option-text';
import { CARD_SIZES, PALETTES } from '../cards/card-palettes';
import type { Translations } from '../i18n/texts';

/** What the first card's page is painted from: all of it as the bank and the page gave it, unchecked. */
export type FirstCardPageInput = {
  readonly document: Document;
  readonly texts: Translations;
  readonly language: Language;
  readonly mobile: boolean;
  readonly pathname: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly cardList: unknown;
  readonly selectedCardId: string | undefined;
};

const isText = (value: unknown): value is string => typeof value === 'string';

const FIELDS = ['paymentInstrumentId', 'paymentInstrumentUsageCode', 'paymentScheme', 'accountId', 'cardSequenceNumber'] as const;

type Loose = Partial<Record<(typeof FIELDS)[number], unknown>> & { readonly lifeCycle?: { readonly state?: unknown; readonly suspendedBy?: unknown }; readonly physicalCard?: { readonly printedCardLineOne?: unknown } };

/** Every field the paint reads has its type (a missing life cycle or holder line is allowed, as the app allows it). */
const readable = (card: Loose | null): boolean =>
  FIELDS.every((field) => isText(card?.[field])) &&
  isText(card?.lifeCycle?.state ?? '') &&
  Array.isArray(card?.lifeCycle?.suspendedBy ?? []) &&
  isText(card?.physicalCard?.printedCardLineOne ?? '');

/** The list's cards when each is readable; otherwise nothing is painted. */
function cardsOf(answer: unknown): PaymentInstrument[] | undefined {
  const cards = (answer as { paymentInstruments?: unknown } | null)?.paymentInstruments;
  return Array.isArray(cards) && cards.length > 0 && cards.every(readable) ? (cards as PaymentInstrument[]) : undefined;
}

type Child = Node | string | false;

const SVG_TAGS = new Set(['svg', 'rect', 'circle', 'g', 'path']);

/**
 * Elements made node by node, never parsed from text (no innerHTML: tests/ui/bundle-and-csp),
 * so whatever the bank's answer holds lands in the page as text.
 */
const maker =
  (document: Document) =>
  (tag: string, attributes: Readonly<Record<string, string | number>> = {}, ...children: Child[]): Element => {
    const element = SVG_TAGS.has(tag) ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
    element.append(...children.filter((child): child is Node | string => child !== false));
    return element;
  };

/**
 * Issue 14: the overview as the app will first show it — the page's frame with the portal
 * header's skeleton, the title bar, the card picker with the chosen card and that card's status
 * panel — in the app's own elements, classes and texts, so the app's page takes its place
 * without a visible jump. Without what only assistive technology reads: the paint is inert, and
 * it reads the app's page. It paints only what it can paint as the app will: anything unexpected
 * (an answer of another shape, an inactive card, whose notice comes above its status) and it
 * declines, and the customer waits for the app as before.
 */
export function firstCardPage({ document, texts, language, mobile, pathname, config, cardList, selectedCardId }: FirstCardPageInput): Element | undefined {
  const cards = cardsOf(cardList);
  const brand = config.brand;
  const brandName = config.brandName;
  if (!cards || !isText(brand) || !isText(brandName)) return undefined;
  const listed = listedCards(cards);
  const card = listed.find((each) => each.paymentInstrumentId === selectedCardId) ?? listed[0];
  if (!card) return undefined;
  const status = cardStatus(card).kind;
  if (status === 'inactive') return undefined;
  const segment = segmentOf(pathname, config as unknown as Pick<Environment, 'businessPrefixes'>);
  const { portal } = config as unknown as Pick<Environment, 'portal'>;
  const back = portal.overview[segment][language];
  const help = portal.help[segment][language];
  // SafeLink's rule: a link the app would show as plain text is not painted as a link.
  if (![back, help].every(isSafeLink)) return undefined;

  const t = (key: string, values: Readonly<Record<string, string>> = {}): string => {
    const text = key.split('.').reduce<unknown>((branch, part) => (branch as Record<string, unknown> | undefined)?.[part], texts);
    if (!isText(text)) throw new Error(`first paint: no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
  const h = maker(document);
  const options = listed.map((each) => {
    const label = cardOptionText(t, mobile, { userName: each.physicalCard?.printedCardLineOne ?? '', accountNumber: formatIban(each.accountId), passNumber: each.cardSequenceNumber });
    return h('option', each === card ? { value: each.paymentInstrumentId, selected: '' } : { value: each.paymentInstrumentId }, label);
  });
  const kind = cardImageKind(card, brand);
  const palette = PALETTES[kind];
  // The card image as CardImage draws it (ui/cards/card-image.tsx), large.
  const image = h(
    'span',
    { class: 'card-image card-image--large' },
    h(
      'svg',
      { viewBox: '0 0 86 54', ...CARD_SIZES.large },
      h('rect', { width: 86, height: 54, rx: 5, fill: palette.body }),
      h('rect', { y: 34, width: 86, height: 8, fill: palette.band }),
      h('rect', { x: 9, y: 14, width: 14, height: 11, rx: 2, fill: '#d9c27a' }),
      kind === 'maestro'
        ? h('g', {}, h('circle', { cx: 64, cy: 20, r: 7, fill: '#e03c31' }), h('circle', { cx: 72, cy: 20, r: 7, fill: '#0099df', 'fill-opacity': 0.85 }))
        : h('path', { d: 'M64 15a7 7 0 0 1 0 10M69 12a11 11 0 0 1 0 16M74 9a15 15 0 0 1 0 22', fill: 'none', stroke: palette.mark, 'stroke-width': 2, 'stroke-linecap': 'round' }),
    ),
    status !== 'active' && h('span', { class: 'card-image__overlay' }),
  );
  // The blocked card's panel says what the block means (BlockingEffects, when="blocked").
  const item = (label: string, text: string, link?: readonly [string, string]) =>
    h('li', {}, h('span', { class: 'blocking-effects__label' }, t(`overview.blocking.${label}`)), ` ${t(`overview.blocking.${text}`)}`, link ? ' ' : false, link ? h('a', { href: link[0] }, t(link[1])) : false);
  const effects =
    status === 'blocked' &&
    h(
      'section',
      { class: 'blocking-effects' },
      h('h3', { class: 'blocking-effects__title' }, t('overview.blocking.titleBlocked')),
      h(
        'ul',
        { class: 'blocking-effects__list' },
        item('stoppedLabel', 'stops'),
        item('goesOnLabel', 'goesOn'),
        canUnblock(card) ? item('unblockLabel', 'unblock') : item('bankLabel', 'bank', [help, 'overview.blocking.contact']),
        item('lostLabel', 'lost', canReplace(card) ? ['#/replace-card', 'overview.actions.replace'] : undefined),
      ),
    );
  return h(
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
          h('svg', { class: 'brand-logo__mark', viewBox: '0 0 32 32', width: 32, height: 32 }, h('rect', { width: 32, height: 32, rx: 8, fill: 'currentColor' }), h('path', { d: 'M9 22V10h6a6 6 0 0 1 0 12H9z', fill: 'none', stroke: '#fff', 'stroke-width': 3 })),
          h('span', { class: 'brand-logo__name' }, brandName),
        ),
        h('span', { class: 'portal-header__buttons' }, h('span', { class: 'portal-header__button' }, t('shell.header.skeleton.language')), h('span', { class: 'portal-header__button' }, t('shell.header.skeleton.signOut'))),
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
            h('svg', { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': 2.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', width: 24, height: 24 }, h('path', { d: 'M15 18l-6-6 6-6' })),
            t('shell.titleBar.back'),
          ),
          h('h1', { class: 'title-bar__title' }, t(`routes.cardManagement.${mobile ? 'titleShort' : 'title'}`)),
        ),
        h('div', { class: 'notification-area' }),
        h(
          'div',
          { class: 'overview' },
          h('div', { class: 'card-picker' }, h('div', { class: 'field' }, h('label', { for: 'card-picker', class: 'field__label' }, t('overview.picker.label')), h('select', { id: 'card-picker', class: 'field__control select' }, ...options))),
          h(
            'section',
            { class: `status-panel status-panel--${status}` },
            image,
            h('div', { class: 'status-panel__text' }, h('h2', { class: 'status-panel__heading' }, t(`overview.status.${status}.heading`)), h('p', {}, t(`overview.status.${status}.description`)), effects),
          ),
        ),
      ),
      h('aside', { class: 'page__sidebar' }),
    ),
  );
}
