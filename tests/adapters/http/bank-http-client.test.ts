import type { ServerResponse } from 'node:http';
import * as v from 'valibot';
import { BankHttpClient, type BankHttpOptions } from '../../../adapters/http/bank-http-client';
import { json, startTestServer, type TestServer } from '../../support/http/test-server';

const NOTHING = v.pipe(
  v.unknown(),
  v.transform(() => undefined),
);
const GREETING = v.object({ hello: v.string() });

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const clientWith = (options: Partial<BankHttpOptions> = {}) =>
  new BankHttpClient({
    baseUrl: server.url,
    fetch: globalThis.fetch,
    xsrfToken: 'high',
    timeoutMs: 2000,
    screenSignal: () => undefined,
    reauthorise: async () => false,
    ...options,
  });

describe('BankHttpClient, the common rules of section 7', () => {
  it('sends Accept, X-XSRF-HEADER and a JSON body with its content type, and the query', async () => {
    server.handle((_request, response) => json(response, 200, { hello: 'world' }));
    const result = await clientWith().request({
      method: 'PUT',
      path: '/x/y',
      query: { a: '1', b: 'two words' },
      json: { limitValue: 5 },
      answer: GREETING,
    });
    expect(result).toEqual({ ok: true, value: { hello: 'world' } });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PUT', url: '/x/y?a=1&b=two+words', body: '{"limitValue":5}' });
    expect(request!.headers).toMatchObject({
      accept: 'application/json',
      'x-xsrf-header': 'high',
      'content-type': 'application/json',
    });
  });

  it('sends form data as is, and no JSON content type without a JSON body', async () => {
    await clientWith().request({
      method: 'POST',
      path: '/authorize',
      form: { amr_values: 'urn:nl:dmb:x' },
      answer: v.unknown(),
    });
    await clientWith().request({ method: 'POST', path: '/suspension', answer: NOTHING });
    expect(server.requests[0]!.body).toBe('amr_values=urn%3Anl%3Admb%3Ax');
    expect(server.requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(server.requests[1]!.headers['content-type']).toBeUndefined();
  });

  it.each([
    ['204', (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) => response.writeHead(204).end()],
    [
      'Content-Length 0',
      (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) =>
        response.writeHead(200, { 'Content-Length': '0' }).end(),
    ],
  ])('returns a %s answer unparsed', async (_case, answer) => {
    server.handle((_request, response) => answer(response));
    expect(await clientWith().request({ method: 'POST', path: '/p', answer: NOTHING })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('turns a non-OK body into a ServiceError by the domain parser, with its traceId', async () => {
    server.handle((_request, response) =>
      json(response, 400, { errors: [{ messageType: 'ERROR', code: 'LIMIT_TYPE_NOT_FOUND', traceId: 't-1' }] }),
    );
    const result = await clientWith().request({ method: 'POST', path: '/p', answer: NOTHING });
    expect(!result.ok && result.error).toMatchObject({
      name: 'ServiceError',
      code: 'LIMIT_TYPE_NOT_FOUND',
      traceId: 't-1',
      recoverable: false,
    });
  });

  it('takes the traceId from the Trace-Id header when the body names none', async () => {
    server.handle((_request, response) =>
      json(
        response,
        409,
        { messages: [{ messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_1029' }] },
        { 'Trace-Id': 'h-9' },
      ),
    );
    const result = await clientWith().request({ method: 'PUT', path: '/p', answer: NOTHING });
    expect(!result.ok && result.error).toMatchObject({
      code: 'MESSAGE_BAI540_1029',
      traceId: 'h-9',
      recoverable: true,
    });
  });

  it.each([
    ['an HTML error page', 502, 'text/html', '<html><body>Bad gateway</body></html>'],
    ['an HTML page with OK', 200, 'text/html', '<!doctype html><title>Login</title>'],
    ['cut-off JSON', 200, 'application/json', '{"hello": "wor'],
    ['garbage', 500, 'application/json', '\u0000\u0001 not json'],
  ])('turns %s into RESPONSE_INVALID, never an exception', async (_case, status, type, body) => {
    server.handle((_request, response) => response.writeHead(status, { 'Content-Type': type }).end(body));
    const result = await clientWith().request({ method: 'GET', path: '/p', answer: GREETING });
    expect(!result.ok && result.error).toMatchObject({
      name: 'ServiceError',
      code: 'RESPONSE_INVALID',
      originalError: { status },
    });
  });

  it('turns an OK answer of the wrong shape into RESPONSE_INVALID', async () => {
    server.handle((_request, response) => json(response, 200, { hello: 42 }));
    const result = await clientWith().request({ method: 'GET', path: '/p', answer: GREETING });
    expect(!result.ok && result.error.code).toBe('RESPONSE_INVALID');
  });

  it('gives a non-OK answer without a usable body the default serviceError', async () => {
    server.handle((_request, response) => response.writeHead(500).end());
    const result = await clientWith().request({ method: 'GET', path: '/p', answer: GREETING });
    expect(!result.ok && result.error).toMatchObject({
      code: 'serviceError',
      title: 'title:serviceError',
      message: 'message:serviceError',
    });
  });
});

describe('BankHttpClient, a 401 (section 4, "Wrapped requests")', () => {
  it('re-authorises once and retries once', async () => {
    let calls = 0;
    server.handle((_request, response) =>
      ++calls === 1 ? json(response, 401, {}) : json(response, 200, { hello: 'again' }),
    );
    const reauthorise = jest.fn(async () => true);
    const result = await clientWith({ reauthorise }).request({ method: 'GET', path: '/p', answer: GREETING });
    expect(result).toEqual({ ok: true, value: { hello: 'again' } });
    expect(reauthorise).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(2);
  });

  it('returns the original 401 when the flow fails, without a retry', async () => {
    server.handle((_request, response) =>
      json(response, 401, { errors: [{ messageType: 'ERROR', code: 'SUBJECT_UNAUTHENTICATED', traceId: 'first' }] }),
    );
    const reauthorise = jest.fn(async () => false);
    const result = await clientWith({ reauthorise }).request({ method: 'GET', path: '/p', answer: GREETING });
    expect(!result.ok && result.error).toMatchObject({ code: 'SUBJECT_UNAUTHENTICATED', traceId: 'first' });
    expect(server.requests).toHaveLength(1);
  });

  it('retries exactly once, even when the retry is refused again', async () => {
    server.handle((_request, response) => json(response, 401, {}));
    const reauthorise = jest.fn(async () => true);
    const result = await clientWith({ reauthorise }).request({ method: 'GET', path: '/p', answer: GREETING });
    expect(!result.ok && result.error.code).toBe('SUBJECT_UNAUTHENTICATED');
    expect(reauthorise).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a call refused after another call’s renewal ended with that renewal, not a second one', async () => {
    const refused = new Set<string>();
    let slowAnswer: (() => void) | undefined;
    server.handle((request, response) => {
      if (refused.has(request.url)) return json(response, 200, { hello: 'again' });
      refused.add(request.url);
      if (request.url === '/slow') slowAnswer = () => json(response, 401, {});
      else json(response, 401, {});
    });
    const reauthorise = jest.fn(async () => true);
    const client = clientWith({ reauthorise });
    const slow = client.request({ method: 'GET', path: '/slow', answer: GREETING });
    expect(await client.request({ method: 'GET', path: '/fast', answer: GREETING })).toEqual({
      ok: true,
      value: { hello: 'again' },
    });
    while (!slowAnswer) await new Promise((resolve) => setTimeout(resolve, 5));
    slowAnswer();
    expect(await slow).toEqual({ ok: true, value: { hello: 'again' } });
    expect(reauthorise).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone on a bare exchange (the session flows read it themselves)', async () => {
    server.handle((_request, response) => json(response, 401, { oidc_authz_url: '/authorize' }));
    const reauthorise = jest.fn(async () => true);
    const result = await clientWith({ reauthorise }).exchange({ method: 'GET', path: '/start' });
    expect(result.ok && result.value).toMatchObject({ status: 401, body: { oidc_authz_url: '/authorize' } });
    expect(reauthorise).not.toHaveBeenCalled();
  });
});

describe('BankHttpClient, when no answer arrives', () => {
  /** Answers after a second, unless the client has gone: no timer outlives the test (it would hold up jest's worker). */
  const answerLate = (response: ServerResponse) => {
    const late = setTimeout(() => json(response, 200, { hello: 'late' }), 1000);
    response.on('close', () => clearTimeout(late));
  };

  it('gives up after the request timeout: REQUEST_TIMEOUT', async () => {
    server.handle((_request, response) => answerLate(response));
    const result = await clientWith({ timeoutMs: 50 }).request({ method: 'GET', path: '/slow', answer: GREETING });
    expect(!result.ok && result.error.code).toBe('REQUEST_TIMEOUT');
  });

  it('is cancelled when the customer leaves the screen: REQUEST_ABORTED, never shown', async () => {
    server.handle((_request, response) => answerLate(response));
    const screen = new AbortController();
    const pending = clientWith({ screenSignal: () => screen.signal }).request({
      method: 'GET',
      path: '/slow',
      answer: GREETING,
    });
    setTimeout(() => screen.abort(), 20);
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('REQUEST_ABORTED');
  });

  it('does not even start for a screen already left', async () => {
    const screen = new AbortController();
    screen.abort();
    const result = await clientWith({ screenSignal: () => screen.signal }).request({
      method: 'GET',
      path: '/p',
      answer: GREETING,
    });
    expect(!result.ok && result.error.code).toBe('REQUEST_ABORTED');
    expect(server.requests).toHaveLength(0);
  });

  it('lets a call of the app’s start outlive the screen (the userinfo check): a new screen does not cancel it', async () => {
    const screen = new AbortController();
    screen.abort();
    const result = await clientWith({ screenSignal: () => screen.signal }).exchange({
      method: 'GET',
      path: '/p',
      outlivesScreen: true,
    });
    expect(result.ok).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'lets a change (%s) outlive its screen: Back while it is on its way leaves it to the bank, and its answer comes',
    async (method) => {
      server.handle((_request, response) => setTimeout(() => json(response, 200, { hello: 'done' }), 60));
      const screen = new AbortController();
      const pending = clientWith({ screenSignal: () => screen.signal }).request({
        method,
        path: '/change',
        json: {},
        answer: GREETING,
      });
      setTimeout(() => screen.abort(), 20);
      expect(await pending).toEqual({ ok: true, value: { hello: 'done' } });
      expect(server.requests).toHaveLength(1);
    },
  );

  it('turns a dropped connection into NETWORK_UNAVAILABLE', async () => {
    server.handle((_request, response) => {
      response.socket?.destroy();
    });
    const result = await clientWith().request({ method: 'GET', path: '/p', answer: GREETING });
    expect(!result.ok && result.error.code).toBe('NETWORK_UNAVAILABLE');
  });

  it('turns a server that is not there into NETWORK_UNAVAILABLE', async () => {
    const url = server.url;
    await server.close();
    const result = await clientWith({ baseUrl: url }).request({ method: 'GET', path: '/p', answer: GREETING });
    expect(!result.ok && result.error.code).toBe('NETWORK_UNAVAILABLE');
    server = await startTestServer();
  });
});
