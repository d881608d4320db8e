// The load worker's requests: each connection's slot (session, card), and the write and region
// requests that change a card and sign the change (bench/support/load-worker.mjs runs them).

export const fill = (template, params) => template.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name]));
export const INCLUDE_ALL = '?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true';

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
export function perConnection(slots) {
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
export const slotOf = (slots, context) => (context.slot === undefined ? { ...slots[0] } : slots[context.slot]);

/** A limit value other than the current one, so the bank never refuses it as unchanged (MESSAGE_BAI540_1029). */
function toggledLimit(slot) {
  slot.limitValue = slot.limitValue === slot.limitHigh ? slot.limitLow : slot.limitHigh;
  return slot.limitValue;
}

export function writeRequests(slots, { paths, xsrfToken }) {
  const jsonHeaders = (cookie) => ({ cookie, 'content-type': 'application/json', 'x-xsrf-header': xsrfToken });
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

export function regionRequests(slots, { paths, xsrfToken, regionPeriod }) {
  const jsonHeaders = (cookie) => ({ cookie, 'content-type': 'application/json', 'x-xsrf-header': xsrfToken });
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
          startDate: regionPeriod.startDate,
          endDate: regionPeriod.endDate,
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
