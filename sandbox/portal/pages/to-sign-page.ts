import type { FastifyInstance } from 'fastify';
import {
  formatCardNumber,
  formatEuro,
  formatServerDate,
  LANGUAGES,
  localeOf,
  type Language,
} from '../../../domain/index';
import { describeSignItem, type SignItemCard } from '../../cards/describe-sign-item';
import type { SandboxContext } from '../../sandbox-context';
import type { SignItemRow } from '../../store/card-queries';
import { sandboxToday } from '../../store/settings';
import { basketsOf, listSignItems } from '../../store/sign-items';
import { signingText } from '../browser/signing-texts';
import { html } from '../html';
import { portalPaths, ownSegments } from '../portal-paths';
import { otherLanguage, requireCaller, sendPage } from './page-kit';

const TEXTS = {
  nl: {
    title: 'Te ondertekenen',
    intro: 'Wijzigingen die je later wilde ondertekenen. Ze worden pas doorgevoerd als je ze ondertekent.',
    none: 'Er staat niets klaar om te ondertekenen.',
    sign: 'Onderteken: {what}',
    notFound: 'Deze wijziging staat niet (meer) klaar om te ondertekenen.',
    back: 'Terug naar de lijst',
  },
  en: {
    title: 'To sign',
    intro: 'Changes you chose to sign later. They take effect only once you have signed them.',
    none: 'There is nothing waiting to be signed.',
    sign: 'Sign: {what}',
    notFound: 'This change is not (or no longer) waiting to be signed.',
    back: 'Back to the list',
  },
} as const;

type Described = ReturnType<typeof describeSignItem>;

/**
 * The "to sign" page: the customer's pending sign items, so a change left for later can still
 * be signed — with the same signing widget the app embeds.
 */
export function toSignPages(app: FastifyInstance, context: SandboxContext): void {
  const { environment, database } = context;
  const paths = portalPaths(environment);

  async function pendingOf(
    customerId: string,
  ): Promise<{ row: SignItemRow; item: Described; basket: SignItemRow[] }[]> {
    const rows = await listSignItems(database, {
      customerId,
      status: 'PENDING',
      today: await sandboxToday(database, context.now()),
    });
    const cards = await database.query<SignItemCard>(
      'SELECT payment_instrument_id, masked_pan, iban, printed_name FROM cards WHERE payment_instrument_id = ANY($1::text[])',
      [rows.map((row) => row.payment_instrument_id)],
    );
    const baskets = await basketsOf(
      database,
      rows.map((row) => row.tps_id),
    );
    return rows.map((row) => ({
      row,
      basket: baskets.get(row.tps_id) ?? [],
      item: describeSignItem(
        row,
        cards.find((card) => card.payment_instrument_id === row.payment_instrument_id)!,
        context.signingAttempts,
        undefined,
        baskets.get(row.tps_id),
      ),
    }));
  }

  for (const segment of ownSegments(paths.toSign))
    for (const language of LANGUAGES) {
      const path = paths.toSign[segment][language];
      const texts = TEXTS[language];
      // A basket (issue 35) is one item: each of its changes named, then the card.
      const what = (row: SignItemRow, item: Described, basket: readonly SignItemRow[]) =>
        [row, ...basket]
          .map((change) => `${signingText(language, change.operation)} · ${signingText(language, change.limit_type)}`)
          .concat(formatCardNumber(item.card.maskedPan))
          .join(' · ');

      app.get<{ Querystring: Record<string, unknown> }>(path, async (request, reply) => {
        const caller = await requireCaller(context, request, reply, language, 'any');
        if (!caller) return reply;
        const pending = await pendingOf(caller.customerId);
        const base = {
          language,
          segment: caller.segment,
          signedIn: true,
          title: texts.title,
          alternateHref: paths.toSign[segment][otherLanguage(language)],
        };
        const wanted = request.query.item;
        if (typeof wanted === 'string') {
          const chosen = pending.find(({ row }) => row.tps_id === wanted);
          const body = chosen
            ? html`<h1>${texts.title}</h1>
<div data-signing-host data-items="${JSON.stringify([{ adapterId: chosen.item.adapterId, signItemId: chosen.item.signItemId }])}" data-done-href="${path}"></div>
<p><a href="${path}">${texts.back}</a></p>`
            : html`<h1>${texts.title}</h1>
<p class="note">${texts.notFound}</p>
<p><a href="${path}">${texts.back}</a></p>`;
          return sendPage(reply, context, { ...base, body, signing: chosen !== undefined }, chosen ? 200 : 404);
        }
        return sendPage(reply, context, {
          ...base,
          body: html`<h1>${texts.title}</h1>
<p class="lead">${texts.intro}</p>
${
  pending.length === 0
    ? html`<p>${texts.none}</p>`
    : html`<ul class="items">${pending.map(
        ({ row, item, basket }) => html`<li>${itemDetails(language, [row, ...basket], item)}
<p><a href="${path}?item=${encodeURIComponent(row.tps_id)}">${texts.sign.replace('{what}', what(row, item, basket))}</a></p></li>`,
      )}</ul>`
}`,
        });
      });
    }
}

/** Issue 33, item 9: one day is said as one day, as the app says it. */
const periodText = (language: Language, start: string, end: string): string =>
  start === end
    ? signingText(language, 'dayText', { day: formatServerDate(start) })
    : signingText(language, 'periodText', { start: formatServerDate(start), end: formatServerDate(end) });

function itemDetails(language: Language, changes: readonly SignItemRow[], item: Described) {
  const t = (key: Parameters<typeof signingText>[1]) => signingText(language, key);
  const locale = localeOf(language);
  // A basket (issue 35): every change it signs, each from its limit on.
  const rows = changes.map(
    (row) => html`<dt>${t('limit')}</dt><dd>${t(row.limit_type)}</dd>
<dt>${t('change')}</dt><dd>${t(row.operation)}</dd>
${row.old_value !== null ? html`<dt>${t('oldValue')}</dt><dd>${formatEuro(row.old_value, locale)}</dd>` : ''}
${row.new_value !== null ? html`<dt>${t('newValue')}</dt><dd>${formatEuro(row.new_value, locale)}</dd>` : ''}
${row.start_date && row.end_date ? html`<dt>${t('period')}</dt><dd>${periodText(language, row.start_date, row.end_date)}</dd>` : ''}`,
  );
  return html`<dl class="details">
<dt>${t('cardNumber')}</dt><dd>${formatCardNumber(item.card.maskedPan)}</dd>
<dt>${t('cardHolder')}</dt><dd>${item.card.cardHolder}</dd>
${rows}
</dl>`;
}
