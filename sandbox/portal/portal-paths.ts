import type { Environment } from '../../application/environment';
import type { Language } from '../../domain/index';
import { appPathFor } from '../../application/segment';
import type { Segment } from '../store/sessions';

type PerLanguage = Readonly<Record<Language, string>>;
type PerSegment = Readonly<Record<Segment, PerLanguage>>;

export const SEGMENTS: readonly Segment[] = ['private', 'business'];

/** The segments a link has a page of its own in: a bank may give both segments one page. */
export const ownSegments = (links: PerSegment | undefined): readonly Segment[] =>
  links && (links.business.nl !== links.private.nl || links.business.en !== links.private.en) ? SEGMENTS : ['private'];

const perLanguage = (make: (language: Language) => string): PerLanguage => ({ nl: make('nl'), en: make('en') });
const perSegment = (make: (segment: Segment, language: Language) => string): PerSegment => ({
  private: perLanguage((language) => make('private', language)),
  business: perLanguage((language) => make('business', language)),
});

/** Strips a fragment: a route is a path, the fragment is the browser's. */
export const routeOf = (link: string): string => link.split('#')[0]!.split('?')[0]!;

/**
 * Where the portal's pages are, all from the Environment. The pages the app links to come from
 * `portal.*`; the sandbox's own (the mobile-app stand-in, the "to sign" list) hang under the
 * product prefixes.
 */
export function portalPaths(environment: Environment) {
  const { portal, productPrefixes, businessPrefixes } = environment;
  const prefixes = { private: productPrefixes, business: businessPrefixes };
  const resources = `${environment.apiPrefix}/resources/${environment.brand}/portal/v1`;
  return {
    app: {
      private: environment.appPaths,
      business: perLanguage((language) => appPathFor(language, 'business', environment)),
    } as Record<Segment, PerLanguage>,
    login: environment.loginPaths,
    mobileApp: perLanguage(
      (language) => `/${productPrefixes[language]}/${language === 'nl' ? 'mobiele-app' : 'mobile-app'}/`,
    ),
    toSign:
      portal.toSign ??
      perSegment(
        (segment, language) =>
          `/${prefixes[segment][language]}/${language === 'nl' ? 'mijn-overzicht/te-ondertekenen' : 'my-overview/to-sign'}/`,
      ),
    overview: portal.overview,
    help: portal.help,
    personalData: portal.personalData,
    europeCountries: portal.europeCountries,
    activateCard: portal.activateCard,
    /** Undefined where the Environment names no statement: then the sandbox serves no such page. */
    accessibility: portal.accessibility,
    forgotPin: perSegment((segment, language) => portal.sidebarLinks[segment][language][0]),
    contactless: perSegment((segment, language) => portal.sidebarLinks[segment][language][1]),
    overviewSettings: perSegment((segment, language) => portal.sidebarLinks[segment][language][2]),
    foreignCurrency: perSegment((segment, language) => portal.sidebarLinks[segment][language][3]),
    stylesheet: `${resources}/portal.css`,
    pageScript: `${resources}/portal-page.js`,
  };
}

export type PortalPaths = ReturnType<typeof portalPaths>;
