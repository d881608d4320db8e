import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
};

export type Handler = (request: RecordedRequest, response: ServerResponse) => unknown;

export type TestServer = {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** What the next requests get; the default answers 200 `{}`. */
  handle(handler: Handler): void;
  close(): Promise<void>;
};

/** A real HTTP server on an ephemeral port, recording every request it gets. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
};
