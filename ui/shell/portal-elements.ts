import type { PortalPart } from '../../application/ports/portal';

/**
 * The contract with the portal's scripts (section 2.2), as the signing widget's: each script
 * defines a custom element named after the brand abbreviation — `{abbrev}-header`,
 * `{abbrev}-footer`, `{abbrev}-chat-client` — which the app places in its slot once the script
 * has loaded. All three take the attributes `language` (nl, en) and `segment` (private,
 * business); the header also the property below, the chat client the method below.
 */
export const portalElementName = (brandAbbreviation: string, part: PortalPart): string =>
  `${brandAbbreviation}-${part === 'chat' ? 'chat-client' : part}`;

export type PortalHeaderElement = HTMLElement & {
  /** Called with the language the customer switches to (section 5: it must be a function). */
  languageChangeHandler?: (language: string) => void;
};

export type ChatClientElement = HTMLElement & {
  /** Opens or closes the chat window (the contact block's "Open the chat"). */
  toggle?: () => void;
};
