import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_TRACE_ID = /^[\w.:-]{1,100}$/;

/** The caller's Trace-Id when it is a plain token (it is echoed back), else this request's own id. */
export function traceIdOf(request: FastifyRequest): string {
  const header = request.headers['trace-id'];
  return typeof header === 'string' && SAFE_TRACE_ID.test(header) ? header : request.id;
}

/**
 * Every answer names its request (issue 39), so a developer can quote one id to whoever runs the
 * bank: the same value as the `traceId` of an error body.
 */
export function applyTraceId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('trace-id', traceIdOf(request));
}
