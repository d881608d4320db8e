/**
 * `npm start`: the bank sandbox on http://localhost:8080 with a persistent embedded store.
 *   PORT (8080), HOST (localhost), DATABASE_URL (PostgreSQL instead of PGlite; DATABASE_SCHEMA,
 *   default public; DATABASE_POOL_SIZE, default a few per core), SANDBOX_DATA_DIR (.data/sandbox), SANDBOX_TODAY (fix the date),
 *   SANDBOX_CONTROL=off (no /sandbox/* control API), SANDBOX_LOG=on (request logging),
 *   SANDBOX_DEVICE_CODES (widget with the control API, console without it: where the signing
 *   confirmation code goes; without the control API only console),
 *   SANDBOX_IDLE_SECONDS (900, the portal session's idle time), SANDBOX_SESSION_LIFETIME_SECONDS
 *   (7200, its absolute lifetime, however busy), SANDBOX_AUTHORISATION_SECONDS
 *   (300, the authorisation session's lifetime: set it low to watch the app renew it),
 *   SANDBOX_SIGNING_BLOCK_SECONDS (1800, how long signing stays blocked after five wrong
 *   confirmation codes in a row),
 *   SANDBOX_LOAD_CUSTOMERS (0; extra customers load-0001… with a card each, for load tests),
 *   SANDBOX_APP_DIR (dist/app; the page-load benchmark serves its own build),
 *   SANDBOX_TRUST_PROXY (off; behind a TLS-terminating load balancer: `on` for the one balancer in
 *   front, the number of proxies in a row, or the balancer's addresses, comma-separated, so its
 *   X-Forwarded-Proto: https brings HSTS and Secure cookies),
 *   SANDBOX_ALLOWED_HOSTS (host names answered besides localhost and the loopback addresses,
 *   comma-separated; HOST, when it names one host, is added; any other name is 421).
 * `node dist/sandbox/main.js --openapi FILE` (`npm run openapi`): writes the OpenAPI document and stops.
 */
import { writeDocument } from './write-openapi';
import { parseAllowedHosts } from './http/allowed-hosts';
import { portalPaths } from './portal/portal-paths';
import type { DeviceCodeChannel } from './sandbox-context';
import type { TrustProxy } from './server';
import { DEFAULT_SIGNING_BLOCK, startSandbox, type StoreChoice } from './start-sandbox';

const env = process.env;

function storeChoice(): StoreChoice {
  if (env.DATABASE_URL) {
    const poolSize = env.DATABASE_POOL_SIZE === undefined ? undefined : Number(env.DATABASE_POOL_SIZE);
    if (poolSize !== undefined && (!Number.isInteger(poolSize) || poolSize < 1))
      throw new Error(`DATABASE_POOL_SIZE must be a whole number above 0, not ${env.DATABASE_POOL_SIZE}`);
    return {
      kind: 'postgres',
      url: env.DATABASE_URL,
      schema: env.DATABASE_SCHEMA ?? 'public',
      ...(poolSize === undefined ? {} : { poolSize }),
    };
  }
  return { kind: 'pglite', dataDir: env.SANDBOX_DATA_DIR ?? '.data/sandbox' };
}

function seconds(name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a number of seconds above 0, not ${value}`);
  return parsed;
}

function trustProxy(): TrustProxy {
  const value = env.SANDBOX_TRUST_PROXY?.trim();
  if (value === undefined || value === '' || value === 'off' || value === 'false') return false;
  if (value === 'on' || value === 'true') return true;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  if (/^[\w.:/, -]+$/.test(value)) return value;
  throw new Error(
    `SANDBOX_TRUST_PROXY must be on, off, the number of proxies in front or the balancer's addresses (comma-separated, CIDR allowed), not ${value}`,
  );
}

function deviceCodes(value: string): DeviceCodeChannel {
  if (value === 'widget' || value === 'console') return value;
  throw new Error(`SANDBOX_DEVICE_CODES must be widget or console, not ${value}`);
}

async function main(): Promise<void> {
  const sessionIdleSeconds = seconds('SANDBOX_IDLE_SECONDS');
  const sessionLifetimeSeconds = seconds('SANDBOX_SESSION_LIFETIME_SECONDS');
  const signingBlockSeconds = seconds('SANDBOX_SIGNING_BLOCK_SECONDS');
  const authorisationSeconds = seconds('SANDBOX_AUTHORISATION_SECONDS');
  const port = env.PORT === undefined ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const host = env.HOST ?? 'localhost';
  const control = env.SANDBOX_CONTROL !== 'off';
  // Listening on one named host means being asked for it by that name; a wildcard names none.
  const listenedName = ['0.0.0.0', '::', ''].includes(host) ? [] : parseAllowedHosts(host);
  const sandbox = await startSandbox({
    port,
    host,
    store: storeChoice(),
    control,
    ...(env.SANDBOX_DEVICE_CODES ? { deviceCodes: deviceCodes(env.SANDBOX_DEVICE_CODES) } : {}),
    logger: env.SANDBOX_LOG === 'on',
    trustProxy: trustProxy(),
    allowedHosts: [...parseAllowedHosts(env.SANDBOX_ALLOWED_HOSTS), ...listenedName],
    ...(env.SANDBOX_TODAY ? { today: env.SANDBOX_TODAY } : {}),
    ...(sessionIdleSeconds ? { sessionIdleSeconds } : {}),
    ...(sessionLifetimeSeconds ? { sessionLifetimeSeconds } : {}),
    ...(signingBlockSeconds ? { signingBlock: { ...DEFAULT_SIGNING_BLOCK, seconds: signingBlockSeconds } } : {}),
    ...(authorisationSeconds ? { authorisationSeconds } : {}),
    ...(env.SANDBOX_LOAD_CUSTOMERS ? { loadCustomers: Number(env.SANDBOX_LOAD_CUSTOMERS) } : {}),
    ...(env.SANDBOX_APP_DIR ? { appDir: env.SANDBOX_APP_DIR } : {}),
  });
  const shown = host === 'localhost' ? sandbox.url.replace(/\/\/[^:]+(:\d+)$/, '//localhost$1') : sandbox.url;
  // Several instances may share one store: say which of them migrated and seeded it.
  const { migrated, seeded } = sandbox.startUp;
  console.log(
    `Store: migrations applied here: ${migrated.length === 0 ? 'none' : migrated.join(', ')}; demo bank seeded here: ${seeded ? 'yes' : 'no'}`,
  );
  console.log(`Bank sandbox listening on ${shown}`);
  const pages = portalPaths(sandbox.environment);
  console.log(
    `The app: ${shown}${sandbox.environment.appPaths.nl} (Dutch), ${shown}${sandbox.environment.appPaths.en} (English)`,
  );
  console.log(
    `Sign in at ${shown}${pages.login.nl} (${shown}${pages.login.en}); play the mobile app at ${shown}${pages.mobileApp.nl}`,
  );
  if (control) {
    const answer = await fetch(`${sandbox.url}/sandbox/customers`);
    const { customers } = (await answer.json()) as {
      customers: { id: string; segment: string; name: string; summary: string }[];
    };
    console.log('Demo customers (POST /sandbox/login {"customer": "<id>"}):');
    for (const customer of customers)
      console.log(`  ${customer.id.padEnd(12)} ${customer.segment.padEnd(9)} ${customer.name} — ${customer.summary}`);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the sandbox`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const run = process.argv[2] === '--openapi' ? () => writeDocument(process.argv[3] ?? 'docs/openapi.json') : main;

run().catch((error: unknown) => {
  console.error('The bank sandbox could not start:', error);
  process.exit(1);
});
