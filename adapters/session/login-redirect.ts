import type { Language } from '../../domain/index';
import type { Environment } from '../../application/environment';
import type { PageAddress } from '../../application/ports/navigation';
import { isBusinessPath } from '../../application/segment';

export { isBusinessPath };

type LoginEnvironment = Pick<Environment, 'loginPaths' | 'businessPrefixes' | 'brandAbbreviation'>;

/**
 * Section 2.9, in its order: the login URL (given, or the default for the language); then
 * `segment=business` only in the business area; then `{abbrev}Url` = the encoded current
 * pathname + search + hash.
 */
export function loginRedirectUrl(
  address: PageAddress,
  context: {
    readonly language: Language;
    readonly environment: LoginEnvironment;
    readonly loginUrl?: string | undefined;
  },
): string {
  const { environment } = context;
  const login = context.loginUrl ?? environment.loginPaths[context.language];
  const parts = [
    ...(isBusinessPath(address.pathname, environment) ? ['segment=business'] : []),
    `${environment.brandAbbreviation}Url=${encodeURIComponent(`${address.pathname}${address.search}${address.hash}`)}`,
  ];
  return `${login}${login.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

/** Section 2.9: no redirect from the login page itself (in either language), or it would loop. */
export function isOnLoginPath(
  pathname: string,
  environment: Pick<Environment, 'loginPaths'>,
  loginUrl?: string,
): boolean {
  const paths = [...Object.values(environment.loginPaths), ...(loginUrl ? [loginUrl.split(/[?#]/)[0] ?? ''] : [])];
  return paths.some((path) => path === pathname);
}
