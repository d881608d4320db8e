import { listedCards } from '../../domain/cards/card-order';
import { toSelectedCard, type SelectedCard } from '../../domain/cards/selected-card';
import type { PaymentInstrument } from '../../domain/cards/payment-instrument';
import { cardOptionText } from '../cards/card-option-text';
import { CARD_SIZES, PALETTES } from '../cards/card-palettes';
import { ROUTES } from '../navigation/routes';
import { firstCardView, type CardLinkView, type FirstCardView } from '../cards/first-card-view';
import { isText, type FirstPageKit } from './first-page-kit';

/** What the first card is painted from: the list and the card kept in the tab, as the bank and the page gave them, unchecked. */
export type FirstCardInput = { readonly cardList: unknown; readonly selectedCardId: string | undefined };

const FIELDS = [
  'paymentInstrumentId',
  'paymentInstrumentUsageCode',
  'paymentScheme',
  'accountId',
  'cardSequenceNumber',
  'maskedPan',
] as const;

type Loose = Partial<Record<(typeof FIELDS)[number], unknown>> & {
  readonly lifeCycle?: { readonly state?: unknown; readonly suspendedBy?: unknown };
  readonly physicalCard?: { readonly printedCardLineOne?: unknown };
};

/** Every field the paint reads has its type (a missing life cycle or holder line is allowed, as the app allows it). */
const readable = (card: Loose | null): boolean =>
  FIELDS.every((field) => isText(card?.[field])) &&
  isText(card?.lifeCycle?.state ?? '') &&
  Array.isArray(card?.lifeCycle?.suspendedBy ?? []) &&
  isText(card?.physicalCard?.printedCardLineOne ?? '');

/**
 * The list's cards as the app lists them (the domain's order and SelectedCard, as LoadCards
 * makes them) when each is readable; otherwise nothing is painted.
 */
export function paintedCards(answer: unknown, brand: string): SelectedCard[] | undefined {
  const cards = (answer as { paymentInstruments?: unknown } | null)?.paymentInstruments;
  if (!Array.isArray(cards) || !cards.every(readable)) return undefined;
  const listed = listedCards(cards as PaymentInstrument[]).map((card) => toSelectedCard(card, brand));
  return listed.length > 0 ? listed : undefined;
}

/** Section 2.3's picker as the app's Select draws it, the chosen card selected; on a phone the pass number leads. */
export function paintedPicker({ h, t, mobile }: FirstPageKit, cards: readonly SelectedCard[], chosen: string): Element {
  const options = cards.map((card) =>
    h(
      'option',
      card.paymentInstrumentId === chosen
        ? { value: card.paymentInstrumentId, selected: '' }
        : { value: card.paymentInstrumentId },
      cardOptionText(t, mobile, card),
    ),
  );
  return h(
    'div',
    { class: 'card-picker' },
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'card-picker', class: 'field__label' }, t('overview.picker.label')),
      h('select', { id: 'card-picker', class: 'field__control select' }, ...options),
    ),
  );
}

/** The card image as CardImage draws it (ui/cards/card-image.tsx), large. */
function paintedImage({ h, t }: FirstPageKit, { image }: FirstCardView['panel']): Element {
  const palette = PALETTES[image.kind];
  return h(
    'span',
    { class: 'card-image card-image--large' },
    h(
      'svg',
      { role: 'img', 'aria-label': t(image.name), viewBox: '0 0 86 54', ...CARD_SIZES.large },
      h('rect', { width: 86, height: 54, rx: 5, fill: palette.body }),
      h('rect', { y: 34, width: 86, height: 8, fill: palette.band }),
      h('rect', { x: 9, y: 14, width: 14, height: 11, rx: 2, fill: '#d9c27a' }),
      image.kind === 'maestro'
        ? h(
            'g',
            {},
            h('circle', { cx: 64, cy: 20, r: 7, fill: '#e03c31' }),
            h('circle', { cx: 72, cy: 20, r: 7, fill: '#0099df', 'fill-opacity': 0.85 }),
          )
        : h('path', {
            d: 'M64 15a7 7 0 0 1 0 10M69 12a11 11 0 0 1 0 16M74 9a15 15 0 0 1 0 22',
            fill: 'none',
            stroke: palette.mark,
            'stroke-width': 2,
            'stroke-linecap': 'round',
          }),
    ),
    image.overlay && h('span', { class: 'card-image__overlay', 'aria-hidden': 'true' }),
  );
}

/** A replaced card's words and its way to the new card, as status-panel.tsx draws them; the paint's choice (answering-paint.ts). */
function paintedReplacement({ h, t }: FirstPageKit, { replacement }: FirstCardView['panel']): Element[] {
  if (!replacement) return [];
  const { values, link } = replacement;
  return [
    h('p', {}, t(replacement.text, { ...values, reason: t(values.reason) })),
    h('p', {}, t(replacement.note)),
    h(
      'button',
      { type: 'button', class: 'button button--secondary status-panel__to-card', 'data-card': link.card },
      t(link.text, { passNumber: link.passNumber }),
    ),
  ];
}

/**
 * Issue 14 and issue 32's one renderer: the first card's view (ui/cards/first-first-card-view.ts, which the
 * React card renders too) as the app's own elements, classes and texts — an inactive card's
 * notice, then the status panel with a blocked card's effects. Links to the app's own screens
 * carry `data-route`, so the paint can keep a tap on them for the app (paint-first-card.ts).
 */
export function paintedCard(kit: FirstPageKit, { notice, panel }: FirstCardView): Element[] {
  const { h, t, help, activateCard } = kit;
  const link = ({ to, text }: CardLinkView) =>
    to === 'replaceCard'
      ? h('a', { href: `#${ROUTES.replaceCard}`, 'data-route': ROUTES.replaceCard }, t(text))
      : to === 'help'
        ? h('a', { href: help }, t(text))
        : activateCard
          ? h(
              'a',
              { href: activateCard, target: '_blank', rel: 'noopener noreferrer' },
              t(text),
              h('span', { class: 'visually-hidden' }, ` ${t('generic.newWindow')}`),
            )
          : h('span', {}, t(text));
  const effects =
    panel.effects &&
    h(
      'section',
      { class: 'blocking-effects', 'aria-labelledby': 'first-paint-effects' },
      h('h3', { id: 'first-paint-effects', class: 'blocking-effects__title' }, t(panel.effects.title)),
      h(
        'ul',
        { class: 'blocking-effects__list' },
        ...panel.effects.items.map((item) =>
          h(
            'li',
            {},
            h('span', { class: 'blocking-effects__label' }, t(item.label)),
            ` ${t(item.text)}`,
            item.link ? ' ' : false,
            item.link ? link(item.link) : false,
          ),
        ),
      ),
    );
  const noticeMarkup =
    notice &&
    h(
      'div',
      { class: 'notification notification--info', role: 'status', 'aria-live': 'polite' },
      h(
        'div',
        { class: 'notification__body' },
        h('p', { class: 'notification__type' }, t('notification.types.info')),
        h('h6', { class: 'notification__title' }, t(notice.title)),
        h('div', { class: 'notification__content' }, h('p', {}, t(notice.text)), h('p', {}, link(notice.link))),
      ),
    );
  const status = h(
    'section',
    { class: `status-panel status-panel--${panel.status}` },
    paintedImage(kit, panel),
    h(
      'div',
      { class: 'status-panel__text' },
      h('h2', { tabindex: '-1', class: 'status-panel__heading' }, t(panel.heading)),
      panel.description ? h('p', {}, t(panel.description)) : false,
      ...paintedReplacement(kit, panel),
      effects ?? false,
    ),
  );
  return noticeMarkup ? [noticeMarkup, status] : [status];
}

/**
 * The overview's first card as the app will first show it — the picker with the chosen card
 * (kept in the tab, else the first in the domain's order) and that card — for the frame's slot
 * (first-card-frame.ts); or nothing for an answer of another shape: the customer waits for the app.
 */
export function firstCardContent(
  kit: FirstPageKit,
  { cardList, selectedCardId }: FirstCardInput,
): Element[] | undefined {
  const cards = paintedCards(cardList, kit.brand);
  if (!cards) return undefined;
  const card = cards.find((each) => each.paymentInstrumentId === selectedCardId) ?? cards[0]!;
  const view = firstCardView(card, { business: kit.business });
  return [paintedPicker(kit, cards, card.paymentInstrumentId), ...paintedCard(kit, view)];
}
