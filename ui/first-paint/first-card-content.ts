import { cardImageKind, formatIban } from '../../domain/cards/card-display';
import { listedCards } from '../../domain/cards/card-order';
import { cardStatus } from '../../domain/cards/card-status';
import { canReplace, canUnblock } from '../../domain/cards/permissions';
import type { PaymentInstrument } from '../../domain/cards/payment-instrument';
import { cardOptionText } from '../cards/card-option-text';
import { CARD_SIZES, PALETTES } from '../cards/card-palettes';
import { isText, type FirstPageKit } from './first-page-kit';

/** What the first card is painted from: the list and the card kept in the tab, as the bank and the page gave them, unchecked. */
export type FirstCardInput = { readonly cardList: unknown; readonly selectedCardId: string | undefined };

const FIELDS = [
  'paymentInstrumentId',
  'paymentInstrumentUsageCode',
  'paymentScheme',
  'accountId',
  'cardSequenceNumber',
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

/** The list's cards when each is readable; otherwise nothing is painted. */
function cardsOf(answer: unknown): PaymentInstrument[] | undefined {
  const cards = (answer as { paymentInstruments?: unknown } | null)?.paymentInstruments;
  return Array.isArray(cards) && cards.length > 0 && cards.every(readable) ? (cards as PaymentInstrument[]) : undefined;
}

/**
 * Issue 14: the overview's first card as the app will first show it — the card picker with the
 * chosen card (kept in the tab, else the first in the domain's order) and that card's status
 * panel, a blocked card's effects included — for the frame's slot (first-card-frame.ts). Without
 * what only assistive technology reads: the paint is inert, and it reads the app's page. It
 * paints only what it can paint as the app will: anything unexpected (an answer of another
 * shape, an inactive card, whose notice comes above its status) and it declines, and the
 * customer waits for the app as before.
 */
export function firstCardContent(
  { h, t, mobile, brand, help }: FirstPageKit,
  { cardList, selectedCardId }: FirstCardInput,
): Element[] | undefined {
  const cards = cardsOf(cardList);
  if (!cards) return undefined;
  const listed = listedCards(cards);
  const card = listed.find((each) => each.paymentInstrumentId === selectedCardId) ?? listed[0];
  if (!card) return undefined;
  const status = cardStatus(card).kind;
  if (status === 'inactive') return undefined;

  const options = listed.map((each) => {
    const label = cardOptionText(t, mobile, {
      userName: each.physicalCard?.printedCardLineOne ?? '',
      accountNumber: formatIban(each.accountId),
      passNumber: each.cardSequenceNumber,
    });
    return h(
      'option',
      each === card ? { value: each.paymentInstrumentId, selected: '' } : { value: each.paymentInstrumentId },
      label,
    );
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
    status !== 'active' && h('span', { class: 'card-image__overlay' }),
  );
  // The blocked card's panel says what the block means (BlockingEffects, when="blocked").
  const item = (label: string, text: string, link?: readonly [string, string]) =>
    h(
      'li',
      {},
      h('span', { class: 'blocking-effects__label' }, t(`overview.blocking.${label}`)),
      ` ${t(`overview.blocking.${text}`)}`,
      link ? ' ' : false,
      link ? h('a', { href: link[0] }, t(link[1])) : false,
    );
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
        canUnblock(card)
          ? item('unblockLabel', 'unblock')
          : item('bankLabel', 'bank', [help, 'overview.blocking.contact']),
        item('lostLabel', 'lost', canReplace(card) ? ['#/replace-card', 'overview.actions.replace'] : undefined),
      ),
    );
  return [
    h(
      'div',
      { class: 'card-picker' },
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'card-picker', class: 'field__label' }, t('overview.picker.label')),
        h('select', { id: 'card-picker', class: 'field__control select' }, ...options),
      ),
    ),
    h(
      'section',
      { class: `status-panel status-panel--${status}` },
      image,
      h(
        'div',
        { class: 'status-panel__text' },
        h('h2', { class: 'status-panel__heading' }, t(`overview.status.${status}.heading`)),
        h('p', {}, t(`overview.status.${status}.description`)),
        effects,
      ),
    ),
  ];
}
