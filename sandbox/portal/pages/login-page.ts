import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../../domain/index';
import { FORM_TOKEN_FIELD, formToken, isValidFormPost } from '../../http/form-token';
import { startSession } from '../../http/session-cookie';
import type { SandboxContext } from '../../sandbox-context';
import { allowAttempt } from '../../store/attempts';
import type { Segment } from '../../store/sessions';
import { html } from '../html';
import { portalPaths } from '../portal-paths';
import { safeReturnPath } from '../return-path';
import { field, otherLanguage, sendPage, sendProblem } from './page-kit';

const TEXTS = {
  nl: {
    title: 'Inloggen',
    businessTitle: 'Inloggen Zakelijk',
    intro: 'Dit is de sandbox van de portal: kies een democlient om mee in te loggen. Er is geen wachtwoord nodig.',
    customers: 'Democlienten',
    signInAs: 'Inloggen als {name}',
    toBusiness: 'Zakelijke klant? Log in op Zakelijk',
    toPrivate: 'Particuliere klant? Log in als particulier',
    mobileApp: 'Of open de betaalpassen zoals de mobiele app dat doet (overdracht van de sessie)',
    returnNote: 'Na het inloggen ga je terug naar de pagina waar je was.',
    formExpired: 'Het formulier is verlopen. Probeer het opnieuw.',
    unknownCustomer: 'Deze democlient bestaat niet in dit deel van de portal.',
    tooMany: 'Te veel pogingen. Wacht een minuut en probeer het dan opnieuw.',
    inactiveTitle: 'Je bent uitgelogd',
    inactiveBody:
      'Je was een tijdje niet actief. Voor je veiligheid hebben we je uitgelogd. Log opnieuw in om verder te gaan.',
  },
  en: {
    title: 'Sign in',
    businessTitle: 'Sign in to Business',
    intro: 'This is the portal sandbox: choose a demo customer to sign in as. No password is needed.',
    customers: 'Demo customers',
    signInAs: 'Sign in as {name}',
    toBusiness: 'Business customer? Sign in to Business',
    toPrivate: 'Personal customer? Sign in as a personal customer',
    mobileApp: 'Or open the debit cards as the mobile app does (session handover)',
    returnNote: 'After signing in you go back to the page you were on.',
    formExpired: 'The form has expired. Please try again.',
    unknownCustomer: 'This demo customer does not exist in this part of the portal.',
    tooMany: 'Too many attempts. Wait a minute, then try again.',
    inactiveTitle: 'You have been logged out',
    inactiveBody: 'You were inactive for a while, so we logged you out for your security. Log in again to continue.',
  },
} as const;

type DemoCustomer = { customer_id: string; name: string; company_name: string | null; summary: string | null };

const segmentOf = (value: unknown): Segment => (value === 'business' ? 'business' : 'private');

/**
 * Section 2.9's default login pages: the demo customers of the area (`segment=business` is the
 * business area), and back to `{abbrev}Url` afterwards — only a same-origin path, else the app.
 */
export function loginPages(app: FastifyInstance, context: SandboxContext): void {
  const { environment, database } = context;
  const paths = portalPaths(environment);
  const returnField = `${environment.brandAbbreviation}Url`;
  const demoCustomers = (segment: Segment) =>
    database.query<DemoCustomer>(
      'SELECT customer_id, name, company_name, summary FROM customers WHERE demo_order IS NOT NULL AND segment = $1 ORDER BY demo_order',
      [segment],
    );

  for (const language of LANGUAGES) {
    const path = environment.loginPaths[language];

    app.get<{ Querystring: Record<string, unknown> }>(path, async (request, reply) => {
      const segment = segmentOf(request.query.segment);
      const back = safeReturnPath(request.query[returnField]);
      // The app signed out because the session's idle time ran out (its login address says so).
      const inactive = request.query.reason === 'inactive';
      const token = formToken(environment, request, reply);
      return sendPage(reply, context, {
        language,
        segment,
        signedIn: false,
        title: TEXTS[language][segment === 'business' ? 'businessTitle' : 'title'],
        alternateHref: loginAddress(environment.loginPaths[otherLanguage(language)], segment, returnField, back),
        body: loginBody(language, segment, back, token, await demoCustomers(segment), inactive),
      });
    });

    app.post<{ Body: Record<string, unknown> }>(path, async (request, reply) => {
      const texts = TEXTS[language];
      const segment = segmentOf(field(request.body, 'segment'));
      const again = loginAddress(path, segment, returnField, safeReturnPath(field(request.body, returnField)));
      const problem = (message: string, status: number) =>
        sendProblem(reply, context, { language, segment, signedIn: false, message, back: again }, status);
      if (!isValidFormPost(environment, request, request.body ?? {})) return problem(texts.formExpired, 403);
      if (!(await allowAttempt(database, 'sign-in', request.ip, context.now(), context.attemptLimit))) {
        reply.header('retry-after', String(context.attemptLimit.windowSeconds));
        return problem(texts.tooMany, 429);
      }
      const customer = (await demoCustomers(segment)).find(
        (candidate) => candidate.customer_id === field(request.body, 'customer'),
      );
      if (!customer) return problem(texts.unknownCustomer, 400);
      await startSession(context, request, reply, { customerId: customer.customer_id, segment });
      return reply.redirect(safeReturnPath(field(request.body, returnField)) ?? paths.app[segment][language], 303);
    });
  }

  function loginBody(
    language: Language,
    segment: Segment,
    back: string | undefined,
    token: string,
    customers: DemoCustomer[],
    inactive: boolean,
  ) {
    const texts = TEXTS[language];
    const other: Segment = segment === 'business' ? 'private' : 'business';
    return html`<h1>${texts[segment === 'business' ? 'businessTitle' : 'title']}</h1>
${inactive ? html`<div class="note signed-out" role="status"><h2>${texts.inactiveTitle}</h2><p>${texts.inactiveBody}</p></div>` : ''}
<p class="lead">${texts.intro}</p>
${back ? html`<p>${texts.returnNote}</p>` : ''}
<form method="post" action="${environment.loginPaths[language]}">
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${token}">
<input type="hidden" name="segment" value="${segment}">
${back ? html`<input type="hidden" name="${returnField}" value="${back}">` : ''}
<h2>${texts.customers}</h2>
<ul class="cards">
${customers.map(
  (customer) => html`<li class="customer">
<h3>${customer.name}</h3>
${customer.company_name ? html`<p>${customer.company_name}</p>` : ''}
${customer.summary ? html`<p lang="en">${customer.summary}</p>` : ''}
<button type="submit" name="customer" value="${customer.customer_id}">${texts.signInAs.replace('{name}', customer.name)}</button>
</li>`,
)}
</ul>
</form>
<p><a href="${loginAddress(environment.loginPaths[language], other, returnField, undefined)}">${texts[other === 'business' ? 'toBusiness' : 'toPrivate']}</a></p>
<p><a href="${paths.mobileApp[language]}">${texts.mobileApp}</a></p>`;
  }
}

function loginAddress(path: string, segment: Segment, returnField: string, back: string | undefined): string {
  const query = new URLSearchParams();
  if (segment === 'business') query.set('segment', 'business');
  if (back) query.set(returnField, back);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
