import type { Environment } from '../application/environment';
import type { SeedBank } from './seed/seed-types';
import type { Database } from './store/database';

/** At most `attempts` calls of one kind from one client address per `windowSeconds`. */
export type AttemptLimit = { readonly attempts: number; readonly windowSeconds: number };

/** What every route of one sandbox instance shares. All state is in `database`; nothing else is kept. */
export type SandboxContext = {
  readonly database: Database;
  readonly environment: Environment;
  /** The clock (epoch ms): the sandbox date, and every session time, come from it. */
  readonly now: () => number;
  readonly sessionIdleSeconds: number;
  /** A session ends this long after its sign-in, however busy it is kept. */
  readonly sessionLifetimeSeconds: number;
  /** Section 4: how long an authorisation session runs before the bank's APIs answer 401. */
  readonly authorisationSeconds: number;
  /** How long a minted app-to-web handover may wait to be used. */
  readonly handoverSeconds: number;
  /** Sign-in and handover attempts per client address. */
  readonly attemptLimit: AttemptLimit;
  /** Wrong confirmation codes before a sign item locks. */
  readonly signingAttempts: number;
  /** The `/sandbox/*` control API (off with SANDBOX_CONTROL=off). */
  readonly control: boolean;
  readonly seed: SeedBank;
  /** The built web app (`npm run build` → dist/app), served at the app paths. */
  readonly appDir: string;
};

export const sessionTimes = (context: Pick<SandboxContext, 'sessionIdleSeconds' | 'sessionLifetimeSeconds'>) => ({
  idleSeconds: context.sessionIdleSeconds,
  lifetimeSeconds: context.sessionLifetimeSeconds,
});

/** Section 9 of the brand configuration: the session cookie is named after the brand. */
export const sessionCookieName = (environment: Environment): string => `${environment.brandAbbreviation}_session`;
