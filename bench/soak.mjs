// `npm run bench:soak`: mixed traffic against the built sandbox for a bounded time, per store;
// passes when no request gets an error answer and memory stays flat (heap after garbage
// collection, sampled in the server, grows by less than SOAK_MAX_HEAP_SLOPE MB a minute).
//
//   SOAK_SECONDS (90 per store)  SOAK_CONNECTIONS (8)  SOAK_SAMPLE_MS (3000)  SOAK_STORES (pglite,postgres)
//   SOAK_MAX_HEAP_SLOPE (1 MB/min)
// Each connection is a load customer of its own, cycling through: card list, card details, a limit
// change with its code and signature, a default region change, a temporary region created and deleted.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { BENCH_TODAY, buildSandbox, ROOT, runLoadWorker, startSandboxProcess } from './support/processes.mjs';
import { benchStores } from './support/stores.mjs';
import { machine, numberFromEnv, round, slope, table, writeResult } from './support/stats.mjs';

const SECONDS = numberFromEnv('SOAK_SECONDS', 90);
const CONNECTIONS = numberFromEnv('SOAK_CONNECTIONS', 8);
const SAMPLE_MS = numberFromEnv('SOAK_SAMPLE_MS', 3000);
const MAX_HEAP_SLOPE = numberFromEnv('SOAK_MAX_HEAP_SLOPE', 1);
/** The first part of a run is warm-up (JIT, pools, caches, PGlite's buffers filling): not judged. */
const WARM_UP_SHARE = 0.3;
const MB = 2 ** 20;

const api = await buildSandbox();
const stores = await benchStores((process.env.SOAK_STORES ?? 'pglite,postgres').split(','));

async function login(url, customer) {
  const response = await fetch(`${url}/sandbox/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer }),
  });
  if (!response.ok) throw new Error(`login ${customer}: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

console.log(
  `Soak: ${SECONDS} s per store, ${CONNECTIONS} connections, memory sampled every ${SAMPLE_MS} ms; stores ${stores.map((store) => store.name).join(', ')}`,
);
const results = [];
let failed = false;
try {
  for (const store of stores) {
    const probeFile = join(tmpdir(), `soak-memory-${process.pid}-${store.name}.jsonl`);
    rmSync(probeFile, { force: true });
    const server = await startSandboxProcess(
      {
        ...store.env,
        SANDBOX_LOAD_CUSTOMERS: String(CONNECTIONS),
        MEMORY_PROBE_FILE: probeFile,
        MEMORY_PROBE_MS: String(SAMPLE_MS),
      },
      { nodeArgs: ['--expose-gc', '--import', './bench/support/memory-probe.mjs'] },
    );
    let run;
    try {
      const writers = [];
      for (let index = 1; index <= CONNECTIONS; index += 1) {
        writers.push({
          customer: api.loadCustomerId(index),
          cardId: api.loadCardId(index),
          cookie: await login(server.url, api.loadCustomerId(index)),
          limitLow: 2500,
          limitHigh: 2600,
        });
      }
      run = await runLoadWorker({
        scenario: 'soak-mix',
        url: server.url,
        connections: CONNECTIONS,
        seconds: SECONDS,
        paths: api.paths,
        xsrfToken: api.xsrfToken,
        writers,
        regionPeriod: { startDate: '2027-03-02', endDate: '2027-03-03' },
      });
    } finally {
      await server.stop();
    }
    const samples = readFileSync(probeFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    rmSync(probeFile, { force: true });
    const judged = samples.filter((sample) => sample.seconds >= SECONDS * WARM_UP_SHARE);
    const perMinute = (key) => slope(judged.map((sample) => [sample.seconds / 60, sample[key] / MB]));
    const heapSlope = perMinute('heapUsed');
    const rssSlope = perMinute('rss');
    const errors = run.non2xx + run.errors + run.timeouts;
    const flat = heapSlope <= MAX_HEAP_SLOPE;
    if (errors > 0 || !flat) failed = true;
    results.push({
      store: store.name,
      seconds: round(run.seconds, 1),
      requests: run.requests,
      rps: round(run.rps),
      p50: run.p50,
      p99: run.p99,
      non2xx: run.non2xx,
      errors: run.errors,
      timeouts: run.timeouts,
      statusCodes: run.statusCodes,
      heapSlopeMbPerMinute: round(heapSlope, 2),
      rssSlopeMbPerMinute: round(rssSlope, 2),
      flat,
      samples: samples.map((sample) => ({
        seconds: round(sample.seconds, 1),
        rssMb: round(sample.rss / MB, 1),
        heapUsedMb: round(sample.heapUsed / MB, 1),
        externalMb: round(sample.external / MB, 1),
      })),
    });
  }

  for (const result of results) {
    console.log(
      `\n${result.store}: ${result.requests} requests in ${result.seconds} s (${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms), non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
    );
    const shown = result.samples.filter(
      (_, index, all) => all.length <= 10 || index % Math.ceil(all.length / 10) === 0 || index === all.length - 1,
    );
    console.log(
      table(
        [
          { key: 'seconds', title: 's', right: true },
          { key: 'rssMb', title: 'RSS MB', right: true },
          { key: 'heapUsedMb', title: 'heap MB (after GC)', right: true },
          { key: 'externalMb', title: 'external MB', right: true },
        ],
        shown,
      ),
    );
    console.log(
      `slope after the first ${WARM_UP_SHARE * 100} %: heap ${result.heapSlopeMbPerMinute} MB/min, RSS ${result.rssSlopeMbPerMinute} MB/min → ${result.flat ? 'flat' : `NOT flat (limit ${MAX_HEAP_SLOPE} MB/min)`}`,
    );
  }
  const file = writeResult('soak', {
    benchmark: 'soak',
    date: new Date().toISOString(),
    machine: machine(),
    config: {
      secondsPerStore: SECONDS,
      connections: CONNECTIONS,
      sampleMs: SAMPLE_MS,
      warmUpShare: WARM_UP_SHARE,
      maxHeapSlopeMbPerMinute: MAX_HEAP_SLOPE,
      today: BENCH_TODAY,
    },
    passed: !failed,
    results,
  });
  console.log(`\nResults: ${file.replace(`${ROOT}/`, '')}`);
} finally {
  for (const store of stores) await store.cleanUp();
}
if (failed) {
  console.error('Soak failed: error answers, or memory that keeps growing.');
  process.exit(1);
}
