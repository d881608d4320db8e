import type { Environment } from '../../../application/environment';

/**
 * What the portal's browser scripts need to know of the Environment, handed to them as the
 * constant `PORTAL_CONFIG` when they are served (so one build serves every brand).
 */
export type PortalConfig = Pick<
  Environment,
  'brand' | 'brandName' | 'brandAbbreviation' | 'apiPrefix' | 'productPrefixes' | 'loginPaths' | 'xsrfToken' | 'serviceVersion'
> & {
  readonly overview: Environment['portal']['overview'];
  readonly help: Environment['portal']['help'];
  readonly timeoutMs: number;
};

export function portalConfigOf(environment: Environment): PortalConfig {
  const { brand, brandName, brandAbbreviation, apiPrefix, productPrefixes, loginPaths, xsrfToken, serviceVersion, portal, timeouts } = environment;
  return { brand, brandName, brandAbbreviation, apiPrefix, productPrefixes, loginPaths, xsrfToken, serviceVersion, overview: portal.overview, help: portal.help, timeoutMs: timeouts.requestMs };
}
