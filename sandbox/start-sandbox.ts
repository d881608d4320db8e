/**
 * The bank sandbox, started in-process: what `npm start` runs (through main.ts) and what any
 * test uses to get a real bank on a real port.
 *
 *   const sandbox = await startSandbox({ today: '2027-03-01' });   // port 0, fresh in-memory store
 *   await fetch(`${sandbox.url}/sandbox/login`, { method: 'POST', ... });
 *   await sandbox.close();
 *
 * Options (all optional):
 * - `port`: 0 (the default) picks a free port; `host` defaults to 127.0.0.1.
 * - `store`: `{ kind: 'memory' }` (default: a fresh in-memory PGlite loaded from a cached dump
 *   of the migrated schema, about a second), `{ kind: 'pglite', dataDir }` (persistent), or
 *   `{ kind: 'postgres', url, schema? }` (without `schema`: a fresh schema, dropped on close).
 * - `today`: fixes the sandbox date (YYYY-MM-DD), as `PUT /sandbox/today` does; otherwise the
 *   real date in Amsterdam (or one fixed earlier in a persistent store).
 * - `control`: the `/sandbox/*` control API, on by default.
 * - `deviceCodes`: how the confirmation code reaches the customer — `widget` (the default with
 *   the control API: the demo's signing widget shows it) or `console` (the default and the only
 *   choice without it: written to `deviceCodeOutput`, console.log, as an SMS gateway would send
 *   it; the session can have it sent but never read it).
 * - `deviceCodeSends` ({ itemSeconds: 30, perCustomer: 5, windowSeconds: 600 }): how often the
 *   console channel sends a code: once per 30 s per sign item, five per 10 minutes per customer.
 * - `environment`: the brand configuration; every path derives from it.
 * - `sessionIdleSeconds` (900): a portal session unused this long has ended.
 * - `sessionLifetimeSeconds` (7200): a portal session this old has ended, however busy it was kept.
 * - `authorisationSeconds` (300): the authorisation session's lifetime (section 4); after it the
 *   bank's APIs answer 401 until the app renews it (start → authorize → OIDC callback). Tests
 *   make it short, or move `now`, so the app's "401 → re-authorise → retry once" really runs.
 * - `handoverSeconds` (120): how long a minted app-to-web handover stays usable (once).
 * - `attemptLimit` ({ attempts: 30, windowSeconds: 60 }): sign-ins and handovers per client address.
 * - `appDir` ('dist/app'): the built web app, served at every app path (private and business,
 *   nl and en) with its assets; without a build those paths say how to build it.
 * - `trustProxy` (false): believe `X-Forwarded-Proto`/`-For`/`-Host` from a load balancer
 *   (`true` for the one balancer in front, a number of proxies in a row, or their addresses as
 *   `'10.0.0.1,10.0.0.0/8'`). Only then does
 *   `X-Forwarded-Proto: https` count as TLS (HSTS, `Secure` cookies) and do sign-in limits count
 *   the client's address rather than the balancer's; never trust it when clients connect directly.
 * - `allowedHosts` ([]): host names answered besides localhost, `*.localhost` and the loopback
 *   addresses; a request for any other name is 421 (DNS rebinding). Behind a proxy it is the
 *   forwarded host that counts.
 * - `requestTimeoutSeconds` (30), `headersTimeoutSeconds` (15): a request whose body (or whose
 *   headers) took longer to arrive is answered 408 and its connection closed.
 * - `maxConnections` (1024): open connections at most; one beyond them is closed as it opens.
 * - `signingBlock` ({ failures: 5, seconds: 1800 }): wrong confirmation codes in a row per
 *   customer, across sign items, after which signing is blocked, and for how long.
 * - `signingAttempts` (3), `now` (the real clock; session times follow it too), `logger` (false),
 *   `cacheDir` (where the schema dump is cached; node_modules/.cache/bank-sandbox).
 * - `loadCustomers` (0): extra customers `load-0001`… with one card each, for load tests.
 * - `adjustSeed`: changes the demo bank before it is seeded (and on every reset), e.g. a card
 *   holder's name with markup in it for the tests that show it stays inert.
 * A store that is empty is migrated and seeded with the demo bank; one with data only migrated.
 */
import type { AddressInfo } from 'node:net';
import type { Environment } from '../application/environment';
import { parseIsoDate, todayInAmsterdam, type IsoDate } from '../domain/index';
import { DEFAULT_ENVIRONMENT } from './environment';
import { demoBank } from './seed/demo-bank';
import { withLoadCustomers } from './seed/load-customers';
import { seedIfEmpty } from './seed/seed-store';
import type { SeedBank } from './seed/seed-types';
import type { DeviceCodeChannel, SandboxContext } from './sandbox-context';
import { buildServer, type TrustProxy } from './server';
import { openAndMigrate, type StoreChoice } from './store/open-store';
import { fixToday, readFixedToday } from './store/settings';
import type { AttemptLimit } from './store/attempts';
import type { DeviceCodeSendRule } from './store/device-code-sends';
import type { SigningBlockRule } from './store/signing-failures';

export type { StoreChoice } from './store/open-store';

export type SandboxOptions = {
  readonly port?: number;
  readonly host?: string;
  readonly store?: StoreChoice;
  readonly today?: string;
  readonly control?: boolean;
  readonly deviceCodes?: DeviceCodeChannel;
  readonly deviceCodeOutput?: (line: string) => void;
  readonly deviceCodeSends?: DeviceCodeSendRule;
  readonly environment?: Environment;
  readonly sessionIdleSeconds?: number;
  readonly sessionLifetimeSeconds?: number;
  readonly authorisationSeconds?: number;
  readonly handoverSeconds?: number;
  readonly attemptLimit?: AttemptLimit;
  readonly signingAttempts?: number;
  readonly signingBlock?: SigningBlockRule;
  readonly trustProxy?: TrustProxy;
  readonly allowedHosts?: readonly string[];
  readonly requestTimeoutSeconds?: number;
  readonly headersTimeoutSeconds?: number;
  readonly maxConnections?: number;
  readonly now?: () => number;
  readonly logger?: boolean;
  readonly cacheDir?: string;
  readonly appDir?: string;
  readonly loadCustomers?: number;
  readonly adjustSeed?: (bank: SeedBank) => SeedBank;
};

/**
 * Two hours, however busy: OWASP's session guidance puts absolute timeouts of ordinary
 * applications at four to eight hours and asks for shorter ones where more is at stake; a
 * bank's portal is that end. No debit-card task takes anywhere near two hours, while a session
 * kept alive on a shared computer (a polling tab, a script) or by whoever took its cookie ends
 * the same morning. The idle time (15 minutes) still ends an unused one long before.
 */
export const DEFAULT_SESSION_LIFETIME_SECONDS = 2 * 3600;

/**
 * PSD2 RTS art. 4(3)(d): no more than five failed authentications in a row. Then thirty minutes
 * (art. 4(4): a temporary block, its length known to the customer): a customer who mistyped can
 * still sign the same day without calling the bank, while guessing stays at five tries per half
 * hour against a million codes — and each change still locks after its own three.
 */
export const DEFAULT_SIGNING_BLOCK: SigningBlockRule = { failures: 5, seconds: 30 * 60 };

/** Each code sent is an SMS: enough for a customer whose message is late, too few to pump or flood. */
export const DEFAULT_DEVICE_CODE_SENDS: DeviceCodeSendRule = { itemSeconds: 30, perCustomer: 5, windowSeconds: 600 };

export type RunningSandbox = {
  /** The base URL, without a trailing slash: `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly environment: Environment;
  /**
   * What this instance did to its store while starting: the migrations it applied and whether
   * it seeded the demo bank. Instances started together on one store wait for each other, so
   * one of them does each, and the others find it done.
   */
  readonly startUp: { readonly migrated: readonly number[]; readonly seeded: boolean };
  close(): Promise<void>;
};

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const fixed = options.today === undefined ? undefined : parseIsoDate(options.today);
  if (fixed && !fixed.ok) throw new Error(`today must be a real date as YYYY-MM-DD, not ${options.today}`);
  const environment = options.environment ?? DEFAULT_ENVIRONMENT;
  const now = options.now ?? Date.now;
  const control = options.control ?? true;
  const deviceCodes = options.deviceCodes ?? (control ? 'widget' : 'console');
  // Without the control API there are no back doors: a code the session could read would be one.
  if (!control && deviceCodes === 'widget')
    throw new Error(
      'deviceCodes: the widget channel hands the code to the session; without the control API only console is allowed',
    );
  const { database, migrated } = await openAndMigrate(
    options.store ?? { kind: 'memory' },
    options.cacheDir === undefined ? {} : { cacheDir: options.cacheDir },
  );
  try {
    if (fixed?.ok) await fixToday(database, fixed.value);
    const today: IsoDate = (await readFixedToday(database)) ?? todayInAmsterdam(now());
    const demo = withLoadCustomers(demoBank(environment), options.loadCustomers ?? 0, environment);
    const seed = options.adjustSeed ? options.adjustSeed(demo) : demo;
    const seeded = await seedIfEmpty(database, seed, today);
    const context: SandboxContext = {
      database,
      environment,
      now,
      sessionIdleSeconds: options.sessionIdleSeconds ?? 900,
      sessionLifetimeSeconds: options.sessionLifetimeSeconds ?? DEFAULT_SESSION_LIFETIME_SECONDS,
      authorisationSeconds: options.authorisationSeconds ?? 300,
      handoverSeconds: options.handoverSeconds ?? 120,
      attemptLimit: options.attemptLimit ?? { attempts: 30, windowSeconds: 60 },
      signingAttempts: options.signingAttempts ?? 3,
      signingBlock: options.signingBlock ?? DEFAULT_SIGNING_BLOCK,
      control,
      deviceCodes,
      deviceCodeSends: options.deviceCodeSends ?? DEFAULT_DEVICE_CODE_SENDS,
      deviceCodeOutput: options.deviceCodeOutput ?? ((line) => console.log(line)),
      seed,
      appDir: options.appDir ?? 'dist/app',
    };
    const app = buildServer(context, {
      logger: options.logger ?? false,
      trustProxy: options.trustProxy ?? false,
      allowedHosts: options.allowedHosts ?? [],
      ...(options.requestTimeoutSeconds === undefined ? {} : { requestTimeoutSeconds: options.requestTimeoutSeconds }),
      ...(options.headersTimeoutSeconds === undefined ? {} : { headersTimeoutSeconds: options.headersTimeoutSeconds }),
      ...(options.maxConnections === undefined ? {} : { maxConnections: options.maxConnections }),
    });
    await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
    const address = app.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${address.port}`,
      environment,
      startUp: { migrated, seeded },
      close: () => (closing ??= app.close().then(() => database.close())),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
