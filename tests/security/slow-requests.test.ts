import { connect, type Socket } from 'node:net';
import { useSandbox } from '../sandbox/support/bank-client';

// Issue 20, item 8: a client that trickles its headers or its body must not hold a connection
// open for as long as it likes. The sandbox answers 408 and closes once the request (or its
// headers) took longer than the timeout; tests set short ones, the defaults are in the docs.

type Outcome = { readonly closedAfterMs: number; readonly answer: string };

/** Opens a connection, writes `head`, then one byte of `trickle` every 200 ms until the server closes it. */
function trickleTo(baseUrl: string, head: string, trickle: string, giveUpMs: number): Promise<Outcome> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(Number(url.port), url.hostname);
    let answer = '';
    let index = 0;
    const timer = setInterval(() => {
      if (index < trickle.length && !socket.destroyed) socket.write(trickle[index++]!);
    }, 200);
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: Date.now() - started, answer });
    };
    const giveUp = setTimeout(finish, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.on('connect', () => socket.write(head));
  });
}

describe('slow requests', () => {
  const started = useSandbox({ requestTimeoutSeconds: 2, headersTimeoutSeconds: 1 });
  const host = () => new URL(started.url).host;

  it('a body trickled byte by byte is cut off with 408 once the request took longer than its timeout', async () => {
    const body = JSON.stringify({ event: 'x'.repeat(200) });
    const head = `POST /sandbox/analytics HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const outcome = await trickleTo(started.url, head, body, 8000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.closedAfterMs).toBeLessThan(4000);
  }, 15_000);

  it('headers trickled byte by byte are cut off once they took longer than theirs', async () => {
    const outcome = await trickleTo(
      started.url,
      'GET /sandbox/customers HTTP/1.1\r\n',
      `Host: ${host()}\r\nX-Slow: ${'y'.repeat(60)}\r\n\r\n`,
      8000,
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.closedAfterMs).toBeLessThan(3000);
  }, 15_000);

  it('a request that arrives in time is answered as ever', async () => {
    const answer = await fetch(`${started.url}/sandbox/customers`);
    expect(answer.status).toBe(200);
  });
});
