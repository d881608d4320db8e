import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../domain/index';
import { portalPaths } from '../portal/portal-paths';
import { guaranteedIdleSeconds } from '../store/sessions';
import type { SandboxContext } from '../sandbox-context';

/**
 * Section 7: the app reads `./config.json` relative to where it is served, so it is answered
 * next to every app path (private and business, both languages): the whole Environment.
 */
export function configRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { app: appPaths } = portalPaths(context.environment);
  const paths = new Set([...LANGUAGES.map((language) => appPaths.private[language]), ...LANGUAGES.map((language) => appPaths.business[language])]);
  // The app warns before the portal session ends (WCAG 2.2.1), counting from its last answer, so it
  // learns the idle time this sandbox guarantees after any answer, not the nominal one.
  const idleSeconds = guaranteedIdleSeconds(context.sessionIdleSeconds);
  const config = { ...context.environment, session: { ...context.environment.session, idleSeconds } };
  for (const path of paths) {
    app.get(`${path.endsWith('/') ? path : `${path}/`}config.json`, async () => config);
  }
}
