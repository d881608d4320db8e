import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../../domain/index';
import type { SandboxContext } from '../../sandbox-context';
import { customerById } from '../../store/customers';
import { sandboxToday } from '../../store/settings';
import { signingStatusSql } from '../../store/sign-items';
import { html } from '../html';
import { portalPaths, routeOf, SEGMENTS } from '../portal-paths';
import type { Segment } from '../../store/sessions';
import { otherLanguage, requireCaller, sendPage } from './page-kit';

const TEXTS = {
  nl: {
    overview: 'Mijn overzicht',
    businessOverview: 'Zelf regelen',
    welcome: 'Welkom, {name}.',
    arrange: 'Regelen',
    debitCards: 'Mijn betaalpassen',
    accountsAndCards: 'Rekeningen en passen',
    toSign: 'Te ondertekenen ({count})',
    activate: 'Pas activeren ({count})',
    personalData: 'Persoonsgegevens',
    settings: 'Overzicht instellen',
    mobileApp: 'De mobiele app (sandbox)',
    settingsIntro: 'Hier kies je welke rekeningen en producten op je overzicht staan.',
    settingsSandbox: 'In de sandbox staat alles al op je overzicht; hier is niets in te stellen.',
    back: 'Terug naar mijn overzicht',
  },
  en: {
    overview: 'My overview',
    businessOverview: 'Self-service',
    welcome: 'Welcome, {name}.',
    arrange: 'Arrange',
    debitCards: 'My debit cards',
    accountsAndCards: 'Accounts and cards',
    toSign: 'To sign ({count})',
    activate: 'Activate a card ({count})',
    personalData: 'Personal data',
    settings: 'Set up your overview',
    mobileApp: 'The mobile app (sandbox)',
    settingsIntro: 'Here you choose which accounts and products your overview shows.',
    settingsSandbox: 'In the sandbox everything is on your overview already; there is nothing to set here.',
    back: 'Back to my overview',
  },
} as const;

type Counts = { pending: number; inactive: number };

/** The portal overview pages the app's back link leads to (section 2.2), and the overview settings (sidebar). */
export function accountPages(app: FastifyInstance, context: SandboxContext): void {
  const { environment, database } = context;
  const paths = portalPaths(environment);
  const counts = async (customerId: string): Promise<Counts> => {
    const rows = await database.query<Counts>(
      `SELECT (SELECT count(*)::int FROM sign_items i WHERE customer_id = $1 AND ${signingStatusSql('$2::date')} = 'PENDING') AS pending,
              (SELECT count(*)::int FROM card_access a JOIN cards c ON c.payment_instrument_id = a.payment_instrument_id
                WHERE a.customer_id = $1 AND a.sees_details AND c.state IN ('AWAITING_ACTIVATION', 'CREATED')) AS inactive`,
      [customerId, await sandboxToday(database, context.now())],
    );
    return rows[0]!;
  };

  const links = (
    language: Language,
    segment: Segment,
    texts: (typeof TEXTS)[Language],
    { pending, inactive }: Counts,
  ) => html`<li><a href="${paths.toSign[segment][language]}">${texts.toSign.replace('{count}', String(pending))}</a></li>
${inactive > 0 ? html`<li><a href="${paths.activateCard[segment][language]}">${texts.activate.replace('{count}', String(inactive))}</a></li>` : ''}
<li><a href="${paths.personalData[segment][language]}">${texts.personalData}</a></li>
<li><a href="${paths.overviewSettings[segment][language]}">${texts.settings}</a></li>
<li><a href="${paths.mobileApp[language]}">${texts.mobileApp}</a></li>`;

  for (const language of LANGUAGES) {
    const texts = TEXTS[language];
    const other = otherLanguage(language);

    app.get(routeOf(paths.overview.private[language]), async (request, reply) => {
      const caller = await requireCaller(context, request, reply, language, 'private');
      if (!caller) return reply;
      const customer = (await customerById(database, caller.customerId))!;
      return sendPage(reply, context, {
        language,
        segment: 'private',
        signedIn: true,
        title: texts.overview,
        alternateHref: routeOf(paths.overview.private[other]),
        body: html`<h1>${texts.overview}</h1>
<p class="lead">${texts.welcome.replace('{name}', customer.name)}</p>
<h2>${texts.arrange}</h2>
<ul class="links">
<li><a href="${paths.app.private[language]}">${texts.debitCards}</a></li>
${links(language, 'private', texts, await counts(caller.customerId))}
</ul>`,
      });
    });

    const businessLink = paths.overview.business[language];
    app.get(routeOf(businessLink), async (request, reply) => {
      const caller = await requireCaller(context, request, reply, language, 'business');
      if (!caller) return reply;
      const customer = (await customerById(database, caller.customerId))!;
      // Section 2.2: the app's back link lands on the Accounts-and-cards / My-debit-cards section.
      const anchor = businessLink.split('#')[1] ?? 'debit-cards';
      return sendPage(reply, context, {
        language,
        segment: 'business',
        signedIn: true,
        title: texts.businessOverview,
        alternateHref: routeOf(paths.overview.business[other]),
        body: html`<h1>${texts.businessOverview}</h1>
<p class="lead">${texts.welcome.replace('{name}', customer.name)}${customer.company_name ? html` <span>${customer.company_name}</span>` : ''}</p>
<h2>${texts.accountsAndCards}</h2>
<section id="${anchor}" aria-labelledby="debit-cards-title">
<h3 id="debit-cards-title">${texts.debitCards}</h3>
<ul class="links">
<li><a href="${paths.app.business[language]}">${texts.debitCards}</a></li>
${links(language, 'business', texts, await counts(caller.customerId))}
</ul>
</section>`,
      });
    });

    for (const segment of SEGMENTS)
      app.get(routeOf(paths.overviewSettings[segment][language]), async (request, reply) => {
        const caller = await requireCaller(context, request, reply, language, 'any');
        if (!caller) return reply;
        return sendPage(reply, context, {
          language,
          segment: caller.segment,
          signedIn: true,
          title: texts.settings,
          alternateHref: routeOf(paths.overviewSettings[segment][other]),
          body: html`<h1>${texts.settings}</h1>
<p class="lead">${texts.settingsIntro}</p>
<p class="note">${texts.settingsSandbox}</p>
<p><a href="${paths.overview[caller.segment][language]}">${texts.back}</a></p>`,
        });
      });
  }
}
