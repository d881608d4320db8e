import type { Language } from '../../../domain/index';
import { html, type Html } from '../html';
import type { PortalPaths } from '../portal-paths';

/** The date of the last check: the day the browser tests named in docs/accessibility.md last ran green. */
export const LAST_CHECKED = { nl: '25 november 2026', en: '25 November 2026' } as const;

export const ACCESSIBILITY_TITLE = {
  nl: 'Toegankelijkheidsverklaring betaalpassen',
  en: 'Accessibility statement debit cards',
} as const;

/**
 * The accessibility statement of the debit-card pages (European Accessibility Act, since
 * 28 June 2025), in short; docs/accessibility.md holds it whole, with the tests behind each claim.
 */
export function accessibilityBody(language: Language, paths: PortalPaths): Html {
  return language === 'nl'
    ? html`<p class="lead">Iedereen moet zijn betaalpassen zelf kunnen regelen, ook met een schermlezer, alleen een toetsenbord of een klein scherm. Hier lees je hoe toegankelijk de pagina's "Mijn betaalpassen" zijn.</p>
<h2>Norm</h2>
<p>We houden ons aan WCAG 2.2, niveau AA, zoals de Europese norm EN 301 549 die vraagt.</p>
<h2>Hoe we het controleren</h2>
<ul>
<li>Bij elke wijziging controleren automatische tests (axe-core, de regels van WCAG 2.0, 2.1 en 2.2 op niveau A en AA) elk scherm in elke toestand: het overzicht met elke soort pas, meldingen en fouten, recente wijzigingen, de limiet- en gebiedsinstellingen, ondertekenen, een pas vervangen en de sessiewaarschuwing.</li>
<li>Dat gebeurt in het Nederlands en het Engels, op een breed scherm (1280 pixels) en een telefoon (375 pixels). Op 320 pixels breed mag niets opzij scrollen.</li>
<li>Blokkeren en deblokkeren, een limiet wijzigen met de kalender, ondertekenen, recente wijzigingen bekijken en de chat openen testen we met alleen het toetsenbord.</li>
</ul>
<h2>Wat nog niet voldoet</h2>
<ul>
<li>De titel van een melding is altijd een kop van niveau 6, ook direct na de kop van de pagina. Zo schrijft de huisstijl van de bank het voor; een schermlezer slaat daardoor kopniveaus over.</li>
<li>We hebben de pagina's nog niet met de hand getest met schermlezers (zoals NVDA, JAWS of VoiceOver). Automatische tests vinden niet alles.</li>
<li>De kop, de voet en de chat van de website komen van de rest van de website; die testen we alleen zoals ze op deze pagina's staan.</li>
</ul>
<h2>Laatste controle</h2>
<p>${LAST_CHECKED.nl}.</p>
<h2>Een probleem melden</h2>
<p>Kom je iets tegen dat niet werkt met je hulpmiddel? Vertel het ons via de chat of <a href="${paths.help.private.nl}">hulp en advies</a>. Zeg op welke pagina het was en wat je gebruikte, dan lossen we het op.</p>`
    : html`<p class="lead">Everyone should be able to manage their debit cards themselves, also with a screen reader, only a keyboard or a small screen. Here you read how accessible the "My debit cards" pages are.</p>
<h2>Standard</h2>
<p>We follow WCAG 2.2, level AA, as the European standard EN 301 549 requires.</p>
<h2>How we check</h2>
<ul>
<li>With every change, automated tests (axe-core, the rules of WCAG 2.0, 2.1 and 2.2 at level A and AA) check every screen in every state: the overview with every kind of card, notifications and errors, recent changes, the limit and region settings, signing, replacing a card and the session warning.</li>
<li>They do so in Dutch and English, on a wide screen (1280 pixels) and a phone (375 pixels). At 320 pixels wide nothing may scroll sideways.</li>
<li>Blocking and unblocking, changing a limit with the calendar, signing, reading recent changes and opening the chat are tested with the keyboard alone.</li>
</ul>
<h2>What does not conform yet</h2>
<ul>
<li>A notification's title is always a level 6 heading, also straight after the page's heading. The bank's house style prescribes it; a screen reader therefore skips heading levels.</li>
<li>We have not yet tested the pages by hand with screen readers (such as NVDA, JAWS or VoiceOver). Automated tests do not find everything.</li>
<li>The website's header, footer and chat come from the rest of the website; we test them only as they appear on these pages.</li>
</ul>
<h2>Last check</h2>
<p>${LAST_CHECKED.en}.</p>
<h2>Report a problem</h2>
<p>Does something not work with your assistive technology? Tell us through the chat or <a href="${paths.help.private.en}">help and advice</a>. Say which page it was and what you used, and we will fix it.</p>`;
}
