import { token } from '../../application/token';
import type { AuthorisationSession } from '../session/authorisation-session';

/** Section 4's re-authorisation on a 401: true once the session is authorised again. */
export type Reauthorise = () => Promise<boolean>;
export const Reauthorise = token<Reauthorise>('Reauthorise');

/**
 * Issue 34: only a 401 needs the authorisation flow, so its module (and its answers' parsers)
 * loads then, not with the first load. One session for all: calls that fail together share one
 * renewal. A flow whose module does not load has failed (the original 401 stands).
 */
export function lazyReauthorisation(make: (session: typeof AuthorisationSession) => AuthorisationSession): Reauthorise {
  let session: Promise<AuthorisationSession> | undefined;
  return async () => {
    session ??= import('../session/authorisation-session').then(({ AuthorisationSession }) =>
      make(AuthorisationSession),
    );
    session.catch(() => {
      session = undefined;
    });
    const loaded = await session.catch(() => undefined);
    return loaded ? loaded.renew() : false;
  };
}
