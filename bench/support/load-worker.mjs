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

const config = JSON.parse(await readStdin());
const { paths, xsrfToken } = config;
const urls = config.urls ?? [config.url];

function readStdin() {
  return new Promise((resolveRead) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolveRead(text));
  });
}

const fill = (template, params) => template.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name]));
const INCLUDE_ALL = '?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true';
const jsonHeaders = (cookie) => ({ cookie, 'content-type': 'application/json', 'x-xsrf-header': xsrfToken });
const parse = (body) => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * Gives every connection a slot of its own (a session, a card) that outlives autocannon's
 * per-cycle context: the context starts from `{ slot }` again at every pass through `requests`.
 */
function perConnection(slots) {
  let next = 0;
  return (client) => {
    const iterator = client.requestIterator;
    iterator.initialContext = { slot: next % slots.length };
    iterator.resetContext();
    // The first request was built before this client had a slot: build it again with one.
    iterator.rebuildRequest();
    next += 1;
  };
}

/**
 * The connection's slot. Autocannon builds each client's first request before `setupClient`
 * runs; that build gets a throw-away copy, so it cannot toggle a real slot's state.
 */
const slotOf = (slots, context) => (context.slot === undefined ? { ...slots[0] } : slots[context.slot]);

/** A limit value other than the current one, so the bank never refuses it as unchanged (MESSAGE_BAI540_1029). */
function toggledLimit(slot) {
  slot.limitValue = slot.limitValue === slot.limitHigh ? slot.limitLow : slot.limitHigh;
  return slot.limitValue;
}

function writeRequests(slots) {
  return [
    {
      method: 'PUT',
      setupRequest: (request, context) => {
        const slot = slotOf(slots, context);
        return {
          ...request,
          path: fill(paths.permanentLimit, { paymentInstrumentId: slot.cardId, limitType: 'POS' }),
          headers: jsonHeaders(slot.cookie),
          body: JSON.stringify({ limitValue: toggledLimit(slot) }),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 200) context.tpsId = parse(body)?.id?.tpsId;
      },
    },
    // Always asked: after a refused change (one already waiting, say after a crash) the waiting one is signed instead.
    {
      method: 'GET',
      setupRequest: (request, context) => ({
        ...request,
        path: `/sandbox/sign-items?customer=${encodeURIComponent(slotOf(slots, context).customer)}`,
        headers: {},
      }),
      onResponse: (status, body, context) => {
        const items = parse(body)?.signItems ?? [];
        const item = items.find((candidate) => candidate.signItemId === context.tpsId) ?? items[0];
        context.tpsId = item?.signItemId;
        context.code = item?.code;
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) =>
        context.code
          ? {
              ...request,
              path: fill(paths.signature, { signItemId: context.tpsId }),
              headers: jsonHeaders(slotOf(slots, context).cookie),
              body: JSON.stringify({ code: context.code }),
            }
          : null,
    },
  ];
}

const other = (region) => (region === 'EUR' ? 'WORLD' : 'EUR');

function regionRequests(slots) {
  return [
    {
      method: 'PATCH',
      setupRequest: (request, context) => {
        const slot = slotOf(slots, context);
        slot.region = other(slot.region);
        return {
          ...request,
          path: fill(paths.defaultRegion, { paymentInstrumentId: slot.cardId }),
          headers: jsonHeaders(slot.cookie),
          body: JSON.stringify({ defaultGeoProfile: slot.region }),
        };
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const slot = slotOf(slots, context);
        const body = {
          geoProfile: other(slot.region),
          startDate: config.regionPeriod.startDate,
          endDate: config.regionPeriod.endDate,
        };
        return {
          ...request,
          path: fill(paths.temporaryRegions, { paymentInstrumentId: slot.cardId }),
          headers: jsonHeaders(slot.cookie),
          body: JSON.stringify(body),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 201) context.regionId = parse(body)?.temporaryGeoProfileId;
      },
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) =>
        context.regionId
          ? {
              ...request,
              path: fill(paths.temporaryRegion, {
                paymentInstrumentId: slotOf(slots, context).cardId,
                temporaryGeoProfileId: context.regionId,
              }),
              headers: { cookie: slotOf(slots, context).cookie, 'x-xsrf-header': xsrfToken },
            }
          : null,
    },
  ];
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
      return { setupClient: perConnection(writers), requests: writeRequests(writers) };
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
          ...writeRequests(writers),
          ...regionRequests(writers),
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
