import type { Language } from '../../domain/index';
import type { Environment } from '../../application/environment';
import type { PageAddress } from '../../application/ports/navigation';
import type { SignOutReason } from '../../application/ports/session';
import { isBusinessPath } from '../../application/segment';

export { isBusinessPath };

/** The login address's query parameter that says why the app signed out (the sandbox's login page reads it). */
export const LOGGED_OUT_REASON = 'reason';

type LoginEnvironment = Pick<Environment, 'loginPaths' | 'businessPrefixes' | 'brandAbbreviation'>;

/**
 * Section 2.9, in its order: the login URL (given, or the default for the language); then
 * `segment=business` only in the business area; then `{abbrev}Url` = the encoded current
 * pathname + search + hash. After them, beyond the spec, `reason=inactive` when the app signed
 * out because the session's idle time ran out, so that the login page can say why (issue 33).
 */
export function loginRedirectUrl(
  address: PageAddress,
  context: {
    readonly language: Language;
    readonly environment: LoginEnvironment;
    readonly loginUrl?: string | undefined;
    readonly reason?: SignOutReason | undefined;
  },
): string {
  const { environment } = context;
  const login = context.loginUrl ?? environment.loginPaths[context.language];
  const parts = [
    ...(isBusinessPath(address.pathname, environment) ? ['segment=business'] : []),
    `${environment.brandAbbreviation}Url=${encodeURIComponent(`${address.pathname}${address.search}${address.hash}`)}`,
    ...(context.reason === 'inactive' ? [`${LOGGED_OUT_REASON}=inactive`] : []),
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
