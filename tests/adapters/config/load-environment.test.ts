import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { CONFIG_ERROR, loadEnvironment } from '../../../adapters/config/load-environment';
import { json, startTestServer, type TestServer } from '../../support/http/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe('loadEnvironment (section 7, ./config.json)', () => {
  it('reads the environment the server gives', async () => {
    server.handle((_request, response) => json(response, 200, DEFAULT_ENVIRONMENT));
    expect(await loadEnvironment(globalThis.fetch, `${server.url}/config.json`)).toEqual(DEFAULT_ENVIRONMENT);
  });

  it('keeps the card history path where the bank offers one, and has none where it does not (beyond section 7)', async () => {
    server.handle((_request, response) => json(response, 200, DEFAULT_ENVIRONMENT));
    expect((await loadEnvironment(globalThis.fetch, `${server.url}/config.json`)).cardHistoryPath).toBe(
      '/portal/apis/payment-instruments/v2/{paymentInstrumentId}/history',
    );
    const { cardHistoryPath: _offered, ...withoutHistory } = DEFAULT_ENVIRONMENT;
    server.handle((_request, response) => json(response, 200, withoutHistory));
    expect(await loadEnvironment(globalThis.fetch, `${server.url}/config.json`)).not.toHaveProperty('cardHistoryPath');
  });

  it.each([
    ['a failed fetch', (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(response, 404, {})],
    [
      'HTML',
      (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) =>
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>'),
    ],
    [
      'a config without the brand',
      (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) =>
        json(response, 200, { ...DEFAULT_ENVIRONMENT, brand: '' }),
    ],
    [
      'a card history path that is not text',
      (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) =>
        json(response, 200, { ...DEFAULT_ENVIRONMENT, cardHistoryPath: true }),
    ],
    [
      'three sidebar links',
      (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) =>
        json(response, 200, {
          ...DEFAULT_ENVIRONMENT,
          portal: {
            ...DEFAULT_ENVIRONMENT.portal,
            sidebarLinks: { nl: ['/a', '/b', '/c'], en: ['/a', '/b', '/c', '/d'] },
          },
        }),
    ],
  ])('throws "Error fetching config.json" for %s', async (_case, answer) => {
    server.handle((_request, response) => answer(response));
    await expect(loadEnvironment(globalThis.fetch, `${server.url}/config.json`)).rejects.toThrow(CONFIG_ERROR);
  });
});
