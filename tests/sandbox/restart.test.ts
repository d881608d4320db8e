import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  browser,
  cardOf,
  cardsPath,
  control,
  limitsPath,
  pendingSignItems,
  signingPath,
  TODAY,
  type Browser,
} from './support/bank-client';

const root = resolve(__dirname, '../..');

type Server = { child: ChildProcess; url: string };

/** The built server (what `npm start` runs), as a child process we can kill hard. */
function startServer(environment: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['dist/sandbox/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDBOX_TODAY: TODAY, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolveStart, rejectStart) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        resolveStart({ child, url: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => rejectStart(new Error(`sandbox exited (${code}) before listening:\n${output}`)));
  });
}

function killHard(server: Server): Promise<void> {
  return new Promise((resolveKill) => {
    server.child.once('exit', () => resolveKill());
    server.child.kill('SIGKILL');
  });
}

function stopGently(server: Server): Promise<number | null> {
  return new Promise((resolveStop) => {
    server.child.once('exit', (code) => resolveStop(code));
    server.child.kill('SIGTERM');
  });
}

type Variant = { name: string; environment: () => Record<string, string>; cleanUp: () => Promise<void> };

function variants(): Variant[] {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-sandbox-restart-'));
  const list: Variant[] = [
    {
      name: 'PGlite data directory',
      environment: () => ({ SANDBOX_DATA_DIR: dataDir }),
      cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `sandbox_restart_${randomBytes(4).toString('hex')}`;
    list.push({
      name: 'PostgreSQL',
      environment: () => ({ DATABASE_URL: url, DATABASE_SCHEMA: schema }),
      cleanUp: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      },
    });
  }
  return list;
}

beforeAll(() => {
  execFileSync(process.execPath, ['esbuild.mjs', 'sandbox'], { cwd: root, stdio: 'pipe' });
}, 60_000);

describe.each(variants())('after kill -9 and a restart, on $name', ({ environment, cleanUp }) => {
  afterAll(cleanUp);

  it('keeps every acknowledged change, keeps the session, and goes on working', async () => {
    let server = await startServer(environment());
    const login = await control(server.url).send('POST', '/sandbox/login', { body: { customer: 'sanne' } });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    let sanne: Browser = browser(server.url, cookie);

    expect((await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`)).status).toBe(200);
    expect(
      (await sanne.send('PATCH', `${cardsPath}/sanne-travel/geo-profile`, { body: { defaultGeoProfile: 'WORLD' } }))
        .status,
    ).toBe(200);
    expect(
      (await sanne.send('PUT', `${limitsPath}/sanne-travel/permanent-limits/POS`, { body: { limitValue: 3300 } }))
        .status,
    ).toBe(200);
    const [item] = await pendingSignItems(server.url, 'sanne');
    expect(
      (await sanne.send('POST', `${signingPath}/${item.signItemId}/signature`, { body: { code: item.code } })).status,
    ).toBe(200);
    expect(
      (await sanne.send('PUT', `${limitsPath}/sanne-travel/permanent-limits/ATM`, { body: { limitValue: 700 } }))
        .status,
    ).toBe(200);

    // A burst still in flight when the process dies: whatever was acknowledged must survive.
    const acknowledged: number[] = [];
    const burst = Array.from({ length: 60 }, (_, index) =>
      control(server.url)
        .send('POST', '/sandbox/analytics', { body: { event: 'burst', index } })
        .then(
          (answer) => {
            if (answer.status === 202) acknowledged.push(index);
          },
          () => undefined,
        ),
    );
    while (acknowledged.length < 5) await new Promise((resolveSoon) => setTimeout(resolveSoon, 5));
    await killHard(server);
    await Promise.all(burst);

    server = await startServer(environment());
    sanne = browser(server.url, cookie);
    try {
      // The session lives in the database too: still signed in.
      expect((await cardOf(sanne, 'sanne-dmc')).lifeCycle.suspendedBy).toEqual(['CUSTOMER']);
      const travel = await cardOf(sanne, 'sanne-travel');
      expect(travel.geoProfile.defaultGeoProfile).toBe('WORLD');
      const byType = (type: string) => travel.limits.find((limit: any) => limit.limitType === type);
      expect(byType('POS')).toEqual(expect.objectContaining({ defaultLimitValue: 3300, limitChangeRequest: null }));
      expect(byType('ATM')).toEqual(
        expect.objectContaining({
          defaultLimitValue: 500,
          limitChangeRequest: expect.objectContaining({ limitValue: 700 }),
        }),
      );
      const events = (await control(server.url).get('/sandbox/analytics?limit=1000')).body.events.map(
        (entry: any) => entry.event.index,
      );
      expect(events).toEqual(expect.arrayContaining(acknowledged));
      // And the store keeps working: the pending change can still be signed.
      const [pending] = await pendingSignItems(server.url, 'sanne');
      expect(
        (await sanne.send('POST', `${signingPath}/${pending.signItemId}/signature`, { body: { code: pending.code } }))
          .status,
      ).toBe(200);
    } finally {
      expect(await stopGently(server)).toBe(0);
    }
  }, 60_000);
});
