import type { Language } from '../domain/index';
import type { Environment } from './environment';
import type { Segment } from './segment';
import { token } from './token';

type PerLanguage<T = string> = Readonly<Record<Language, T>>;

/** The portal's links of one segment, per language: what a page of that segment links to. */
export type PortalLinks = {
  /** The area these links are of: a business page names a card's holder (issue 33, item 17). */
  readonly segment: Segment;
  readonly overview: PerLanguage;
  readonly help: PerLanguage;
  readonly personalData: PerLanguage;
  readonly europeCountries: PerLanguage;
  readonly activateCard: PerLanguage;
  /** Undefined where the Environment names no accessibility statement. */
  readonly accessibility: PerLanguage | undefined;
  /** Undefined where the Environment names no "to sign" list. */
  readonly toSign: PerLanguage | undefined;
  readonly sidebarLinks: PerLanguage<readonly [string, string, string, string]>;
};

/**
 * Issue 33, items 12 and 16: every link on a business page goes to the business pages. The one
 * place the Environment's links are read for a segment.
 */
export function portalLinks(environment: Pick<Environment, 'portal'>, segment: Segment): PortalLinks {
  const { portal } = environment;
  return {
    segment,
    overview: portal.overview[segment],
    help: portal.help[segment],
    personalData: portal.personalData[segment],
    europeCountries: portal.europeCountries[segment],
    activateCard: portal.activateCard[segment],
    accessibility: portal.accessibility?.[segment],
    toSign: portal.toSign?.[segment],
    sidebarLinks: portal.sidebarLinks[segment],
  };
}

/** The links of the segment this page is in (its path says which, section 2.9). */
export const PortalLinks = token<PortalLinks>('PortalLinks');
