import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { CATALOGUE, errorBody } from '../../domain/index';
import { SECURITY_HEADERS } from './security-headers';

type ClientError = Error & { readonly code?: string };

/** What node found wrong before there was a request to route: a timeout, headers too large, or bytes that are not HTTP. */
function answerFor(error: ClientError): { readonly status: number; readonly text: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, text: 'The request took too long to arrive.' };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, text: 'The request headers are too large.' };
  return { status: 400, text: CATALOGUE.REQUEST_INVALID.text };
}

/**
 * Node's own answers (400, 408, 431) come before any route or hook, so they carried none of the
 * security headers and not the bank's error format (issue 37). This writes them as every other
 * refusal is written: `REQUEST_INVALID` in the `errors` format with a trace id, the headers every
 * answer has, and the connection closed (nothing more of it can be read safely).
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, text } = answerFor(error);
  // No request was read, so no caller's Trace-Id: the answer's own id, in the header as on every answer.
  const traceId = randomUUID();
  const body = JSON.stringify(errorBody('errors', 'REQUEST_INVALID', { text, traceId }));
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'cache-control': 'no-store',
    ...(socket instanceof TLSSocket ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'trace-id': traceId,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`, () => socket.destroy());
}
