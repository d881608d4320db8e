// `npm run test:crash`: kill -9 the built sandbox again and again under a load of limit changes,
// signings, region changes, blocks and unblocks, restart it on the same store, and check
// afterwards that every acknowledged change is there, none is half-applied, the store's
// invariants hold, and the card history matches: no acknowledged change without its event, no
// event without its change.
// A script rather than a jest test: it takes tens of seconds, too long for `npm test`.
//
//   CRASH_KILLS (4 per store)  CRASH_WORKERS (6 cards changed at once)  CRASH_STORES (pglite,postgres)
// Exits 1, saying what failed, when any check fails.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { buildSandbox, startSandboxProcess } from '../../bench/support/processes.mjs';
import { benchStores } from '../../bench/support/stores.mjs';
import { numberFromEnv } from '../../bench/support/stats.mjs';
import { historyChecks } from './history-checks.mjs';

const KILLS = numberFromEnv('CRASH_KILLS', 4);
const WORKERS = numberFromEnv('CRASH_WORKERS', 6);
/** Load between two kills, at random in this range: long enough for changes to land, short enough for many kills. */
const UP_MS = [600, 1400];
const SEED_POS = 2500;

const api = await buildSandbox();
const stores = await benchStores((process.env.CRASH_STORES ?? 'pglite,postgres').split(','));
const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
const fill = (template, params) => template.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name]));

/** The server of the moment; `up` resolves while it is listening, and is replaced while it is down. */
function serverSlot() {
  let current;
  let markUp;
  let up = new Promise((resolveUp) => (markUp = resolveUp));
  return {
    get url() {
      return current?.url;
    },
    whenUp: () => up,
    set(server) {
      current = server;
      markUp(server);
    },
    async kill() {
      up = new Promise((resolveUp) => (markUp = resolveUp));
      const server = current;
      current = undefined;
      await server.kill();
    },
    async stop() {
      await current?.stop();
    },
  };
}

/** A request that either answers or, when the server dies under it, says it is uncertain. */
async function call(slot, method, path, { cookie, body } = {}) {
  const server = await slot.whenUp();
  const headers = {
    'x-xsrf-header': api.xsrfToken,
    ...(cookie ? { cookie } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  try {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: 'uncertain' };
  }
}

/**
 * One card changed over and over, one request at a time, keeping a log of what was
 * acknowledged and what was in flight when the server died (its outcome is unknown).
 */
async function worker(slot, index, log, running) {
  const customer = api.loadCustomerId(index);
  const cardId = api.loadCardId(index);
  const signIn = async () => {
    for (;;) {
      const server = await slot.whenUp();
      try {
        const response = await fetch(`${server.url}/sandbox/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customer }),
        });
        if (response.ok) return response.headers.get('set-cookie').split(';')[0];
      } catch {
        // Killed under us: wait for the next one.
      }
    }
  };
  let session = await signIn();
  const record = (entry) => log.push({ card: cardId, customer, at: log.length, ...entry });
  let value = SEED_POS;
  let region = 'EUR';
  for (let step = 0; running(); step += 1) {
    // A limit change, then its signature.
    value = value === SEED_POS ? SEED_POS + 100 + index : SEED_POS;
    const change = await call(
      slot,
      'PUT',
      fill(api.paths.permanentLimit, { paymentInstrumentId: cardId, limitType: 'POS' }),
      { cookie: session, body: { limitValue: value } },
    );
    if (change.status === 200) record({ kind: 'limit', tpsId: change.body.id.tpsId, value });
    else if (change.status === 'uncertain') record({ kind: 'limit', uncertain: true, value });
    const pending = await call(slot, 'GET', `/sandbox/sign-items?customer=${customer}`);
    const item = pending.status === 200 ? pending.body.signItems[0] : undefined;
    if (item) {
      const signed = await call(slot, 'POST', fill(api.paths.signature, { signItemId: item.signItemId }), {
        cookie: session,
        body: { code: item.code },
      });
      if (signed.status === 200) record({ kind: 'signed', tpsId: item.signItemId, value: item.change.newValue });
      else if (signed.status === 'uncertain')
        record({ kind: 'signed', uncertain: true, tpsId: item.signItemId, value: item.change.newValue });
    }
    // The default region, and a temporary one created and deleted again.
    region = region === 'EUR' ? 'WORLD' : 'EUR';
    const patched = await call(slot, 'PATCH', fill(api.paths.defaultRegion, { paymentInstrumentId: cardId }), {
      cookie: session,
      body: { defaultGeoProfile: region },
    });
    if (patched.status === 200) record({ kind: 'region', region });
    else if (patched.status === 'uncertain') record({ kind: 'region', uncertain: true, region });
    else region = region === 'EUR' ? 'WORLD' : 'EUR';
    const day = `2027-03-${String(2 + (step % 3) * 2).padStart(2, '0')}`;
    const created = await call(slot, 'POST', fill(api.paths.temporaryRegions, { paymentInstrumentId: cardId }), {
      cookie: session,
      body: { geoProfile: region === 'EUR' ? 'WORLD' : 'EUR', startDate: day, endDate: day },
    });
    if (created.status === 201) {
      record({ kind: 'temporary', id: created.body.temporaryGeoProfileId });
      const deleted = await call(
        slot,
        'DELETE',
        fill(api.paths.temporaryRegion, {
          paymentInstrumentId: cardId,
          temporaryGeoProfileId: created.body.temporaryGeoProfileId,
        }),
        { cookie: session },
      );
      if (deleted.status === 200) record({ kind: 'deleted', id: created.body.temporaryGeoProfileId });
      else if (deleted.status === 'uncertain')
        record({ kind: 'deleted', uncertain: true, id: created.body.temporaryGeoProfileId });
    } else if (created.status === 'uncertain') record({ kind: 'temporary', uncertain: true });
    // A block, and lifting it again.
    const cardPath = { paymentInstrumentId: cardId };
    const blocked = await call(slot, 'POST', fill(api.paths.suspension, cardPath), { cookie: session });
    if (blocked.status === 200) record({ kind: 'blocked' });
    else if (blocked.status === 'uncertain') record({ kind: 'blocked', uncertain: true });
    const unblocked = await call(slot, 'POST', fill(api.paths.resumption, cardPath), { cookie: session });
    if (unblocked.status === 200) record({ kind: 'unblocked' });
    else if (unblocked.status === 'uncertain') record({ kind: 'unblocked', uncertain: true });
    if (
      [change, pending, patched, created, blocked, unblocked].some(
        (answer) => answer.status === 'uncertain' || answer.status === 401,
      )
    ) {
      // A restart keeps sessions, but a session created just before a kill may not have made it.
      session = await signIn();
      // After a crash the card's state is whatever landed: read it back rather than guess.
      const card = await call(
        slot,
        'GET',
        `${fill(api.paths.card, { paymentInstrumentId: cardId })}${api.INCLUDE_ALL}`,
        { cookie: session },
      );
      if (card.status === 200) {
        value = card.body.limits.find((limit) => limit.limitType === 'POS').defaultLimitValue;
        region = card.body.geoProfile.defaultGeoProfile;
        // A block that landed while its lifting did not would stop every change after it.
        if (card.body.lifeCycle.suspendedBy.includes('CUSTOMER')) {
          const lifted = await call(slot, 'POST', fill(api.paths.resumption, cardPath), { cookie: session });
          if (lifted.status === 200) record({ kind: 'unblocked' });
          else if (lifted.status === 'uncertain') record({ kind: 'unblocked', uncertain: true });
        }
      }
    }
  }
}

/** A plain SQL view of the store, opened after the sandbox has stopped. */
async function openDatabase(store) {
  if (store.env.SANDBOX_DATA_DIR) {
    const db = await PGlite.create({ dataDir: store.env.SANDBOX_DATA_DIR, extensions: { btree_gist } });
    return { query: async (sql) => (await db.query(sql)).rows, close: () => db.close() };
  }
  const client = new pg.Client({
    connectionString: store.env.DATABASE_URL,
    options: `-c search_path=${store.env.DATABASE_SCHEMA},public`,
  });
  await client.connect();
  return { query: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
}

/** Every check, as [what, problems found]; an empty list of problems passes. */
async function verify(store, log, slot) {
  const checks = [];
  const problem = (name, details) => checks.push([name, details]);
  const acknowledged = (kind) => log.filter((entry) => entry.kind === kind && !entry.uncertain);

  // While the last server still runs: no acknowledged signature can be signed again.
  const resigned = [];
  for (const entry of acknowledged('signed').slice(-40)) {
    const customer = log.find((other) => other.tpsId === entry.tpsId)?.customer ?? entry.customer;
    const items = (await call(slot, 'GET', `/sandbox/sign-items?customer=${customer}&status=SIGNED`)).body.signItems;
    const item = items.find((candidate) => candidate.signItemId === entry.tpsId);
    if (!item) continue;
    const login = await fetch(`${slot.url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const again = await call(slot, 'POST', fill(api.paths.signature, { signItemId: entry.tpsId }), {
      cookie,
      body: { code: item.code },
    });
    if (again.status !== 409) resigned.push(`${entry.tpsId}: ${again.status}`);
  }
  problem('no signed item is signed again (409 SIGN_ITEM_ALREADY_SIGNED)', resigned);
  await slot.stop();

  const db = await openDatabase(store);
  try {
    const items = new Map(
      (
        await db.query('SELECT tps_id, payment_instrument_id, status, operation, new_value, decided_at FROM sign_items')
      ).map((row) => [row.tps_id, row]),
    );
    problem(
      'every acknowledged limit change has its sign item',
      acknowledged('limit')
        .filter((entry) => !items.has(entry.tpsId))
        .map((entry) => entry.tpsId),
    );
    problem(
      'every acknowledged signature is SIGNED',
      acknowledged('signed')
        .filter((entry) => items.get(entry.tpsId)?.status !== 'SIGNED')
        .map((entry) => `${entry.tpsId}: ${items.get(entry.tpsId)?.status}`),
    );

    // Not half-applied: each card's limit is the value of its last signed change, or the seed's.
    const limits = await db.query(
      `SELECT payment_instrument_id, default_value FROM limits WHERE limit_type = 'POS' AND payment_instrument_id LIKE 'load-%'`,
    );
    const lastSigned = new Map(
      (
        await db.query(`SELECT DISTINCT ON (payment_instrument_id) payment_instrument_id, new_value FROM sign_items
           WHERE status = 'SIGNED' AND operation = 'changeDefault' AND limit_type = 'POS' ORDER BY payment_instrument_id, decided_at DESC`)
      ).map((row) => [row.payment_instrument_id, row.new_value]),
    );
    problem(
      'every card shows the value of its last signed change, and no other',
      limits
        .filter((row) => row.default_value !== (lastSigned.get(row.payment_instrument_id) ?? SEED_POS))
        .map((row) => `${row.payment_instrument_id}: ${row.default_value}`),
    );
    problem(
      'a card has at most one change waiting, and each waiting one is complete',
      (
        await db.query(
          `SELECT payment_instrument_id, count(*) AS n, bool_and(new_value IS NOT NULL AND code <> '') AS complete FROM sign_items WHERE status = 'PENDING' GROUP BY payment_instrument_id`,
        )
      )
        .filter((row) => Number(row.n) > 1 || !row.complete)
        .map((row) => row.payment_instrument_id),
    );
    problem(
      'a signed item was decided once: its decision time is set',
      [...items.values()].filter((row) => row.status !== 'PENDING' && row.decided_at === null).map((row) => row.tps_id),
    );
    problem(
      'no temporary regions or limits overlap',
      (
        await db.query(`SELECT a.temporary_geo_profile_id AS id FROM temporary_geo_profiles a JOIN temporary_geo_profiles b
             ON a.payment_instrument_id = b.payment_instrument_id AND a.temporary_geo_profile_id < b.temporary_geo_profile_id
            AND daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
          UNION ALL
          SELECT a.temporary_limit_id FROM temporary_limits a JOIN temporary_limits b
             ON a.payment_instrument_id = b.payment_instrument_id AND a.limit_type = b.limit_type AND a.temporary_limit_id < b.temporary_limit_id
            AND daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')`)
      ).map((row) => row.id),
    );

    // Regions: the last acknowledged default stays unless a later one was in flight; temporary ones as acknowledged.
    const regions = new Map(
      (
        await db.query(
          `SELECT payment_instrument_id, default_geo_profile FROM cards WHERE payment_instrument_id LIKE 'load-%'`,
        )
      ).map((row) => [row.payment_instrument_id, row.default_geo_profile]),
    );
    const wrongRegions = [];
    for (const [card, region] of regions) {
      const entries = log.filter((entry) => entry.card === card && entry.kind === 'region');
      const lastAcknowledged = entries.findLast((entry) => !entry.uncertain);
      const possible = new Set([
        lastAcknowledged?.region ?? 'EUR',
        ...entries.slice(entries.indexOf(lastAcknowledged) + 1).map((entry) => entry.region),
      ]);
      if (!possible.has(region)) wrongRegions.push(`${card}: ${region}, expected one of ${[...possible].join('/')}`);
    }
    problem('every card has the default region last acknowledged (or one still in flight then)', wrongRegions);
    const temporaryIds = new Set(
      (await db.query('SELECT temporary_geo_profile_id FROM temporary_geo_profiles')).map(
        (row) => row.temporary_geo_profile_id,
      ),
    );
    const deletedIds = new Set(acknowledged('deleted').map((entry) => entry.id));
    const uncertainDeletes = new Set(
      log.filter((entry) => entry.kind === 'deleted' && entry.uncertain).map((entry) => entry.id),
    );
    problem('acknowledged temporary regions are there until an acknowledged delete, and gone after it', [
      ...acknowledged('temporary')
        .filter((entry) => !deletedIds.has(entry.id) && !uncertainDeletes.has(entry.id) && !temporaryIds.has(entry.id))
        .map((entry) => `${entry.id} missing`),
      ...[...deletedIds].filter((id) => temporaryIds.has(id)).map((id) => `${id} still there`),
    ]);
    for (const [name, problems] of await historyChecks(db, log, temporaryIds)) problem(name, problems);
  } finally {
    await db.close();
  }
  return checks;
}

let failed = false;
try {
  for (const store of stores) {
    const started = Date.now();
    const slot = serverSlot();
    const env = { ...store.env, SANDBOX_LOAD_CUSTOMERS: String(WORKERS) };
    slot.set(await startSandboxProcess(env));
    const log = [];
    let running = true;
    const workers = Array.from({ length: WORKERS }, (_, index) => worker(slot, index + 1, log, () => running));
    const restarts = [];
    for (let kill = 1; kill <= KILLS; kill += 1) {
      await sleep(UP_MS[0] + Math.random() * (UP_MS[1] - UP_MS[0]));
      await slot.kill();
      const restarted = Date.now();
      slot.set(await startSandboxProcess(env));
      restarts.push(Date.now() - restarted);
    }
    await sleep(UP_MS[1]);
    running = false;
    await Promise.all(workers);
    const checks = await verify(store, log, slot);
    const count = (kind) => log.filter((entry) => entry.kind === kind && !entry.uncertain).length;
    console.log(
      `\n${store.name}: ${KILLS} kills (restart ${Math.round(restarts.reduce((a, b) => a + b, 0) / restarts.length)} ms on average), ${count('limit')} limit changes, ` +
        `${count('signed')} signatures, ${count('region')} default regions, ${count('temporary')} temporary regions, ${count('blocked')} blocks acknowledged; ` +
        `${log.filter((entry) => entry.uncertain).length} in flight at a kill; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const [name, problems] of checks) {
      console.log(
        `  ${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}${problems.length === 0 ? '' : `: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (+${problems.length - 5})` : ''}`}`,
      );
      if (problems.length > 0) failed = true;
    }
    const progress = ['limit', 'signed', 'region', 'blocked'].filter((kind) => count(kind) < KILLS);
    if (progress.length > 0) {
      console.log(`  FAIL too little got through to mean anything: ${progress.join(', ')}`);
      failed = true;
    }
  }
} finally {
  for (const store of stores) await store.cleanUp();
}
if (failed) {
  console.error('\nCrash test failed.');
  process.exit(1);
}
console.log('\nCrash test passed.');
