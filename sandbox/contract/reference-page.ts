import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Swagger UI's own files, from npm (no CDN), served under the sandbox's CSP as they are. */
const UI_DIR = resolve('node_modules/swagger-ui-dist');
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="stylesheet" href="swagger-ui.css">
  </head>
  <body>
    <main id="reference" data-document="document.json"></main>
    <script src="swagger-ui-bundle.js"></script>
    <script src="reference.js"></script>
  </body>
</html>
`;

// No inline script (the CSP), no validator badge (it would call validator.swagger.io), no "try it
// out" against another server: the page reads the document beside it and stays on this origin.
const START = `window.addEventListener('DOMContentLoaded', function () {
  var root = document.getElementById('reference');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-document'),
    domNode: root,
    validatorUrl: null,
    deepLinking: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    queryConfigEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
  });
});
`;

/** The reference page at `path` (ending in `/`), showing the document `read()` answers. */
export function referencePage(app: FastifyInstance, path: string, title: string, read: () => unknown): void {
  const hidden = { schema: { hide: true } };
  const files = new Map<string, Promise<Buffer>>();
  app.get(path, hidden, async (_request, reply) => reply.type('text/html; charset=utf-8').send(page(title)));
  app.get(`${path}reference.js`, hidden, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START),
  );
  app.get(`${path}document.json`, hidden, async () => read());
  for (const [name, type] of Object.entries(UI_FILES)) {
    app.get(`${path}${name}`, hidden, async (_request, reply) => {
      if (!files.has(name)) files.set(name, readFile(join(UI_DIR, name)));
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=600')
        .send(await files.get(name));
    });
  }
}
