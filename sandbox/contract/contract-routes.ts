import type { FastifyInstance } from 'fastify';
import { bankPart } from './openapi-document';
import { referencePage } from './reference-page';
import type { SandboxContext } from '../sandbox-context';

/** Where the bank's part of the document is served when the Environment does not say. */
export const DEFAULT_DOCUMENT_PATH = '/apis/openapi.json';

/**
 * The API's OpenAPI document (issue 39): the bank's part where the Environment names it
 * (`apiDocumentPath`), the whole (the control API too) at `/sandbox/openapi.json`, and a
 * reference page beside each.
 */
export function contractRoutes(app: FastifyInstance, context: SandboxContext): void {
  const hidden = { schema: { hide: true } };
  const whole = () => app.swagger() as unknown as Parameters<typeof bankPart>[0];
  const bank = () => bankPart(whole());
  const documentPath =
    context.environment.apiDocumentPath ?? `${context.environment.apiPrefix}${DEFAULT_DOCUMENT_PATH}`;
  const brand = context.environment.brandName;
  app.get(documentPath, hidden, async () => bank());
  referencePage(app, documentPath.replace(/[^/]*$/, 'reference/'), `${brand} API reference`, bank);
  if (!context.control) return;
  app.get('/sandbox/openapi.json', hidden, async () => whole());
  referencePage(app, '/sandbox/reference/', `${brand} API and sandbox control reference`, whole);
}
