// `npm run bench:api`: the bank sandbox's API under load, against a bare node:http ceiling.
//
// The built sandbox (what `npm start` runs) runs on each store in its own process; autocannon
// runs in another for every measurement; a bare node:http server answering a fixed JSON of the
// card list's size is measured in the same rounds as the ceiling. Numbers on these machines
// are noisy, so every figure is a median over rounds and the headline is the share of the ceiling.
// `postgres-3` is three sandbox processes on one PostgreSQL schema, the load generator spreading
// its connections over them as a balancer would; it is measured in the same rounds, with the same
// connections, as the one process on PostgreSQL, and compared with it at the end.
//
//   BENCH_ROUNDS (3)  BENCH_SECONDS (3)  BENCH_WARMUP_SECONDS (1)  BENCH_CONNECTIONS (1,10,50)
//   BENCH_STORES (pglite,postgres,postgres-3)  BENCH_SCENARIOS (card-list,card-details,write-mix)
//   Only the scale-out comparison: BENCH_STORES=postgres,postgres-3
//   BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
//   BENCH_PROFILE=1   the sandbox writes a CPU profile per store to .data/bench-profiles/
import { join } from 'node:path';
import {
  BENCH_TODAY,
  buildSandbox,
  ROOT,
  runLoadWorker,
  startListening,
  startSandboxProcess,
} from './support/processes.mjs';
import { benchStores } from './support/stores.mjs';
import { machine, median, numberFromEnv, round, table, writeResult } from './support/stats.mjs';

const ROUNDS = numberFromEnv('BENCH_ROUNDS', 3);
const SECONDS = numberFromEnv('BENCH_SECONDS', 3);
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP_SECONDS', 1);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'card-list,card-details,write-mix').split(',');
const PROFILE = process.env.BENCH_PROFILE === '1';
/** Sanne's card with a temporary limit and a temporary region: the richest single card. */
const DETAILS_CARD = 'sanne-travel';
/** The target of issue 8: at least a third of the ceiling on PostgreSQL (for the reads). */
const TARGET_SHARE = 1 / 3;

if (CONNECTIONS.some((count) => !Number.isInteger(count) || count < 1))
  throw new Error('BENCH_CONNECTIONS: whole numbers, comma-separated');

const api = await buildSandbox();
const stores = await benchStores((process.env.BENCH_STORES ?? 'pglite,postgres,postgres-3').split(','));
const maxConnections = Math.max(...CONNECTIONS);

async function post(url, path, body, cookie) {
  const headers = { 'content-type': 'application/json', 'x-xsrf-header': api.xsrfToken, ...(cookie ? { cookie } : {}) };
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function login(url, customer) {
  const response = await post(url, '/sandbox/login', { customer });
  return response.headers.get('set-cookie').split(';')[0];
}

/** One session per connection: Sanne's for the reads, a load customer's (with a card of their own) for the writes. */
async function sessions(url) {
  const readers = [];
  const writers = [];
  for (let index = 1; index <= maxConnections; index += 1) {
    readers.push(await login(url, 'sanne'));
    const customer = api.loadCustomerId(index);
    writers.push({
      customer,
      cardId: api.loadCardId(index),
      cookie: await login(url, customer),
      limitLow: 2500,
      limitHigh: 2600,
    });
  }
  return { readers, writers };
}

async function cardListBytes(url, cookie) {
  const response = await fetch(`${url}${api.paths.cardList}${api.INCLUDE_ALL}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`card list: ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

console.log(
  `API load: ${ROUNDS} rounds × ${SECONDS} s (+${WARMUP_SECONDS} s warm-up), connections ${CONNECTIONS.join(', ')}, stores ${stores.map((store) => store.name).join(', ')}`,
);

const running = [];
let ceiling;
try {
  for (const store of stores) {
    const profileDir = join(ROOT, '.data', 'bench-profiles', store.name.toLowerCase());
    // Several processes of one store start at the same moment, as they would behind a balancer.
    const servers = await Promise.all(
      Array.from({ length: store.processes }, () =>
        startSandboxProcess(
          // Sessions are signed in once, before the rounds: the authorisation session (300 s by
          // default) must outlast them, or the last rounds measure 401 answers.
          { ...store.env, SANDBOX_LOAD_CUSTOMERS: String(maxConnections), SANDBOX_AUTHORISATION_SECONDS: '86400' },
          PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {},
        ),
      ),
    );
    running.push({ store, servers, url: servers[0].url, ...(await sessions(servers[0].url)) });
  }
  const bodyBytes = await cardListBytes(running[0].url, running[0].readers[0]);
  ceiling = await startListening('bench/support/ceiling-server.mjs', { env: { BODY_BYTES: String(bodyBytes) } });

  const measure = (scenario, urls, connections, extra = {}) =>
    runLoadWorker({
      scenario,
      urls,
      connections,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      paths: api.paths,
      xsrfToken: api.xsrfToken,
      ...extra,
    });

  const samples = [];
  for (let roundIndex = 1; roundIndex <= ROUNDS; roundIndex += 1) {
    for (const connections of CONNECTIONS) {
      const ceilingRun = await measure('ceiling', [ceiling.url], connections);
      samples.push({ round: roundIndex, store: 'node:http', scenario: 'ceiling', ...ceilingRun, share: 1 });
      for (const { store, servers, url, readers, writers } of running) {
        for (const scenario of SCENARIOS) {
          const urls = servers.map((server) => server.url);
          const run = await measure(scenario, urls, connections, {
            readers: readers.slice(0, connections),
            writers: writers.slice(0, connections),
            detailsCard: DETAILS_CARD,
          });
          samples.push({ round: roundIndex, store: store.name, ...run, share: run.rps / ceilingRun.rps });
          // Every write round starts from the seed again: values, pending changes and sign items.
          if (scenario === 'write-mix') await post(url, '/sandbox/reset', {});
        }
      }
      process.stdout.write(`  round ${roundIndex}, ${connections} connection(s) done\n`);
    }
  }

  const groups = new Map();
  for (const sample of samples) {
    const key = `${sample.store}|${sample.scenario}|${sample.connections}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  const rows = [...groups.values()].map((group) => {
    const [{ store, scenario, connections }] = group;
    return {
      store,
      scenario,
      connections,
      rps: round(median(group.map((sample) => sample.rps))),
      p50: round(median(group.map((sample) => sample.p50)), 1),
      p99: round(median(group.map((sample) => sample.p99)), 1),
      share: round(median(group.map((sample) => sample.share)), 3),
      non2xx: group.reduce((sum, sample) => sum + sample.non2xx, 0),
      errors: group.reduce((sum, sample) => sum + sample.errors + sample.timeouts, 0),
      rounds: group.length,
    };
  });

  console.log(
    `\nSandbox API under load (medians of ${ROUNDS} rounds; share = requests/s as a share of the ceiling's at the same connections)\n`,
  );
  console.log(
    table(
      [
        { key: 'store', title: 'store' },
        { key: 'scenario', title: 'scenario' },
        { key: 'connections', title: 'conns', right: true },
        { key: 'rps', title: 'req/s', right: true },
        { key: 'p50', title: 'p50 ms', right: true },
        { key: 'p99', title: 'p99 ms', right: true },
        { key: 'sharePercent', title: 'of ceiling', right: true },
        { key: 'non2xx', title: 'non-2xx', right: true },
      ],
      rows.map((row) => ({ ...row, sharePercent: `${(row.share * 100).toFixed(1)} %` })),
    ),
  );
  const postgresReads = rows.filter(
    (row) => row.store === 'PostgreSQL' && row.scenario === 'card-list' && row.connections > 1,
  );
  const verdict =
    postgresReads.length === 0
      ? 'not measured (no PostgreSQL)'
      : postgresReads.every((row) => row.share >= TARGET_SHARE)
        ? 'met'
        : 'NOT met';
  console.log(
    `\nTarget (card list on PostgreSQL at ≥ ${(TARGET_SHARE * 100).toFixed(0)} % of the ceiling, with more than one connection): ${verdict}`,
  );
  console.log(
    'The write mix counts three requests per signed change: PUT the limit, GET its code (control API), POST the signature.',
  );
  const scaleOut = scaleOutRows(rows);
  if (scaleOut.length > 0) {
    console.log(
      `\nThree sandbox processes on one PostgreSQL schema vs one (same run, same connections; the load generator spreads its connections over the three, so one connection keeps one process busy at a time; all of it on the same ${machine().cpus} cores as PostgreSQL and the load generator)\n`,
    );
    console.log(
      table(
        [
          { key: 'scenario', title: 'scenario' },
          { key: 'connections', title: 'conns', right: true },
          { key: 'one', title: '1 process req/s', right: true },
          { key: 'three', title: '3 processes req/s', right: true },
          { key: 'ratioText', title: '3 vs 1', right: true },
          { key: 'p99One', title: 'p99 ms (1)', right: true },
          { key: 'p99Three', title: 'p99 ms (3)', right: true },
        ],
        scaleOut.map((row) => ({ ...row, ratioText: `×${row.ratio.toFixed(2)}` })),
      ),
    );
  }

  const file = writeResult('api-load', {
    benchmark: 'api-load',
    date: new Date().toISOString(),
    machine: machine(),
    config: {
      rounds: ROUNDS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      scenarios: SCENARIOS,
      today: BENCH_TODAY,
      detailsCard: DETAILS_CARD,
      ceilingBodyBytes: bodyBytes,
    },
    target: { store: 'PostgreSQL', scenario: 'card-list', share: TARGET_SHARE, verdict },
    results: rows,
    scaleOut,
    samples,
  });
  console.log(`Results: ${file.replace(`${ROOT}/`, '')}`);
} catch (error) {
  for (const { store, servers } of running)
    for (const server of servers)
      console.error(`--- ${store.name} sandbox output ---\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  await ceiling?.stop();
  for (const { servers } of running) for (const server of servers) await server.stop();
  for (const store of stores) await store.cleanUp();
}

/** PostgreSQL with three processes against one, scenario by scenario at the same connections. */
function scaleOutRows(rows) {
  return rows
    .filter((row) => row.store === 'PostgreSQL ×3')
    .flatMap((three) => {
      const one = rows.find(
        (row) => row.store === 'PostgreSQL' && row.scenario === three.scenario && row.connections === three.connections,
      );
      return one
        ? [
            {
              scenario: three.scenario,
              connections: three.connections,
              one: one.rps,
              three: three.rps,
              ratio: three.rps / one.rps,
              p99One: one.p99,
              p99Three: three.p99,
            },
          ]
        : [];
    });
}
