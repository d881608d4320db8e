import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { demoBank } from '../../sandbox/seed/demo-bank';
import { seedIfEmpty } from '../../sandbox/seed/seed-store';
import { sessionCookieName } from '../../sandbox/sandbox-context';
import { buildServer } from '../../sandbox/server';
import { startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import type { Database, Queryable } from '../../sandbox/store/database';
import { openStore } from '../../sandbox/store/open-store';
import { fixToday } from '../../sandbox/store/settings';
import {
  browser,
  cardOf,
  cardsPath,
  codeOf,
  env,
  limitsPath,
  login,
  storeVariants,
  TODAY,
} from './support/bank-client';
import { parseIsoDate } from '../../domain/index';

type Counted = Database & { roundTrips: number; hold: Promise<void> | undefined };

/**
 * Counts what goes to the database: each query, and a transaction's BEGIN and COMMIT. While
 * `hold` is set, queries wait for it: a slow database, which requests queue behind.
 */
function counting(database: Database): Counted {
  const counted: Counted = {
    roundTrips: 0,
    hold: undefined,
    query: async (sql, params) => {
      counted.roundTrips += 1;
      await counted.hold;
      return database.query(sql, params);
    },
    transaction: (work) => {
      counted.roundTrips += 2;
      return database.transaction((tx) =>
        work({ query: (sql, params) => ((counted.roundTrips += 1), tx.query(sql, params)) } as Queryable),
      );
    },
    exec: (sql) => database.exec(sql),
    close: () => database.close(),
  };
  return counted;
}

const INCLUDE_ALL = '?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true';

describe.each(storeVariants())('round trips to the database per request, on $name', ({ store }) => {
  let database: Counted;
  let app: FastifyInstance;
  let cookie: string;
  let url: string;
  /** Requests the server has received. */
  let arrived = 0;

  beforeAll(async () => {
    const opened = await openStore(store);
    const today = parseIsoDate(TODAY);
    if (!today.ok) throw new Error('TODAY');
    await fixToday(opened, today.value);
    const seed = demoBank(DEFAULT_ENVIRONMENT);
    await seedIfEmpty(opened, seed, today.value);
    database = counting(opened);
    app = buildServer({
      database,
      environment: DEFAULT_ENVIRONMENT,
      now: Date.now,
      sessionIdleSeconds: 900,
      sessionLifetimeSeconds: 7200,
      authorisationSeconds: 300,
      handoverSeconds: 120,
      attemptLimit: { attempts: 30, windowSeconds: 60 },
      signingAttempts: 3,
      signingBlock: { failures: 5, seconds: 1800 },
      control: true,
      deviceCodes: 'widget',
      deviceCodeSends: { itemSeconds: 30, perCustomer: 5, windowSeconds: 600 },
      deviceCodeOutput: () => undefined,
      seed,
      appDir: 'dist/app',
    });
    // Counted as node parses them: from there to the request's context question is only promises.
    app.server.on('request', () => (arrived += 1));
    // Over a real port: fastify's inject loads an ESM-only cookie package jest cannot run.
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: 'sanne' }),
    });
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function roundTripsOf(method: string, path: string, body?: unknown) {
    database.roundTrips = 0;
    const headers: Record<string, string> = {
      cookie,
      'x-xsrf-header': env.xsrfToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const answer = await fetch(`${url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json()) as any, roundTrips: database.roundTrips };
  }

  it('answers a card list or a card read before in one query, session included; after a change in two', async () => {
    const first = await roundTripsOf('GET', `${cardsPath}/${INCLUDE_ALL}`);
    expect([first.status, first.roundTrips]).toEqual([200, 2]);
    const again = await roundTripsOf('GET', `${cardsPath}/${INCLUDE_ALL}`);
    expect([again.status, again.roundTrips, again.body]).toEqual([200, 1, first.body]);
    expect(again.body.paymentInstruments.length).toBeGreaterThan(3);

    const one = await roundTripsOf('GET', `${cardsPath}/sanne-travel${INCLUDE_ALL}`);
    expect([one.status, one.roundTrips]).toEqual([200, 2]);
    const oneAgain = await roundTripsOf('GET', `${cardsPath}/sanne-travel${INCLUDE_ALL}`);
    expect([oneAgain.status, oneAgain.roundTrips, oneAgain.body]).toEqual([200, 1, one.body]);

    expect(
      (await roundTripsOf('PATCH', `${cardsPath}/sanne-travel/geo-profile`, { defaultGeoProfile: 'WORLD' })).status,
    ).toBe(200);
    const changed = await roundTripsOf('GET', `${cardsPath}/sanne-travel${INCLUDE_ALL}`);
    expect([changed.status, changed.roundTrips, changed.body.geoProfile.defaultGeoProfile]).toEqual([200, 2, 'WORLD']);
    const listChanged = await roundTripsOf('GET', `${cardsPath}/${INCLUDE_ALL}`);
    expect([
      listChanged.roundTrips,
      listChanged.body.paymentInstruments.find((card: any) => card.paymentInstrumentId === 'sanne-travel').geoProfile
        .defaultGeoProfile,
    ]).toEqual([2, 'WORLD']);

    const refused = await roundTripsOf('GET', `${cardsPath}/daan-joint`);
    expect(refused.status).toBe(403);
  });

  it('answers reads arriving together in shared queries, each with its own session and its own cards', async () => {
    const daanLogin = await fetch(`${url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: 'daan' }),
    });
    const daan = daanLogin.headers.get('set-cookie')!.split(';')[0]!;
    const read = async (who: string, path: string) => {
      const answer = await fetch(`${url}${path}`, { headers: { cookie: who } });
      return { status: answer.status, body: (await answer.json()) as any };
    };
    const list = `${cardsPath}/${INCLUDE_ALL}`;
    const travel = `${cardsPath}/sanne-travel${INCLUDE_ALL}`;
    const alone = {
      sanne: await read(cookie, list),
      daan: await read(daan, list),
      travel: await read(cookie, travel),
      daanTravel: await read(daan, travel),
    };
    // Daan shares the card's account but may not open it.
    expect([alone.travel.status, alone.daanTravel.status, codeOf(alone.daanTravel.body)]).toEqual([
      200,
      403,
      'SUBJECT_NOT_ALLOWED',
    ]);

    database.roundTrips = 0;
    let release = () => {};
    database.hold = new Promise((resolve) => (release = resolve));
    const arrivedBefore = arrived;
    const asked = Promise.all([
      ...Array.from({ length: 4 }, () => read(cookie, list)),
      ...Array.from({ length: 4 }, () => read(daan, list)),
      read(cookie, travel),
      read(daan, travel),
      read(`${sessionCookieName(env)}=signed-out`, list),
      read(cookie, `${cardsPath}/bad%00id`),
    ]);
    // Two statements run (held); everything arriving meanwhile waits for them, then goes in one per
    // kind of read. Released once all twelve are in, not after a fixed time: a worker that got no
    // CPU for that long ran its timer before it read the requests, which then came one by one.
    while (arrived < arrivedBefore + 12) await new Promise((resolve) => setTimeout(resolve, 5));
    database.hold = undefined;
    release();
    const together = await asked;
    // The two held, a list and a card statement, the bad id alone, and the card Daan may not open read once more.
    expect(database.roundTrips).toBeLessThanOrEqual(6);
    expect(together.slice(0, 4)).toEqual(Array(4).fill(alone.sanne));
    expect(together.slice(4, 8)).toEqual(Array(4).fill(alone.daan));
    expect(together[8]).toEqual(alone.travel);
    expect([together[9]!.status, codeOf(together[9]!.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
    expect([together[10]!.status, codeOf(together[10]!.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
    // Text the database refuses fails its own request only.
    expect([together[11]!.status, codeOf(together[11]!.body)]).toEqual([400, 'REQUEST_INVALID']);
  });

  it('changes a limit in six: the session, then BEGIN, the card lock, the card, the sign item and COMMIT', async () => {
    const change = await roundTripsOf('PUT', `${limitsPath}/sanne-dmc/permanent-limits/ATM`, { limitValue: 750 });
    expect(change.status).toBe(200);
    // Session + BEGIN + lock + card read + insert + COMMIT.
    expect(change.roundTrips).toBe(6);
  });
});

/** Two instances on one PostgreSQL schema: what one changes, the other shows at once, rendered answers or not. */
const sharedUrl = process.env.TEST_DATABASE_URL;
if (sharedUrl) {
  describe('two sandbox instances sharing one PostgreSQL store', () => {
    const schema = `sandbox_shared_${randomBytes(4).toString('hex')}`;
    let first: RunningSandbox;
    let second: RunningSandbox;

    beforeAll(async () => {
      first = await startSandbox({ today: TODAY, store: { kind: 'postgres', url: sharedUrl, schema } });
      second = await startSandbox({ today: TODAY, store: { kind: 'postgres', url: sharedUrl, schema } });
    }, 60_000);

    afterAll(async () => {
      await first?.close();
      await second?.close();
      const client = new pg.Client({ connectionString: sharedUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });

    it('never answer from a rendering the other instance has made stale', async () => {
      const viaFirst = await login(first.url, 'sanne');
      const viaSecond = browser(second.url, viaFirst.cookie);
      const regionOf = async () => ({
        list: (await viaSecond.get(`${cardsPath}/${INCLUDE_ALL}`)).body.paymentInstruments.find(
          (card: any) => card.paymentInstrumentId === 'sanne-dmc',
        ).geoProfile.defaultGeoProfile,
        one: (await cardOf(viaSecond, 'sanne-dmc')).geoProfile.defaultGeoProfile,
      });
      expect(await regionOf()).toEqual({ list: 'EUR', one: 'EUR' });
      expect(await regionOf()).toEqual({ list: 'EUR', one: 'EUR' });
      expect(
        (await viaFirst.send('PATCH', `${cardsPath}/sanne-dmc/geo-profile`, { body: { defaultGeoProfile: 'WORLD' } }))
          .status,
      ).toBe(200);
      expect(await regionOf()).toEqual({ list: 'WORLD', one: 'WORLD' });
      expect((await viaFirst.send('POST', `${cardsPath}/sanne-dmc/suspension`)).status).toBe(200);
      expect((await cardOf(viaSecond, 'sanne-dmc')).lifeCycle.suspendedBy).toEqual(['CUSTOMER']);
    });
  });
}
