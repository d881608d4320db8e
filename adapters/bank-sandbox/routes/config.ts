import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../../domain/index';
import { portalPaths } from '../portal/portal-paths';
import type { SandboxContext } from '../sandbox-context';

/**
 * Section 7: the app reads `./config.json` relative to where it is served, so it is answered
 * next to every app path (private and business, both languages): the whole Environment.
 */
export function configRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { app: appPaths } = portalPaths(context.environment);
  const paths = new Set([...LANGUAGES.map((language) => appPaths.private[language]), ...LANGUAGES.map((language) => appPaths.business[language])]);
  for (const path of paths) {
    app.get(`${path.endsWith('/') ? path : `${path}/`}config.json`, async () => context.environment);
  }
}
