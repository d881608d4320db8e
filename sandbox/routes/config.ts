import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../domain/index';
import { portalPaths } from '../portal/portal-paths';
import { analyticsCollectorPath } from './analytics';
import { guaranteedIdleSeconds } from '../store/sessions';
import type { SandboxContext } from '../sandbox-context';

/**
 * Section 7: the app reads `./config.json` relative to where it is served, so it is answered
 * next to every app path (private and business, both languages): the whole Environment.
 */
export function configRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { app: appPaths } = portalPaths(context.environment);
  const paths = new Set([
    ...LANGUAGES.map((language) => appPaths.private[language]),
    ...LANGUAGES.map((language) => appPaths.business[language]),
  ]);
  // The app warns before the portal session ends (WCAG 2.2.1), counting from its last answer, so it
  // learns the idle time this sandbox guarantees after any answer, not the nominal one.
  const idleSeconds = guaranteedIdleSeconds(context.sessionIdleSeconds);
  const { analytics } = context.environment;
  // Without the control API, /sandbox/analytics answers 404: the app's events go to the portal's collector.
  const endpoint =
    !context.control && analytics.endpoint.startsWith('/sandbox/')
      ? analyticsCollectorPath(context.environment)
      : analytics.endpoint;
  const config = {
    ...context.environment,
    analytics: { ...analytics, endpoint },
    session: { ...context.environment.session, idleSeconds },
  };
  for (const path of paths) {
    app.get(`${path.endsWith('/') ? path : `${path}/`}config.json`, async () => config);
  }
}
