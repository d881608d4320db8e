import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../../domain/index';
import { FORM_TOKEN_FIELD, formToken, isValidFormPost } from '../../http/form-token';
import type { SandboxContext } from '../../sandbox-context';
import { allowAttempt } from '../../store/attempts';
import { mintHandover } from '../../store/handovers';
import type { Segment } from '../../store/sessions';
import { html } from '../html';
import { portalPaths } from '../portal-paths';
import { field, otherLanguage, sendPage, sendProblem } from './page-kit';

const TEXTS = {
  nl: {
    title: 'De mobiele app (sandbox)',
    intro:
      'Deze pagina speelt de mobiele app van de bank: die geeft de ingelogde sessie eenmalig door aan de webapp (parameters a, b, c en d). Kies een democlient; de betaalpassen openen dan zonder in te loggen.',
    legend: 'Democlient',
    open: 'Open de betaalpassen in de webapp',
    business: 'zakelijk',
    formExpired: 'Het formulier is verlopen. Probeer het opnieuw.',
    unknownCustomer: 'Kies een democlient.',
    tooMany: 'Te veel pogingen. Wacht een minuut en probeer het dan opnieuw.',
  },
  en: {
    title: 'The mobile app (sandbox)',
    intro:
      'This page plays the bank’s mobile app: it hands its signed-in session over to the web app once (parameters a, b, c and d). Choose a demo customer; the debit cards then open without signing in.',
    legend: 'Demo customer',
    open: 'Open the debit cards in the web app',
    business: 'business',
    formExpired: 'The form has expired. Please try again.',
    unknownCustomer: 'Choose a demo customer.',
    tooMany: 'Too many attempts. Wait a minute, then try again.',
  },
} as const;

type DemoCustomer = { customer_id: string; name: string; segment: Segment; company_name: string | null };

/** The app opens the web app on the overview route (section 2.1), carrying the parameters section 2.9 keeps or stores. */
const APP_ROUTE = '#/card-management';

/**
 * The mobile app's side of the app-to-web handover (section 2.9 and 4): a one-time handover is
 * minted for the chosen customer and the web app opened with a, b, c and d, the kept `appvi` and
 * `transactionId`, and one more parameter (`source`) that the app keeps in session storage.
 */
export function mobileAppPages(app: FastifyInstance, context: SandboxContext): void {
  const { environment, database } = context;
  const paths = portalPaths(environment);
  const demoCustomers = () =>
    database.query<DemoCustomer>(
      'SELECT customer_id, name, segment, company_name FROM customers WHERE demo_order IS NOT NULL ORDER BY demo_order',
    );

  for (const language of LANGUAGES) {
    const path = paths.mobileApp[language];
    const texts = TEXTS[language];

    app.get(path, async (request, reply) => {
      const token = formToken(environment, request, reply);
      const customers = await demoCustomers();
      return sendPage(reply, context, {
        language,
        segment: 'private',
        signedIn: false,
        title: texts.title,
        alternateHref: paths.mobileApp[otherLanguage(language)],
        body: html`<h1>${texts.title}</h1>
<p class="lead">${texts.intro}</p>
<form method="post" action="${path}">
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${token}">
<fieldset>
<legend>${texts.legend}</legend>
${customers.map(
  (
    customer,
    index,
  ) => html`<div class="radio"><input type="radio" id="customer-${customer.customer_id}" name="customer" value="${customer.customer_id}"${index === 0 ? html` checked` : ''}>
<label for="customer-${customer.customer_id}">${customer.name}${customer.company_name ? ` (${customer.company_name}, ${texts.business})` : ''}</label></div>`,
)}
</fieldset>
<button type="submit">${texts.open}</button>
</form>`,
      });
    });

    app.post<{ Body: Record<string, unknown> }>(path, async (request, reply) => {
      const problem = (message: string, status: number) =>
        sendProblem(reply, context, { language, segment: 'private', signedIn: false, message, back: path }, status);
      if (!isValidFormPost(environment, request, request.body ?? {})) return problem(texts.formExpired, 403);
      if (!(await allowAttempt(database, 'sign-in', request.ip, context.now(), context.attemptLimit))) {
        reply.header('retry-after', String(context.attemptLimit.windowSeconds));
        return problem(texts.tooMany, 429);
      }
      const customer = (await demoCustomers()).find(
        (candidate) => candidate.customer_id === field(request.body, 'customer'),
      );
      if (!customer) return problem(texts.unknownCustomer, 400);
      const handover = await mintHandover(database, {
        customerId: customer.customer_id,
        segment: customer.segment,
        now: context.now(),
        ttlSeconds: context.handoverSeconds,
      });
      return reply.redirect(handoverAddress(paths.app[customer.segment][language], handover, language), 303);
    });
  }
}

function handoverAddress(
  appPath: string,
  handover: { a: string; b: string; c: string; d: string },
  language: Language,
): string {
  const query = new URLSearchParams({
    ...handover,
    appvi: `sandbox-app-${language}`,
    transactionId: randomUUID(),
    source: 'mobile-app',
  });
  return `${appPath}?${query}${APP_ROUTE}`;
}
