import { formatEuro, formatIban, localeOf, type Language } from '../../../domain/index';
import { h } from './dom';
import { displayDate, operationOf, type SignItem } from './signing-item';
import type { SigningTextKey } from './signing-texts';

type Translate = (key: SigningTextKey, values?: Record<string, string | number>) => string;

/** PSD2 dynamic linking: the customer sees exactly what the code signs. */
export function summaryOf(item: SignItem, t: Translate, language: Language): HTMLElement {
  const locale = localeOf(language);
  const { change, card } = item;
  const period = (start: string, end: string): string => t('periodText', { start: displayDate(start), end: displayDate(end) });
  const rows: [string, string][] = [
    [t('card'), `•••• ${card.maskedPan} · ${card.cardHolder}`],
    [t('account'), formatIban(card.accountId)],
    [t('limit'), t(change.limitType)],
    [t('change'), t(operationOf(item.operationType))],
  ];
  if (change.oldValue !== undefined) rows.push([t('oldValue'), formatEuro(change.oldValue, locale)]);
  if (change.newValue !== undefined) rows.push([t('newValue'), formatEuro(change.newValue, locale)]);
  if (change.oldStartDate && change.oldEndDate) rows.push([t('oldPeriod'), period(change.oldStartDate, change.oldEndDate)]);
  if (change.startDate && change.endDate) rows.push([t('period'), period(change.startDate, change.endDate)]);
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
      h('ul', {}, h('li', {}, h('a', { href: '#code', onClick: (event) => (event.preventDefault(), input.focus()) }, message))),
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

/** PSD2 RTS art. 4(4): the customer learns that signing is blocked, and from when it works again. */
export function blockedText(seconds: number, t: Translate, language: Language): string {
  const time = new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit' }).format(new Date(Date.now() + seconds * 1000));
  return t('blocked', { time });
}
