import type { FastifyInstance } from 'fastify';
import { formatAmount, LANGUAGES, localeOf, type Language } from '../../../domain/index';
import { pageCaller } from '../../http/page-session';
import type { SandboxContext } from '../../sandbox-context';
import type { Segment } from '../../store/sessions';
import { html, type Html } from '../html';
import { portalPaths, routeOf, SEGMENTS, type PortalPaths } from '../portal-paths';
import { ACCESSIBILITY_TITLE, accessibilityBody } from './accessibility-page';
import { EUROPE_COUNTRIES } from './europe-countries';
import { otherLanguage, sendPage } from './page-kit';

type InfoPage = {
  /**
   * The page's link per language in a segment (from the Environment); undefined: the Environment
   * has no such page there. Every page the app links to has one per segment (issue 33, 12 and 16).
   */
  readonly links: (paths: PortalPaths, segment: Segment) => Readonly<Record<Language, string>> | undefined;
  readonly title: Readonly<Record<Language, string>>;
  readonly body: (language: Language, paths: PortalPaths, segment: Segment) => Html;
};

/** Demo rates (EUR → currency), shown as indicative: the sandbox has no market data. */
const RATES: readonly [string, Readonly<Record<Language, string>>, number][] = [
  ['USD', { nl: 'Amerikaanse dollar', en: 'US dollar' }, 1.0842],
  ['GBP', { nl: 'Britse pond', en: 'Pound sterling' }, 0.8531],
  ['CHF', { nl: 'Zwitserse frank', en: 'Swiss franc' }, 0.9587],
  ['JPY', { nl: 'Japanse yen', en: 'Japanese yen' }, 163.42],
  ['SEK', { nl: 'Zweedse kroon', en: 'Swedish krona' }, 11.2375],
  ['TRY', { nl: 'Turkse lira', en: 'Turkish lira' }, 37.815],
];

const helpBody = (language: Language, paths: PortalPaths, segment: Segment) =>
  language === 'nl'
    ? html`<p class="lead">Antwoorden op vragen over je betaalpas.</p>
<h2>Pas kwijt of gestolen?</h2>
<p>Blokkeer je pas meteen in <a href="${paths.app[segment].nl}">Betaalpassen</a> en vraag daar een nieuwe pas aan.</p>
<h2>Pincode vergeten?</h2>
<p><a href="${paths.forgotPin[segment].nl}">Vraag een nieuwe pincode aan</a>.</p>
<h2>Naar het buitenland</h2>
<p>Met de instelling Europa werkt je pas in <a href="${paths.europeCountries[segment].nl}">deze landen</a>. Daarbuiten zet je je pas op Wereld.</p>
<h2>Contactloos betalen</h2>
<p><a href="${paths.contactless[segment].nl}">Zo werkt contactloos betalen</a>.</p>
<h2>Chat met ons</h2>
<p><button type="button" data-chat-toggle>Open de chat</button></p>`
    : html`<p class="lead">Answers to questions about your debit card.</p>
<h2>Card lost or stolen?</h2>
<p>Block your card straight away in <a href="${paths.app[segment].en}">Debit cards</a> and order a new card there.</p>
<h2>Forgot your PIN?</h2>
<p><a href="${paths.forgotPin[segment].en}">Request a new PIN</a>.</p>
<h2>Going abroad</h2>
<p>Set to Europe, your card works in <a href="${paths.europeCountries[segment].en}">these countries</a>. Elsewhere, set your card to World.</p>
<h2>Contactless payments</h2>
<p><a href="${paths.contactless[segment].en}">How contactless payments work</a>.</p>
<h2>Chat with us</h2>
<p><button type="button" data-chat-toggle>Open the chat</button></p>`;

const PAGES: readonly InfoPage[] = [
  {
    links: (paths, segment) => (segment === 'private' ? paths.help.private : undefined),
    title: { nl: 'Hulp en advies', en: 'Help and advice' },
    body: helpBody,
  },
  {
    links: (paths, segment) => (segment === 'business' ? paths.help.business : undefined),
    title: { nl: 'Hulp en advies Zakelijk', en: 'Business help and advice' },
    body: helpBody,
  },
  {
    links: (paths, segment) => paths.forgotPin[segment],
    title: { nl: 'Pincode vergeten', en: 'Forgot your PIN' },
    body: (language) =>
      language === 'nl'
        ? html`<p class="lead">Weet je je pincode niet meer? Dan vraag je een nieuwe aan. Je krijgt die binnen 5 werkdagen per post.</p>
<p class="note">In de sandbox wordt geen pincode verstuurd.</p>`
        : html`<p class="lead">Forgotten your PIN? Then request a new one. It arrives by post within 5 working days.</p>
<p class="note">The sandbox sends no PIN.</p>`,
  },
  {
    links: (paths, segment) => paths.contactless[segment],
    title: { nl: 'Contactloos betalen', en: 'Contactless payments' },
    body: (language) =>
      language === 'nl'
        ? html`<p class="lead">Houd je pas bij de betaalautomaat: tot € 50 per betaling hoef je meestal geen pincode in te toetsen.</p>
<p>Na een paar contactloze betalingen achter elkaar, of boven € 150 in totaal, vraagt de automaat toch om je pincode. Zo blijft je geld veilig als je je pas verliest.</p>`
        : html`<p class="lead">Hold your card near the terminal: up to €50 per payment you usually need no PIN.</p>
<p>After a few contactless payments in a row, or above €150 in total, the terminal asks for your PIN after all. That keeps your money safe if you lose your card.</p>`,
  },
  {
    links: (paths, segment) => paths.foreignCurrency[segment],
    title: { nl: 'Wisselkoersen vreemde valuta', en: 'Foreign currency rates' },
    body: (language) => {
      const locale = localeOf(language);
      const heads = language === 'nl' ? ['Valuta', 'Code', 'Koers voor € 1'] : ['Currency', 'Code', 'Rate for €1'];
      return html`<p class="lead">${language === 'nl' ? 'Indicatieve koersen voor betalen en opnemen met je pas buiten de eurozone.' : 'Indicative rates for paying and withdrawing with your card outside the euro area.'}</p>
<table>
<caption>${language === 'nl' ? 'Koersen (sandbox, vaste demowaarden)' : 'Rates (sandbox, fixed demo values)'}</caption>
<thead><tr>${heads.map((head) => html`<th scope="col">${head}</th>`)}</tr></thead>
<tbody>${RATES.map(([code, name, rate]) => html`<tr><td>${name[language]}</td><td>${code}</td><td class="number">${formatRate(rate, language)}</td></tr>`)}</tbody>
</table>
<p>${language === 'nl' ? 'Bedragen worden weergegeven als' : 'Amounts are shown as'} ${formatAmount(1234.5, locale)}.</p>`;
    },
  },
  { links: (paths, segment) => paths.accessibility?.[segment], title: ACCESSIBILITY_TITLE, body: accessibilityBody },
  {
    links: (paths, segment) => paths.europeCountries[segment],
    title: { nl: 'Landen binnen Europa', en: 'Countries within Europe' },
    body: (language) => {
      const names = EUROPE_COUNTRIES.map((country) => country[language]).sort((a, b) =>
        a.localeCompare(b, localeOf(language)),
      );
      return html`<p class="lead">${language === 'nl' ? 'Staat je pas op Europa, dan kun je ermee betalen en geld opnemen in deze landen:' : 'With your card set to Europe you can pay and withdraw money in these countries:'}</p>
<ul class="columns">${names.map((name) => html`<li>${name}</li>`)}</ul>`;
    },
  },
];

/** Four decimals, in the language's number format (the euro formatter gives two). */
function formatRate(rate: number, language: Language): string {
  const [whole, fraction] = rate.toFixed(4).split('.');
  const wholeText = formatAmount(Number(whole), localeOf(language)).slice(0, -3);
  return `${wholeText}${language === 'nl' ? ',' : '.'}${fraction}`;
}

/**
 * The portal's public pages the app links to: help and advice (private and business), and the
 * sidebar's and region editor's pages (forgot PIN, contactless, currency rates, Europe's countries),
 * and the accessibility statement "Need help?" links to.
 */
export function infoPages(app: FastifyInstance, context: SandboxContext): void {
  const paths = portalPaths(context.environment);
  const served = new Set<string>();
  for (const page of PAGES)
    for (const segment of SEGMENTS) {
      const links = page.links(paths, segment);
      // A bank may give both segments one page: it is served once.
      if (!links || served.has(routeOf(links.nl))) continue;
      served.add(routeOf(links.nl));
      for (const language of LANGUAGES) {
        app.get(routeOf(links[language]), async (request, reply) => {
          const caller = await pageCaller(context, request);
          return sendPage(reply, context, {
            language,
            segment,
            signedIn: caller !== undefined,
            title: page.title[language],
            alternateHref: links[otherLanguage(language)],
            body: html`<h1>${page.title[language]}</h1>
${page.body(language, paths, segment)}`,
          });
        });
      }
    }
}
