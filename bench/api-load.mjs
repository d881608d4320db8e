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
import { printReport, scaleOutRows, summarise } from './support/api-load-report.mjs';
import { cardListBytes, post, sessions } from './support/api-load-sessions.mjs';
import { machine, numberFromEnv, writeResult } from './support/stats.mjs';

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
    running.push({ store, servers, url: servers[0].url, ...(await sessions(api, servers[0].url, maxConnections)) });
  }
  const bodyBytes = await cardListBytes(api, running[0].url, running[0].readers[0]);
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
          if (scenario === 'write-mix') await post(api, url, '/sandbox/reset', {});
        }
      }
      process.stdout.write(`  round ${roundIndex}, ${connections} connection(s) done\n`);
    }
  }

  const rows = summarise(samples);
  const verdict = printReport(rows, { rounds: ROUNDS, targetShare: TARGET_SHARE });
  const scaleOut = scaleOutRows(rows);

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
