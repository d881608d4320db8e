import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueCode } from '../../domain/index';
import type { FaultAnswer } from '../store/faults';
import { refuse } from './refusal';

/** An injected 429 says when to come back, as every 429 of the bank does. */
const FAULT_RETRY_AFTER_SECONDS = 1;

/** The bank's own code for a status, for a fault armed without a body. */
export function faultCode(status: number): CatalogueCode {
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  if (status === 401) return 'SUBJECT_UNAUTHENTICATED';
  if (status === 403) return 'USER_ACTION_FORBIDDEN';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  return 'REQUEST_INVALID';
}

/**
 * An armed fault's answer. `Sandbox-Fault` names it, so a client's log (and the contract tests,
 * which check only real answers against the document) can tell it from the bank's own. Without a
 * body it is a refusal like any other: the route's error format, a `traceId` and a message.
 */
export function answerFault(
  request: FastifyRequest,
  reply: FastifyReply,
  fault: FaultAnswer,
  sendEmptyJson: (status: number) => FastifyReply,
) {
  reply.header('sandbox-fault', String(fault.id));
  if (fault.status === 429) reply.header('retry-after', String(FAULT_RETRY_AFTER_SECONDS));
  if (!fault.empty) return reply.code(fault.status).send(fault.body);
  if (fault.status < 300) return sendEmptyJson(fault.status);
  return refuse(request, reply, faultCode(fault.status), { status: fault.status });
}

/** A fault injected inside a call (store/faults.ts, `takeFaultAfterChange`), answered as the guard answers one; a success it injects says nothing. */
export const answerInjected = (request: FastifyRequest, reply: FastifyReply, fault: FaultAnswer) =>
  answerFault(request, reply, fault, (status) => reply.code(status).send());
