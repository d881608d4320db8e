import { connect, type Socket } from 'node:net';
import { useSandbox } from '../sandbox/support/bank-client';

// Issue 37, items 4 and 5: idle keep-alive connections stayed 72 s (fastify's default) with no
// cap on connections; node's own 400, 408 and 431 answers carried none of the security headers
// and not the bank's error format.

type Exchange = { readonly answer: string; readonly closedAfterMs: number | undefined; readonly socket: Socket };

/** Writes `request` on a new connection and collects what comes back until it closes or `waitMs` passes. */
function exchange(baseUrl: string, request: string, waitMs: number): Promise<Exchange> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const started = Date.now();
    let answer = '';
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: closed ? Date.now() - started : undefined, socket });
    };
    const giveUp = setTimeout(() => finish(false), waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => socket.write(request));
  });
}

function headersOf(answer: string): Record<string, string> {
  const [head = ''] = answer.split('\r\n\r\n');
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('connections', () => {
  const started = useSandbox({ headersTimeoutSeconds: 1, requestTimeoutSeconds: 2, maxConnections: 4 });
  const host = () => new URL(started.url).host;
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.destroy()));

  it.each([
    ['bytes that are not HTTP', () => 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['headers over 16 KiB', () => `GET / HTTP/1.1\r\nHost: ${host()}\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`, 431],
    ['headers that never end', () => `GET / HTTP/1.1\r\nHost: ${host()}\r\n`, 408],
  ])(
    'node’s own answer to %s carries the security headers and the bank’s error format',
    async (_what, request, status) => {
      const { answer, socket } = await exchange(started.url, request(), 5000);
      sockets.push(socket);
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = headersOf(answer);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'cache-control': 'no-store',
        connection: 'close',
      });
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(bodyOf(answer)).toEqual({
        errors: [
          expect.objectContaining({ messageType: 'ERROR', code: 'REQUEST_INVALID', traceId: expect.any(String) }),
        ],
      });
    },
    15_000,
  );

  it('closes an idle keep-alive connection within 5 s', async () => {
    const { answer, closedAfterMs, socket } = await exchange(
      started.url,
      `GET /sandbox/customers HTTP/1.1\r\nHost: ${host()}\r\nConnection: keep-alive\r\n\r\n`,
      12_000,
    );
    sockets.push(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(headersOf(answer)['keep-alive']).toBe('timeout=5');
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeLessThan(7000);
  }, 20_000);

  it('holds no more connections than its cap: the one beyond is closed as it opens, the others still answer', async () => {
    const idle = await Promise.all(
      Array.from({ length: 4 }, () =>
        exchange(started.url, `GET /sandbox/customers HTTP/1.1\r\nHost: ${host()}\r\n`, 300),
      ),
    );
    sockets.push(...idle.map(({ socket }) => socket));
    expect(idle.map(({ closedAfterMs }) => closedAfterMs)).toEqual([undefined, undefined, undefined, undefined]);
    const beyond = await exchange(started.url, `GET /sandbox/customers HTTP/1.1\r\nHost: ${host()}\r\n\r\n`, 3000);
    sockets.push(beyond.socket);
    expect(beyond.answer).toBe('');
    expect(beyond.closedAfterMs).toBeDefined();
    idle.forEach(({ socket }) => socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${started.url}/sandbox/customers`)).status).toBe(200);
  }, 20_000);
});
