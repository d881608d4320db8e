import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../../domain/index';
import { compressedOnce } from '../http/compressed-once';
import { html } from '../portal/html';
import { sendPage } from '../portal/pages/page-kit';
import { portalPaths } from '../portal/portal-paths';
import type { SandboxContext } from '../sandbox-context';

/** The build's file names: hashed assets (`main-AB12CD.js`), source maps and legal notes. */
const ASSET_NAME = /^[\w-]+\.(js|css|map|txt)$/;

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

type Loaded = { readonly mtimeMs: number; readonly etag: string; readonly identity: Buffer; readonly gzip: Buffer; readonly brotli: Buffer };

/**
 * Files of `dist/app`, read when first asked for and again when the build rewrote them (so
 * `npm run dev` is served fresh), compressed once per version (and kept across sandboxes): the
 * app must load fast on a slow phone network.
 */
function fileCache(directory: string) {
  const cache = new Map<string, Loaded>();
  return async (name: string): Promise<Loaded | undefined> => {
    const path = join(directory, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(name);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const identity = await readFile(path);
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    const loaded = { mtimeMs: info.mtimeMs, etag: `"${hash}"`, identity, ...compressedOnce(identity, hash) };
    cache.set(name, loaded);
    return loaded;
  };
}

function send(request: FastifyRequest, reply: FastifyReply, file: Loaded, contentType: string, cacheControl: string) {
  reply.header('content-type', contentType).header('cache-control', cacheControl).header('etag', file.etag).header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.identity);
}

const NOT_BUILT: Record<Language, { title: string; text: string }> = {
  nl: { title: 'De app is nog niet gebouwd', text: 'Bouw de app met npm run build (npm start doet dat ook) en laad deze pagina opnieuw.' },
  en: { title: 'The app has not been built yet', text: 'Build the app with npm run build (npm start does it too) and reload this page.' },
};

/**
 * The web app as the portal serves it (section 2.9 prefixes): its page at every app path,
 * private and business, in the path's language (the page language decides the locale), and its
 * hashed assets beside it. `/` opens the Dutch app. The pages carry relative URLs, so an app path
 * without its trailing slash is redirected to the one with it.
 */
export function appFileRoutes(app: FastifyInstance, context: SandboxContext, options: { readonly appDir: string }): void {
  const load = fileCache(options.appDir);
  const { app: appPaths } = portalPaths(context.environment);
  for (const segment of ['private', 'business'] as const) {
    for (const language of LANGUAGES) {
      const path = appPaths[segment][language];
      const base = path.endsWith('/') ? path : `${path}/`;
      app.get(base, async (request, reply) => {
        const [pathname, search] = [request.url.split('?')[0]!, request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''];
        if (!pathname.endsWith('/')) return reply.redirect(`${base}${search}`, 301);
        const file = await load(`index.${language}.html`);
        if (!file) {
          const texts = NOT_BUILT[language];
          const body = html`<h1>${texts.title}</h1>
<p>${texts.text}</p>`;
          return sendPage(reply, context, { language, segment, signedIn: false, title: texts.title, body }, 503);
        }
        // The page names the current build's assets: it must never be cached.
        return send(request, reply, file, CONTENT_TYPES.html!, 'no-cache');
      });
      app.get<{ Params: { file: string } }>(`${base}assets/:file`, async (request, reply) => {
        const name = request.params.file;
        const file = ASSET_NAME.test(name) ? await load(`assets/${name}`) : undefined;
        if (!file) return reply.callNotFound();
        const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!;
        // Content-hashed names change with every build, so a file may be kept for good.
        return send(request, reply, file, type, 'public, max-age=31536000, immutable');
      });
    }
  }
  app.get('/', async (_request, reply) => reply.redirect(appPaths.private.nl, 302));
}
