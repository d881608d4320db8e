import type { Language } from '../../domain/money/locale';
import { isSafeLink } from '../../domain/urls/safe-link';
import { segmentOf } from '../../application/segment';
import type { Environment } from '../../application/environment';
import type { Translations } from '../i18n/texts';

/** What the first module paints the overview's frame from, before any answer of the customer's. */
export type FirstPageInput = {
  readonly document: Document;
  readonly texts: Translations;
  readonly language: Language;
  readonly mobile: boolean;
  readonly pathname: string;
  readonly config: Readonly<Record<string, unknown>>;
};

type Child = Node | string | false;
export type Make = (
  tag: string,
  attributes?: Readonly<Record<string, string | number>>,
  ...children: Child[]
) => Element;
export type Translate = (key: string, values?: Readonly<Record<string, string>>) => string;

/** The tools and the config's values that both halves of the first paint (frame and card) use. */
export type FirstPageKit = {
  readonly h: Make;
  readonly t: Translate;
  readonly mobile: boolean;
  readonly brand: string;
  readonly brandName: string;
  /** The portal's overview for this area (the title bar's back link) and its help page. */
  readonly back: string;
  readonly help: string;
  /** The portal's activation page in the page's language; undefined where SafeLink would show plain text. */
  readonly activateCard: string | undefined;
  /** The business area: the card's words name its holder (issue 33, item 17). */
  readonly business: boolean;
};

export const isText = (value: unknown): value is string => typeof value === 'string';

const SVG_TAGS = new Set(['svg', 'rect', 'circle', 'g', 'path']);

/**
 * Elements made node by node, never parsed from text (no innerHTML: tests/ui/bundle-and-csp),
 * so whatever the bank's answer holds lands in the page as text.
 */
export const maker =
  (document: Document): Make =>
  (tag, attributes = {}, ...children) => {
    const element = SVG_TAGS.has(tag)
      ? document.createElementNS('http://www.w3.org/2000/svg', tag)
      : document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
    element.append(...children.filter((child): child is Node | string => child !== false));
    return element;
  };

/**
 * The kit, or undefined where the app would show the page otherwise: a config without the brand,
 * or a portal link the app would show as plain text (SafeLink's rule), is not painted. A config
 * without the portal's links, or texts without one the page needs, throw: the paint is left out.
 */
export function firstPageKit({
  document,
  texts,
  language,
  mobile,
  pathname,
  config,
}: FirstPageInput): FirstPageKit | undefined {
  const { brand, brandName } = config;
  if (!isText(brand) || !isText(brandName)) return undefined;
  const segment = segmentOf(pathname, config as unknown as Pick<Environment, 'businessPrefixes'>);
  const { portal } = config as unknown as Pick<Environment, 'portal'>;
  const back = portal.overview[segment][language];
  const help = portal.help[segment][language];
  if (![back, help].every((link) => isSafeLink(link))) return undefined;
  const activateCard: unknown = portal.activateCard?.[segment]?.[language];
  const { linkOrigins } = config as unknown as Pick<Environment, 'linkOrigins'>;
  return {
    h: maker(document),
    t: translator(texts),
    mobile,
    brand,
    brandName,
    back,
    help,
    activateCard: isSafeLink(activateCard, Array.isArray(linkOrigins) ? linkOrigins : []) ? activateCard : undefined,
    business: segment === 'business',
  };
}

/** The texts' words by key, as i18next would give them; a missing text throws (the paint is left out). */
export const translator =
  (texts: Translations): Translate =>
  (key, values = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((branch, part) => (branch as Record<string, unknown> | undefined)?.[part], texts);
    if (!isText(text)) throw new Error(`first paint: no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
