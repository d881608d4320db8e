import type { Environment } from '../application/environment';
import type { SeedBank } from './seed/seed-types';
import type { AttemptLimit } from './store/attempts';
import type { Database } from './store/database';
import type { DeviceCodeSendRule } from './store/device-code-sends';
import type { SigningBlockRule } from './store/signing-failures';

export type DeviceCodeChannel = 'widget' | 'console';

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
  /** Wrong codes in a row per customer, across sign items, before signing blocks, and for how long. */
  readonly signingBlock: SigningBlockRule;
  /** The `/sandbox/*` control API (off with SANDBOX_CONTROL=off). */
  readonly control: boolean;
  /**
   * How the confirmation code reaches the customer: `widget` (the demo: the signing widget shows
   * it, read with the session), or `console` (the server's console stands in for an SMS gateway;
   * the session only asks for it to be sent, and never sees it).
   */
  readonly deviceCodes: DeviceCodeChannel;
  /** How often the `console` channel may send a code, per sign item and per customer. */
  readonly deviceCodeSends: DeviceCodeSendRule;
  /** Where the `console` channel writes (console.log; tests catch it). */
  readonly deviceCodeOutput: (line: string) => void;
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
