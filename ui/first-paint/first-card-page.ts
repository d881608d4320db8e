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
  readonly texts: Translations;
  readonly language: Language;
  readonly mobile: boolean;
  readonly pathname: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly cardList: unknown;
  readonly selectedCardId: string | undefined;
};

const escape = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

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

/**
 * The card image as CardImage draws it (ui/cards/card-image.tsx), large. Here, as everywhere in
 * this inert paint, without what only assistive technology reads: it reads the app's page.
 */
function cardImage(kind: keyof typeof PALETTES, overlay: boolean): string {
  const palette = PALETTES[kind];
  const mark =
    kind === 'maestro'
      ? '<g><circle cx="64" cy="20" r="7" fill="#e03c31"></circle><circle cx="72" cy="20" r="7" fill="#0099df" fill-opacity="0.85"></circle></g>'
      : `<path d="M64 15a7 7 0 0 1 0 10M69 12a11 11 0 0 1 0 16M74 9a15 15 0 0 1 0 22" fill="none" stroke="${palette.mark}" stroke-width="2" stroke-linecap="round"></path>`;
  return (
    `<span class="card-image card-image--large"><svg viewBox="0 0 86 54" width="${CARD_SIZES.large.width}" height="${CARD_SIZES.large.height}">` +
    `<rect width="86" height="54" rx="5" fill="${palette.body}"></rect><rect y="34" width="86" height="8" fill="${palette.band}"></rect>` +
    `<rect x="9" y="14" width="14" height="11" rx="2" fill="#d9c27a"></rect>${mark}</svg>` +
    `${overlay ? '<span class="card-image__overlay"></span>' : ''}</span>`
  );
}

/**
 * Issue 14: the overview as the app will first show it — the page's frame with the portal
 * header's skeleton, the title bar, the card picker with the chosen card and that card's status
 * panel — in the app's own elements, classes and texts, so the app's page takes its place
 * without a visible jump. It paints only what it can paint exactly as the app will: anything
 * unexpected (an answer of another shape, an inactive card, whose notice comes above its status)
 * and it declines, and the customer waits for the app as before.
 */
export function firstCardPage({ texts, language, mobile, pathname, config, cardList, selectedCardId }: FirstCardPageInput): string | undefined {
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
  const options = listed
    .map((each) => {
      const label = cardOptionText(t, mobile, { userName: each.physicalCard?.printedCardLineOne ?? '', accountNumber: formatIban(each.accountId), passNumber: each.cardSequenceNumber });
      return `<option value="${escape(each.paymentInstrumentId)}"${each === card ? ' selected' : ''}>${escape(label)}</option>`;
    })
    .join('');
  const kind = cardImageKind(card, brand);
  const header =
    `<header class="page__header"><a class="skip-link" href="#main">${escape(t('shell.skipLink'))}</a><div class="portal-header portal-header--skeleton">` +
    `<span class="brand-logo"><svg class="brand-logo__mark" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="8" fill="currentColor"></rect><path d="M9 22V10h6a6 6 0 0 1 0 12H9z" fill="none" stroke="#fff" stroke-width="3"></path></svg><span class="brand-logo__name">${escape(brandName)}</span></span>` +
    `<span class="portal-header__buttons"><span class="portal-header__button">${escape(t('shell.header.skeleton.language'))}</span><span class="portal-header__button">${escape(t('shell.header.skeleton.signOut'))}</span></span></div></header>`;
  const titleBar =
    `<div class="title-bar"><a href="${escape(back)}" class="title-bar__back"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" width="24" height="24"><path d="M15 18l-6-6 6-6"></path></svg>${escape(t('shell.titleBar.back'))}</a>` +
    `<h1 class="title-bar__title">${escape(t(`routes.cardManagement.${mobile ? 'titleShort' : 'title'}`))}</h1></div><div class="notification-area"></div>`;
  const picker = `<div class="card-picker"><div class="field"><label for="card-picker" class="field__label">${escape(t('overview.picker.label'))}</label><select id="card-picker" class="field__control select">${options}</select></div></div>`;
  // The blocked card's panel says what the block means (BlockingEffects, when="blocked").
  const item = (label: string, text: string, action = '') =>
    `<li><span class="blocking-effects__label">${escape(t(`overview.blocking.${label}`))}</span> ${escape(t(`overview.blocking.${text}`))}${action}</li>`;
  const effects =
    status === 'blocked'
      ? `<section class="blocking-effects"><h3 class="blocking-effects__title">${escape(t('overview.blocking.titleBlocked'))}</h3><ul class="blocking-effects__list">` +
        item('stoppedLabel', 'stops') +
        item('goesOnLabel', 'goesOn') +
        (canUnblock(card) ? item('unblockLabel', 'unblock') : item('bankLabel', 'bank', ` <a href="${escape(help)}">${escape(t('overview.blocking.contact'))}</a>`)) +
        item('lostLabel', 'lost', canReplace(card) ? ` <a href="#/replace-card">${escape(t('overview.actions.replace'))}</a>` : '') +
        '</ul></section>'
      : '';
  const statusPanel =
    `<section class="status-panel status-panel--${status}">${cardImage(kind, status !== 'active')}` +
    `<div class="status-panel__text"><h2 class="status-panel__heading">${escape(t(`overview.status.${status}.heading`))}</h2><p>${escape(t(`overview.status.${status}.description`))}</p>${effects}</div></section>`;
  return (
    `<div class="page page--layout2Columns">${header}<div class="page__body"><main class="page__main">${titleBar}` +
    `<div class="overview">${picker}${statusPanel}</div></main><aside class="page__sidebar"></aside></div></div>`
  );
}
