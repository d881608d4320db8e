import type { Language } from '../domain/index';
import type { Environment } from './environment';

/** Section 6: private (retail, the default) or business, detected from the page path. */
export type Segment = 'private' | 'business';

/** Section 2.9: a business area path holds a segment `/{nl-zakelijk}/` or `/{en-business}/`. */
export function isBusinessPath(pathname: string, environment: Pick<Environment, 'businessPrefixes'>): boolean {
  return Object.values(environment.businessPrefixes).some((prefix) => pathname.includes(`/${prefix}/`));
}

export const segmentOf = (pathname: string, environment: Pick<Environment, 'businessPrefixes'>): Segment =>
  isBusinessPath(pathname, environment) ? 'business' : 'private';

/**
 * Where the app is served for a language and segment: the private path, or the same path under
 * the business prefix (`/nl/betaalpassen/` → `/nl-zakelijk/betaalpassen/`).
 */
export function appPathFor(
  language: Language,
  segment: Segment,
  environment: Pick<Environment, 'appPaths' | 'productPrefixes' | 'businessPrefixes'>,
): string {
  const path = environment.appPaths[language];
  if (segment === 'private') return path;
  const privatePrefix = `/${environment.productPrefixes[language]}/`;
  const businessPrefix = `/${environment.businessPrefixes[language]}/`;
  return path.startsWith(privatePrefix) ? `${businessPrefix}${path.slice(privatePrefix.length)}` : path;
}
