import type { FastifyInstance } from 'fastify';
import { guard } from '../http/api-guard';
import { sessionPaths } from '../http/api-paths';
import { refuse } from '../http/refusal';
import { startSession } from '../http/session-cookie';
import type { SandboxContext } from '../sandbox-context';
import { allowAttempt } from '../store/attempts';
import { takeHandover } from '../store/handovers';

const value = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** Section 3, "Session data": the SSO handover payload, exactly. */
const handoverSchema = {
  type: 'object',
  required: ['sessionId', 'response', 'challengeHandle', 'challengeDeviceDetails', 'appId', 'accessToolUsage'],
  properties: {
    sessionId: value,
    response: value,
    challengeHandle: value,
    challengeDeviceDetails: value,
    appId: { type: 'string', enum: ['SIMPLE_BANKING'] },
    accessToolUsage: { type: 'string', enum: ['SESSIONHANDOVER'] },
  },
} as const;

type HandoverBody = { sessionId: string; response: string; challengeHandle: string; challengeDeviceDetails: string };

/**
 * Section 4, "Session": `PUT /session/sessionhandoverresponse` turns a handover the mobile app
 * minted into a portal session. One use only; a replayed, expired or tampered handover (or one
 * nobody minted) is refused alike with 401, and the attempts of one address are limited.
 */
export function handoverRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { database, environment } = context;

  app.put<{ Body: HandoverBody }>(
    sessionPaths(environment).handover,
    { onRequest: guard(context, 'none'), schema: { body: handoverSchema } },
    async (request, reply) => {
      const now = context.now();
      if (!(await allowAttempt(database, 'handover', request.ip, now, context.attemptLimit))) {
        // At most one window until the oldest attempt counted no longer does.
        reply.header('retry-after', String(context.attemptLimit.windowSeconds));
        return refuse(request, reply, 'TOO_MANY_ATTEMPTS');
      }
      const { sessionId: a, response: b, challengeHandle: c, challengeDeviceDetails: d } = request.body;
      const started = await database.transaction(async (tx) => {
        const outcome = await takeHandover(tx, { a, b, c, d }, now);
        if (!outcome.accepted) return false;
        // The session the browser had ends with the new one's start (startSession).
        await startSession(context, request, reply, { customerId: outcome.customerId, segment: outcome.segment }, tx);
        return true;
      });
      if (!started) return refuse(request, reply, 'SUBJECT_UNAUTHENTICATED');
      return { sessionStarted: true };
    },
  );
}
