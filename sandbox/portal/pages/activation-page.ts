import type { FastifyInstance } from 'fastify';
import { formatIban, LANGUAGES } from '../../../domain/index';
import { FORM_TOKEN_FIELD, formToken, isValidFormPost } from '../../http/form-token';
import type { SandboxContext } from '../../sandbox-context';
import { html } from '../html';
import { portalPaths, routeOf, ownSegments } from '../portal-paths';
import { field, otherLanguage, requireCaller, sendPage, sendProblem } from './page-kit';

const TEXTS = {
  nl: {
    title: 'Pas activeren',
    intro: 'Een nieuwe pas gebruik je pas nadat je hem hebt geactiveerd.',
    none: 'Je hebt geen pas die nog geactiveerd moet worden.',
    card: 'Betaalpas •••• {pan}',
    holder: 'Pashouder',
    account: 'Rekening',
    activate: 'Activeer pas •••• {pan}',
    activated: 'Je pas •••• {pan} is geactiveerd. Je kunt hem nu gebruiken.',
    backToCards: 'Naar mijn betaalpassen',
    notActivatable: 'Deze pas kun je niet activeren.',
    formExpired: 'Het formulier is verlopen. Probeer het opnieuw.',
  },
  en: {
    title: 'Activate a card',
    intro: 'You can use a new card once you have activated it.',
    none: 'You have no card waiting to be activated.',
    card: 'Debit card •••• {pan}',
    holder: 'Card holder',
    account: 'Account',
    activate: 'Activate card •••• {pan}',
    activated: 'Your card •••• {pan} is activated. You can use it now.',
    backToCards: 'To my debit cards',
    notActivatable: 'You cannot activate this card.',
    formExpired: 'The form has expired. Please try again.',
  },
} as const;

/** Section 9: the states of a card that still has to be activated. */
const INACTIVE_STATES = ['AWAITING_ACTIVATION', 'CREATED'];

type InactiveCard = { payment_instrument_id: string; masked_pan: string; printed_name: string; iban: string };

/**
 * Card activation (the app's "activate" link for an inactive card): lists the customer's cards
 * awaiting activation and really activates one, so a replacement card becomes usable in the app.
 */
export function activationPages(app: FastifyInstance, context: SandboxContext): void {
  const { environment, database } = context;
  const paths = portalPaths(environment);
  const inactiveCards = (customerId: string) =>
    database.query<InactiveCard>(
      `SELECT c.payment_instrument_id, c.masked_pan, c.printed_name, c.iban FROM card_access a JOIN cards c ON c.payment_instrument_id = a.payment_instrument_id
        WHERE a.customer_id = $1 AND a.sees_details AND c.state = ANY($2::text[]) ORDER BY a.list_order`,
      [customerId, INACTIVE_STATES],
    );

  for (const segment of ownSegments(paths.activateCard))
    for (const language of LANGUAGES) {
      const path = routeOf(paths.activateCard[segment][language]);
      const texts = TEXTS[language];

      app.get<{ Querystring: Record<string, unknown> }>(path, async (request, reply) => {
        const caller = await requireCaller(context, request, reply, language, 'any');
        if (!caller) return reply;
        const token = formToken(environment, request, reply);
        const cards = await inactiveCards(caller.customerId);
        const activated =
          typeof request.query.activated === 'string' ? /^\d{4}$/.exec(request.query.activated)?.[0] : undefined;
        return sendPage(reply, context, {
          language,
          segment: caller.segment,
          signedIn: true,
          title: texts.title,
          alternateHref: routeOf(paths.activateCard[segment][otherLanguage(language)]),
          body: html`<h1>${texts.title}</h1>
${activated ? html`<p class="success" role="status">${texts.activated.replace('{pan}', activated)}</p>` : ''}
<p class="lead">${texts.intro}</p>
${
  cards.length === 0
    ? html`<p>${texts.none}</p>`
    : html`<ul class="cards">${cards.map(
        (card) => html`<li>
<h2>${texts.card.replace('{pan}', card.masked_pan)}</h2>
<dl class="details"><dt>${texts.holder}</dt><dd>${card.printed_name}</dd><dt>${texts.account}</dt><dd>${formatIban(card.iban)}</dd></dl>
<form method="post" action="${path}">
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${token}">
<input type="hidden" name="paymentInstrumentId" value="${card.payment_instrument_id}">
<button type="submit">${texts.activate.replace('{pan}', card.masked_pan)}</button>
</form>
</li>`,
      )}</ul>`
}
<p><a href="${paths.app[caller.segment][language]}">${texts.backToCards}</a></p>`,
        });
      });

      app.post<{ Body: Record<string, unknown> }>(path, async (request, reply) => {
        const caller = await requireCaller(context, request, reply, language, 'any');
        if (!caller) return reply;
        const problem = (message: string, status: number) =>
          sendProblem(
            reply,
            context,
            { language, segment: caller.segment, signedIn: true, message, back: path },
            status,
          );
        if (!isValidFormPost(environment, request, request.body ?? {})) return problem(texts.formExpired, 403);
        const cardId = field(request.body, 'paymentInstrumentId') ?? '';
        const activated = await database.transaction(async (tx) => {
          const rows = await tx.query<{ masked_pan: string }>(
            `UPDATE cards c SET state = 'ACTIVE'
            FROM card_access a
           WHERE c.payment_instrument_id = $1 AND a.payment_instrument_id = c.payment_instrument_id AND a.customer_id = $2 AND a.sees_details
             AND c.state = ANY($3::text[])
           RETURNING c.masked_pan`,
            [cardId, caller.customerId, INACTIVE_STATES],
          );
          return rows[0];
        });
        if (!activated) return problem(texts.notActivatable, 409);
        return reply.redirect(`${path}?activated=${encodeURIComponent(activated.masked_pan)}`, 303);
      });
    }
}
