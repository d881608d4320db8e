// The bench's calls to a running sandbox (`api`: what buildSandbox answers): its sessions, one per
// connection, signed in by the control API.

export async function post(api, url, path, body, cookie) {
  const headers = { 'content-type': 'application/json', 'x-xsrf-header': api.xsrfToken, ...(cookie ? { cookie } : {}) };
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function login(api, url, customer) {
  const response = await post(api, url, '/sandbox/login', { customer });
  return response.headers.get('set-cookie').split(';')[0];
}

/** One session per connection: Sanne's for the reads, a load customer's (with a card of their own) for the writes. */
export async function sessions(api, url, maxConnections) {
  const readers = [];
  const writers = [];
  for (let index = 1; index <= maxConnections; index += 1) {
    readers.push(await login(api, url, 'sanne'));
    const customer = api.loadCustomerId(index);
    writers.push({
      customer,
      cardId: api.loadCardId(index),
      cookie: await login(api, url, customer),
      limitLow: 2500,
      limitHigh: 2600,
    });
  }
  return { readers, writers };
}

export async function cardListBytes(api, url, cookie) {
  const response = await fetch(`${url}${api.paths.cardList}${api.INCLUDE_ALL}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`card list: ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}
