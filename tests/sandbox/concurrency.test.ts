import pg from 'pg';
import { openStore } from '../../sandbox/store/open-store';
import { pgErrorCode, type Queryable } from '../../sandbox/store/database';
import {
  cardOf,
  cardsPath,
  codeOf,
  limitsPath,
  login,
  pendingSignItems,
  reset,
  signingPath,
  storeVariants,
  useSandbox,
  type Browser,
} from './support/bank-client';

const RACERS = 12;

describe.each(storeVariants())('concurrent requests, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  it('let exactly one of several overlapping temporary regions land', async () => {
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        sanne.send('POST', `${cardsPath}/sanne-dmc/temporary-geo-profiles`, {
          body: {
            geoProfile: 'WORLD',
            startDate: '2027-03-02',
            endDate: index % 2 === 0 ? '2027-03-04' : '2027-03-05',
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect([answer.status, codeOf(answer.body)]).toEqual([409, 'TEMPORARY_GEO_PROFILE_OVERLAPS']);
    }
    expect((await cardOf(sanne, 'sanne-dmc')).geoProfile.temporaryGeoProfiles).toHaveLength(1);
  });

  it('let exactly one of several racing limit changes on a card become the pending change', async () => {
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        index % 2 === 0
          ? sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3000 + index } })
          : sanne.send('POST', `${limitsPath}/sanne-dmc/temporary-limits`, {
              body: { limitType: 'ATM', limitValue: 900 + index, startDate: '2027-03-02', endDate: '2027-03-03' },
            }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((answer) => !accepted.includes(answer))) {
      expect([answer.status, codeOf(answer.body)]).toEqual([409, 'MESSAGE_BAI540_1003']);
    }
    const pending = await pendingSignItems(started.url, 'sanne');
    expect(pending.map((item) => item.signItemId)).toEqual([accepted[0]!.body.id.tpsId]);
  });

  it('sign an item once, however many signatures race, and lose no change', async () => {
    await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3500 } });
    const [item] = await pendingSignItems(started.url, 'sanne');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        sanne.send('POST', `${signingPath}/${item.signItemId}/signature`, { body: { code: item.code } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200))
      expect(codeOf(answer.body)).toBe('SIGN_ITEM_ALREADY_SIGNED');
    const pos = (await cardOf(sanne, 'sanne-dmc')).limits.find((limit: any) => limit.limitType === 'POS');
    expect(pos).toEqual(expect.objectContaining({ defaultLimitValue: 3500, limitChangeRequest: null }));
  });

  it('keep blocks, region changes and limit changes on one card from undoing each other', async () => {
    await Promise.all([
      sanne.send('PATCH', `${cardsPath}/sanne-travel/geo-profile`, { body: { defaultGeoProfile: 'WORLD' } }),
      sanne.send('PUT', `${limitsPath}/sanne-travel/permanent-limits/ATM`, { body: { limitValue: 800 } }),
      sanne.send('DELETE', `${cardsPath}/sanne-travel/temporary-geo-profiles/tg-sanne-travel-1`),
      sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`),
    ]);
    const travel = await cardOf(sanne, 'sanne-travel');
    expect(travel.geoProfile.defaultGeoProfile).toBe('WORLD');
    expect(travel.geoProfile.temporaryGeoProfiles).toEqual([]);
    expect(travel.limits.find((limit: any) => limit.limitType === 'ATM').limitChangeRequest).toEqual(
      expect.objectContaining({ limitValue: 800 }),
    );
    expect((await cardOf(sanne, 'sanne-dmc')).lifeCycle.suspendedBy).toEqual(['CUSTOMER']);
  });
});

describe.each(storeVariants())('the database itself, on $name', ({ store }) => {
  it('refuses overlapping temporary entries and a second pending change even without the row locks', async () => {
    const database = await openStore(store);
    try {
      await database.exec(`
        INSERT INTO customers (customer_id, bc_number, name, segment, street_name, house_number, post_code, city_name)
          VALUES ('c', '1', 'C', 'private', 's', '1', '1000 AA', 'A');
        INSERT INTO accounts (iban, balance) VALUES ('NL00TEST0000000000', 10);
        INSERT INTO products (product_id, name_nl, name_en, reissue_fee) VALUES ('p', 'p', 'p', 0);
        INSERT INTO cards (payment_instrument_id, usage_id, usage_code, scheme, iban, sequence_number, owner_customer_id, product_id,
          masked_pan, printed_name, state, expiry_date, reissue_reasons, capabilities, default_geo_profile)
          VALUES ('k', 'u', 'PAYMENT_CARD', 'DMC', 'NL00TEST0000000000', '001', 'c', 'p', '0000', 'C', 'ACTIVE', '2030-01-31', '{}', '{}', 'EUR');
        INSERT INTO limits VALUES ('k', 'POS', 100, 1000);
        INSERT INTO temporary_limits VALUES ('t1', 'k', 'POS', 200, '2027-03-02', '2027-03-05');
        INSERT INTO temporary_geo_profiles VALUES ('g1', 'k', 'WORLD', '2027-03-02', '2027-03-05');
        INSERT INTO sign_items (tps_id, source_id, customer_id, payment_instrument_id, operation, limit_type, code) VALUES ('s1', 'x1', 'c', 'k', 'changeDefault', 'POS', '1');
      `);
      const attempts = [
        `INSERT INTO temporary_limits VALUES ('t2', 'k', 'POS', 300, '2027-03-05', '2027-03-06')`,
        `INSERT INTO temporary_geo_profiles VALUES ('g2', 'k', 'WORLD', '2027-03-01', '2027-03-02')`,
        `INSERT INTO sign_items (tps_id, source_id, customer_id, payment_instrument_id, operation, limit_type, code) VALUES ('s2', 'x2', 'c', 'k', 'changeDefault', 'POS', '1')`,
      ];
      for (const sql of attempts) {
        const error = await database.query(sql).then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(['23P01', '23505']).toContain(pgErrorCode(error));
      }
      await database.query(`INSERT INTO temporary_limits VALUES ('t3', 'k', 'POS', 300, '2027-03-06', '2027-03-07')`);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe.each(storeVariants())('queries asked at once inside one transaction, on $name', ({ store }) => {
  it('all run, in the order asked, never two at a time on one PostgreSQL client', async () => {
    // pg deprecates queueing a query on a client that is still running one (pg 9 drops it).
    let running = 0;
    let mostAtOnce = 0;
    const query = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) return result.finally(() => (running -= 1));
      running -= 1;
      return result;
    } as typeof query);
    const database = await openStore(store);
    try {
      const answers = await database.transaction((tx) =>
        Promise.all([
          tx.query<{ n: number }>('SELECT 1 AS n'),
          tx.query<{ n: number }>('SELECT pg_sleep(0.05), 2 AS n'),
          tx.query<{ n: number }>('SELECT 3 AS n'),
        ]),
      );
      expect(answers.map((rows) => rows[0]!.n)).toEqual([1, 2, 3]);
      // After a failing query the transaction is aborted: the next one is still sent, and refused.
      const afterFailure = await database.transaction(async (tx) => {
        const [failed, next] = await Promise.allSettled([tx.query('SELECT 1 / 0'), tx.query('SELECT 4 AS n')]);
        return { ok: false, failed: failed.status, next: next.status };
      });
      expect(afterFailure).toEqual({ ok: false, failed: 'rejected', next: 'rejected' });
      if (store.kind === 'postgres') expect(mostAtOnce).toBe(1);
    } finally {
      spy.mockRestore();
      await database.close();
    }
  }, 30_000);

  it('a write still waiting when the work gives up is rolled back with it, and one asked after the end is refused', async () => {
    const database = await openStore(store);
    const key = `probe-${process.pid}-${Date.now()}`;
    const insert = (tx: Queryable) => tx.query(`INSERT INTO settings (key, value) VALUES ($1, '1'::jsonb)`, [key]);
    const probes = () => database.query(`SELECT key FROM settings WHERE key = $1`, [key]);
    try {
      // Promise.all gives up at the first failure while the INSERT still waits for its turn.
      await expect(database.transaction((tx) => Promise.all([tx.query('SELECT 1 / 0'), insert(tx)]))).rejects.toThrow(
        /division by zero/,
      );
      await new Promise((settle) => setTimeout(settle, 100));
      expect(await probes()).toEqual([]);
      let late: Queryable | undefined;
      await database.transaction(async (tx) => {
        late = tx;
      });
      await expect(insert(late!)).rejects.toThrow();
      expect(await probes()).toEqual([]);
    } finally {
      await database.close();
    }
  }, 30_000);
});
