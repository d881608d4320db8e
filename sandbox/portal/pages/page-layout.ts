import type { Environment } from '../../../application/environment';
import type { Language } from '../../../domain/index';
import type { Segment } from '../../store/sessions';
import { html, type Html } from '../html';
import { portalPaths } from '../portal-paths';

export type PageOptions = {
  readonly language: Language;
  readonly segment: Segment;
  readonly title: string;
  /** The same page in the other language, for the header's language switch. */
  readonly alternateHref?: string | undefined;
  /** Pages without a session (login, the mobile-app stand-in) offer no sign-out. */
  readonly signedIn: boolean;
  readonly body: Html;
  /** The page needs the signing widget (the "to sign" page). */
  readonly signing?: boolean;
};

const SKIP = { nl: 'Naar de inhoud', en: 'Skip to content' } as const;

/**
 * Every portal page: the header, footer and chat client as the app gets them, the page's content
 * in `main`, scripts and styles only as files (the Content-Security-Policy allows nothing inline).
 */
export function renderPage(environment: Environment, options: PageOptions): string {
  const { portal, brandAbbreviation: abbrev } = environment;
  const paths = portalPaths(environment);
  const { language, segment } = options;
  const part = (name: string, extra: Html | string = '') =>
    html`<${raw(`${abbrev}-${name}`)} language="${language}" segment="${segment}"${extra}></${raw(`${abbrev}-${name}`)}>`;
  const headerExtra = html`${options.alternateHref ? html` alternate-href="${options.alternateHref}"` : ''}${options.signedIn ? '' : html` sign-out="off"`}`;
  const document = html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} - ${environment.brandName}</title>
<link rel="stylesheet" href="${paths.stylesheet}">
<script src="${portal.headerScript}" defer></script>
<script src="${portal.footerScript}" defer></script>
<script type="module" src="${portal.chatClientScript}"></script>
${options.signing ? html`<script type="module" src="${portal.signingScript}"></script>` : ''}
<script type="module" src="${paths.pageScript}"></script>
</head>
<body>
<header><a class="skip-link" href="#main">${SKIP[language]}</a>${part('header', headerExtra)}</header>
<main id="main" tabindex="-1">
${options.body}
</main>
<footer>${part('footer')}</footer>
${part('chat-client')}
</body>
</html>
`;
  return document.markup;
}

/** Markup from the sandbox's own constants (element names), never from data. */
function raw(markup: string): Html {
  if (!/^[a-z][a-z0-9-]*$/.test(markup)) throw new Error(`not an element name: ${markup}`);
  return { markup };
}
