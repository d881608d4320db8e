// One load run in its own process: reads a JSON config on stdin, runs autocannon against one
// scenario and prints one JSON result on stdout. `urls` (or one `url`): several processes of one
// sandbox get the connections in turn, as behind a balancer. Scenarios:
//   ceiling       GET / on the ceiling server
//   card-list     GET the card list, every flag on (one session per connection)
//   card-details  GET one card, every flag on
//   write-mix     per connection: change a limit (PUT), read its confirmation code (control API),
//                 sign it (POST); each connection on a card of its own, so no change queues behind another
//   soak-mix      per connection: list, details, the write mix, a default region change, and a
//                 temporary region created and deleted again
import autocannon from 'autocannon';
import { fill, INCLUDE_ALL, perConnection, regionRequests, slotOf, writeRequests } from './load-requests.mjs';

const config = JSON.parse(await readStdin());
const { paths } = config;
const urls = config.urls ?? [config.url];

function readStdin() {
  return new Promise((resolveRead) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolveRead(text));
  });
}

function scenario() {
  const readers = (config.readers ?? []).map((cookie) => ({ cookie }));
  const writers = (config.writers ?? []).map((writer) => ({ ...writer, limitValue: writer.limitLow, region: 'EUR' }));
  const get = (path, slots) => ({
    method: 'GET',
    setupRequest: (request, context) => ({ ...request, path, headers: { cookie: slotOf(slots, context).cookie } }),
  });
  switch (config.scenario) {
    case 'ceiling':
      return { requests: [{ method: 'GET', path: '/' }] };
    case 'card-list':
      return { setupClient: perConnection(readers), requests: [get(`${paths.cardList}${INCLUDE_ALL}`, readers)] };
    case 'card-details':
      return {
        setupClient: perConnection(readers),
        requests: [get(`${fill(paths.card, { paymentInstrumentId: config.detailsCard })}${INCLUDE_ALL}`, readers)],
      };
    case 'write-mix':
      return { setupClient: perConnection(writers), requests: writeRequests(writers, config) };
    case 'soak-mix':
      return {
        setupClient: perConnection(writers),
        requests: [
          {
            method: 'GET',
            setupRequest: (request, context) => ({
              ...request,
              path: `${paths.cardList}${INCLUDE_ALL}`,
              headers: { cookie: slotOf(writers, context).cookie },
            }),
          },
          {
            method: 'GET',
            setupRequest: (request, context) => ({
              ...request,
              path: `${fill(paths.card, { paymentInstrumentId: slotOf(writers, context).cardId })}${INCLUDE_ALL}`,
              headers: { cookie: slotOf(writers, context).cookie },
            }),
          },
          ...writeRequests(writers, config),
          ...regionRequests(writers, config),
        ],
      };
    default:
      throw new Error(`unknown scenario ${config.scenario}`);
  }
}

const run = (seconds) => {
  const { setupClient, requests } = scenario();
  return autocannon({
    url: urls,
    connections: config.connections,
    duration: seconds,
    ...(setupClient ? { setupClient } : {}),
    requests,
    timeout: 30,
  });
};

/** A write scenario leaves changes behind; the measured run starts from the seed again. */
async function resetSandbox() {
  const response = await fetch(`${urls[0]}/sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`reset: ${response.status}`);
}

if (config.warmupSeconds) {
  await run(config.warmupSeconds);
  if (config.scenario === 'write-mix' || config.scenario === 'soak-mix') await resetSandbox();
}
const result = await run(config.seconds);

const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
);
process.stdout.write(
  JSON.stringify({
    scenario: config.scenario,
    connections: config.connections,
    seconds: result.duration,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  }),
);
