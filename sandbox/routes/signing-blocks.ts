import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { listSigningStandings, unlockSigning } from '../store/signing-failures';

/**
 * The control API's view of the customers' runs of wrong confirmation codes (issue 20), and the
 * bank's unlock, so a demo or a test need not wait out a block.
 */
export function signingBlockRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { database } = context;

  app.get('/sandbox/signing-blocks', async () => ({ blocks: await listSigningStandings(database, context.now()) }));

  app.delete<{ Params: { customer: string } }>('/sandbox/signing-blocks/:customer', async (request) => ({
    customer: request.params.customer,
    unlocked: await unlockSigning(database, request.params.customer),
  }));
}
