import { formatCardNumber, formatEuro, formatIban, localeOf, type Language } from '../../../domain/index';
import { h } from './dom';
import { displayDate, operationOf, type SignItem } from './signing-item';
import type { SigningTextKey } from './signing-texts';

type Translate = (key: SigningTextKey, values?: Record<string, string | number>) => string;

/** PSD2 dynamic linking: the customer sees exactly what the code signs (a basket's every change, issue 35). */
export function summaryOf(item: SignItem, t: Translate, language: Language): HTMLElement {
  const locale = localeOf(language);
  const { card } = item;
  // Issue 33, item 9: one day is said as one day, as the app says it.
  const period = (start: string, end: string): string =>
    start === end
      ? t('dayText', { day: displayDate(start) })
      : t('periodText', { start: displayDate(start), end: displayDate(end) });
  const rows: [string, string][] = [
    // Issue 33, item 22: the card number and the holder by the names the app gives them.
    [t('cardNumber'), formatCardNumber(card.maskedPan)],
    [t('cardHolder'), card.cardHolder],
    [t('account'), formatIban(card.accountId)],
  ];
  for (const { operationType, change } of [item, ...(item.basket ?? [])]) {
    rows.push([t('limit'), t(change.limitType)], [t('change'), t(operationOf(operationType))]);
    if (change.oldValue !== undefined) rows.push([t('oldValue'), formatEuro(change.oldValue, locale)]);
    if (change.newValue !== undefined) rows.push([t('newValue'), formatEuro(change.newValue, locale)]);
    if (change.oldStartDate && change.oldEndDate)
      rows.push([t('oldPeriod'), period(change.oldStartDate, change.oldEndDate)]);
    if (change.startDate && change.endDate) rows.push([t('period'), period(change.startDate, change.endDate)]);
  }
  return h('dl', {}, ...rows.flatMap(([term, value]) => [h('dt', {}, term), h('dd', {}, value)]));
}

/** The form's error summary: its one message links to the code field. */
export function errorSummary(message: string, input: HTMLInputElement, t: Translate): HTMLElement {
  return h(
    'div',
    { class: 'summary', tabindex: '-1', 'aria-labelledby': 'summary-title' },
    h(
      'div',
      { role: 'alert' },
      h('h3', { id: 'summary-title' }, t('errorSummaryTitle')),
      h(
        'ul',
        {},
        h('li', {}, h('a', { href: '#code', onClick: (event) => (event.preventDefault(), input.focus()) }, message)),
      ),
    ),
  );
}

/** The confirmation code's field, described by its hint (and its error, when there is one). */
export function codeInput(invalid: boolean): HTMLInputElement {
  return h('input', {
    id: 'code',
    name: 'code',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    maxlength: '6',
    spellcheck: 'false',
    'aria-describedby': invalid ? 'code-error code-hint' : 'code-hint',
    'aria-invalid': invalid ? 'true' : undefined,
  });
}

/** A time of day as the customer reads it (when signing or sending works again). */
export function clockTime(at: number, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit' }).format(new Date(at));
}

/** PSD2 RTS art. 4(4): the customer learns that signing is blocked, and from when it works again. */
export function blockedText(seconds: number, t: Translate, language: Language): string {
  return t('blocked', { time: clockTime(Date.now() + seconds * 1000, language) });
}

/**
 * A failure of an action, the bank's and not the customer's: said as an alert beside the way to
 * try again, never as an error in the code field (nothing typed was wrong). `id` lets that way
 * refer to it (`aria-describedby`).
 */
export function failureNotice(id: string, message: string): HTMLElement {
  return h('div', { id, class: 'failure', role: 'alert', tabindex: '-1' }, message);
}

/** What the code's form shows after an attempt: what was typed, an error in it, or signing's failure. */
export type Shown = { readonly value?: string; readonly error?: string; readonly failure?: string };

/**
 * The code's form: what was typed (`value`), the error summary and field message for an `error`
 * in the code, the notice above the buttons for a `failure` of signing (Sign then reads Try
 * again), and "Sign later" when offered.
 */
export function codeForm(
  options: Shown & {
    readonly t: Translate;
    readonly onSubmit: (input: HTMLInputElement, submit: HTMLButtonElement) => void;
    readonly onLater: (() => void) | undefined;
  },
): HTMLFormElement {
  const { error, failure, t, onSubmit, onLater } = options;
  const input = codeInput(error !== undefined);
  input.value = options.value ?? '';
  const describedBy = failure ? 'sign-failure' : undefined;
  const submit = h(
    'button',
    { type: 'submit', class: 'primary', 'aria-describedby': describedBy },
    t(failure ? 'tryAgain' : 'sign'),
  );
  const buttons = h('div', { class: 'buttons' }, submit);
  if (onLater) buttons.append(h('button', { type: 'button', class: 'secondary', onClick: onLater }, t('signLater')));
  return h(
    'form',
    { novalidate: true, onSubmit: (event) => (event.preventDefault(), onSubmit(input, submit)) },
    error ? errorSummary(error, input, t) : null,
    h(
      'div',
      { class: error ? 'field invalid' : 'field' },
      h('label', { for: 'code' }, t('codeLabel')),
      h('p', { id: 'code-hint', class: 'hint' }, t('codeHint')),
      error ? h('p', { id: 'code-error', class: 'error' }, error) : null,
      input,
    ),
    failure ? failureNotice('sign-failure', failure) : null,
    buttons,
  );
}

/** The widget's frame: its heading, the progress when there is more than one item, and the state's content. */
export function widgetSection(
  language: Language,
  t: Translate,
  progress: { readonly current: number; readonly total: number } | undefined,
  content: Node[],
): HTMLElement {
  return h(
    'section',
    { class: 'widget', lang: language, 'aria-labelledby': 'signing-title' },
    h('h2', { id: 'signing-title', tabindex: '-1' }, t('signingTitle')),
    progress && progress.total > 1 ? h('p', { class: 'progress' }, t('signingProgress', progress)) : null,
    ...content,
  );
}

/** A way on from a state with nothing (more) to sign, or from a failure. */
export type WayOn = { readonly label: string; readonly onClick: () => void };

/** What such a state says, announced, and its ways on: the first is the primary one. */
export function endedView(messages: readonly string[], ways: readonly WayOn[]): Node[] {
  const buttons = ways.map((way, index) =>
    h('button', { type: 'button', class: index === 0 ? 'primary' : 'secondary', onClick: way.onClick }, way.label),
  );
  return [
    h('div', { class: 'summary', role: 'alert' }, ...messages.map((message) => h('p', {}, message))),
    h('div', { class: 'buttons' }, ...buttons),
  ];
}
