import type { Environment } from '../../application/environment';
import type { SeedBank } from './seed/seed-types';
import type { Database } from './store/database';

/** What every route of one sandbox instance shares. All state is in `database`; nothing else is kept. */
export type SandboxContext = {
  readonly database: Database;
  readonly environment: Environment;
  /** The real clock (epoch ms); the sandbox date comes from it unless one is fixed. */
  readonly now: () => number;
  readonly sessionIdleSeconds: number;
  /** Wrong confirmation codes before a sign item locks. */
  readonly signingAttempts: number;
  /** The `/sandbox/*` control API (off with SANDBOX_CONTROL=off). */
  readonly control: boolean;
  readonly seed: SeedBank;
};

/** Section 9 of the brand configuration: the session cookie is named after the brand. */
export const sessionCookieName = (environment: Environment): string => `${environment.brandAbbreviation}_session`;
