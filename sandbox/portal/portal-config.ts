import type { Environment } from '../../application/environment';

/**
 * What the portal's browser scripts need to know of the Environment, handed to them as the
 * constant `PORTAL_CONFIG` when they are served (so one build serves every brand).
 */
export type PortalConfig = Pick<
  Environment,
  'brandName' | 'brandAbbreviation' | 'apiPrefix' | 'productPrefixes' | 'loginPaths' | 'xsrfToken'
> & {
  readonly overview: Environment['portal']['overview'];
  readonly help: Environment['portal']['help'];
  readonly timeoutMs: number;
};

export function portalConfigOf(environment: Environment): PortalConfig {
  const { brandName, brandAbbreviation, apiPrefix, productPrefixes, loginPaths, xsrfToken, portal, timeouts } =
    environment;
  return {
    brandName,
    brandAbbreviation,
    apiPrefix,
    productPrefixes,
    loginPaths,
    xsrfToken,
    overview: portal.overview,
    help: portal.help,
    timeoutMs: timeouts.requestMs,
  };
}
