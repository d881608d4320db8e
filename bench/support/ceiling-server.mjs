// The ceiling: a bare node:http server answering one fixed JSON body of BODY_BYTES bytes to
// every request, with the headers the sandbox sends. Nothing can answer HTTP faster on this
// machine, so the sandbox's throughput is reported as a share of this one's.
import http from 'node:http';

const size = Number(process.env.BODY_BYTES ?? 4096);
const body = Buffer.from(JSON.stringify({ ceiling: 'x'.repeat(Math.max(0, size - '{"ceiling":""}'.length)) }));
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': body.length,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address();
  console.log(`Ceiling server listening on http://${address}:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
