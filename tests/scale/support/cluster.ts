import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { MIGRATION_LOCK } from '../../../sandbox/store/migrate';
import { TODAY } from '../../sandbox/support/bank-client';

const root = resolve(__dirname, '../../..');

/** Its own build, so a test run rebuilding `dist/` cannot pull the server away under us. */
const DIST_DIR = '.data/scale-dist';

export const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Load customers seeded for the kill-under-load test: one card each, one per load worker. */
export const LOAD_CUSTOMERS = 6;

/** One built sandbox process (`dist/sandbox/main.js`, what `npm start` runs). */
export type SandboxProcess = {
  readonly name: string;
  readonly url: string;
  output(): string;
  /** SIGKILL: nothing runs after it, no flush, no close. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

export type Cluster = {
  readonly processes: SandboxProcess[];
  readonly schema: string;
  /** How many processes were seen waiting together for the store before the test let them go. */
  readonly waitedTogether: number;
  /** A plain SQL view of the shared schema, for checks the API does not show. */
  readonly db: pg.Pool;
};

type Spawned = { started: Promise<SandboxProcess>; exited: Promise<void>; child: ReturnType<typeof spawn> };
const hasExited = (each: Spawned) => each.child.exitCode !== null || each.child.signalCode !== null;

function spawnProcess(name: string, env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, [`${DIST_DIR}/sandbox/main.js`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const started = new Promise<SandboxProcess>((resolveStart, rejectStart) => {
    const onData = () => {
      const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (url === undefined) return;
      child.stdout!.off('data', onData);
      resolveStart({
        name,
        url,
        output: () => output,
        kill: () => (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'), exited),
        stop: () => (child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), exited),
      });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => rejectStart(new Error(`${name} exited (${code}) before listening:\n${output}`)));
  });
  return { started, exited, child };
}

/** How many of the cluster's connections wait for a lock (PGAPPNAME names them). */
async function waitingForLocks(client: pg.Client, appName: string): Promise<number> {
  // Inside a transaction PostgreSQL shows the activity it saw first, unless told to look again.
  await client.query('SELECT pg_stat_clear_snapshot()');
  const rows = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`,
    [appName],
  );
  return rows.rows[0]!.n;
}

/**
 * Starts `count` built sandbox processes on one fresh schema at the same moment. While they
 * start, the test holds the migration lock and an uncommitted CREATE SCHEMA of that name, so
 * each of them stops at the first step it would race on, whichever that is; once all of them
 * wait, the test rolls back and they race for real. Stops them and drops the schema after.
 */
export function useCluster(count: number): Cluster {
  const cluster = {
    processes: [] as SandboxProcess[],
    schema: `scale_${randomBytes(5).toString('hex')}`,
    waitedTogether: 0,
  } as { -readonly [K in keyof Cluster]: Cluster[K] };
  const spawned: Spawned[] = [];

  beforeAll(async () => {
    execFileSync(process.execPath, ['esbuild.mjs', 'sandbox'], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, DIST_DIR },
    });
    cluster.db = new pg.Pool({
      connectionString: DATABASE_URL,
      max: 2,
      options: `-c search_path=${cluster.schema},public`,
    });
    const lock = new pg.Client({ connectionString: DATABASE_URL });
    await lock.connect().catch((error: unknown) => {
      throw new Error(
        `npm run test:scale needs PostgreSQL; none answers at ${DATABASE_URL} (TEST_DATABASE_URL names another): ${String(error)}`,
      );
    });
    const appName = `bank-sandbox-${cluster.schema}`;
    try {
      await lock.query('BEGIN');
      await lock.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await lock.query(`CREATE SCHEMA ${cluster.schema}`);
      const env = {
        DATABASE_URL,
        DATABASE_SCHEMA: cluster.schema,
        DATABASE_POOL_SIZE: '4',
        PGAPPNAME: appName,
        PORT: '0',
        HOST: '127.0.0.1',
        SANDBOX_TODAY: TODAY,
        // Behind a balancer, as sandbox/README.md's "More than one machine" runs them: tests name each client's address.
        SANDBOX_TRUST_PROXY: 'on',
        SANDBOX_LOAD_CUSTOMERS: String(LOAD_CUSTOMERS),
      };
      for (const letter of 'ABCDEFGH'.slice(0, count)) spawned.push(spawnProcess(`process ${letter}`, env));
      const deadline = Date.now() + 60_000;
      while (
        (cluster.waitedTogether = await waitingForLocks(lock, appName)) < count &&
        Date.now() < deadline &&
        !spawned.some(hasExited)
      ) {
        await new Promise((settle) => setTimeout(settle, 50));
      }
    } finally {
      await lock.query('ROLLBACK').catch(() => undefined);
      await lock.end();
    }
    cluster.processes = await Promise.all(spawned.map((each) => each.started));
  }, 120_000);

  afterAll(async () => {
    for (const each of spawned) if (!hasExited(each)) each.child.kill('SIGTERM');
    await Promise.all(spawned.map((each) => each.exited));
    await cluster.db?.query(`DROP SCHEMA IF EXISTS ${cluster.schema} CASCADE`).catch(() => undefined);
    await cluster.db?.end();
  }, 60_000);

  return cluster;
}

/** What a process said it did to the store while starting (main.ts prints it). */
export function startUpOf(output: string): { migrated: number[]; seeded: boolean } {
  const match = /Store: migrations applied here: ([\d, ]+|none); demo bank seeded here: (yes|no)/.exec(output);
  if (!match) throw new Error(`no start-up report in:\n${output}`);
  return { migrated: match[1] === 'none' ? [] : match[1]!.split(', ').map(Number), seeded: match[2] === 'yes' };
}
