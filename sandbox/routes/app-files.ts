import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LANGUAGES, type Language } from '../../domain/index';
import { isHandoverFromAnotherSite, withoutHandover } from '../http/handover-links';
import { html } from '../portal/html';
import { sendPage } from '../portal/pages/page-kit';
import { portalPaths } from '../portal/portal-paths';
import type { SandboxContext } from '../sandbox-context';

/** The service worker's script, as the build names it (adapters/browser/service-worker/register.ts). */
const CALLS_AHEAD_WORKER = 'calls-ahead-worker.js';

/** The build's file names: hashed assets (`main-AB12CD.js`), their source maps (`.js.map`, served only when linked) and legal notes (`.js.LEGAL.txt`). */
const ASSET_NAME = /^[\w-]+\.(?:js|css)(?:\.map|\.LEGAL\.txt)?$/;

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

type Encoding = 'br' | 'gzip';

type Loaded = {
  readonly path: string;
  readonly mtimeMs: number;
  readonly etag: string;
  readonly identity: Buffer;
  /** Each encoding once asked for, kept with the version it belongs to. */
  readonly encoded: Map<Encoding, Promise<Buffer>>;
};

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** What the build did not compress ahead is compressed on the fly, quickly, as a CDN would. */
const ON_THE_FLY: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => promisify(brotliCompress)(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (data) => promisify(gzip)(data, { level: 6 }),
};

/**
 * The production build writes `.br` and `.gz` beside its scripts and styles, compressed as far
 * as they go, so the first page after a start never waits for compression. One counts only
 * when it is at least as new as its file (a dev rebuild rewrites the file and writes none).
 */
async function compressed(file: Loaded, encoding: Encoding): Promise<Buffer> {
  const sibling = `${file.path}${SUFFIX[encoding]}`;
  const info = await stat(sibling).catch(() => undefined);
  if (info?.isFile() && info.mtimeMs >= file.mtimeMs) return readFile(sibling);
  return ON_THE_FLY[encoding](file.identity);
}

function encodedAs(file: Loaded, encoding: Encoding): Promise<Buffer> {
  let body = file.encoded.get(encoding);
  if (!body) {
    body = compressed(file, encoding);
    file.encoded.set(encoding, body);
  }
  return body;
}

/**
 * Files of `dist/app`, read when first asked for and again when the build rewrote them (so
 * `npm run dev` is served fresh), compressed once per version: the app must load fast on a
 * slow phone network.
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
    const loaded: Loaded = {
      path,
      mtimeMs: info.mtimeMs,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      encoded: new Map(),
    };
    cache.set(name, loaded);
    return loaded;
  };
}

async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Loaded,
  contentType: string,
  cacheControl: string,
) {
  reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('etag', file.etag)
    .header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(await encodedAs(file, 'br'));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await encodedAs(file, 'gzip'));
  return reply.send(file.identity);
}

/**
 * A source map is served only when its script or stylesheet names it, as the development build's
 * do (`npm run dev`). The production build's maps are hidden — written for an error reporter,
 * named by no file — since they hold the whole source (sourcesContent) and would be cached for good.
 */
async function namesItsMap(load: (name: string) => Promise<Loaded | undefined>, mapName: string): Promise<boolean> {
  const owner = await load(`assets/${mapName.slice(0, -'.map'.length)}`);
  return owner !== undefined && owner.identity.subarray(-512).toString('utf8').includes(`sourceMappingURL=${mapName}`);
}

const NOT_BUILT: Record<Language, { title: string; text: string }> = {
  nl: {
    title: 'De app is nog niet gebouwd',
    text: 'Bouw de app met npm run build (npm start doet dat ook) en laad deze pagina opnieuw.',
  },
  en: {
    title: 'The app has not been built yet',
    text: 'Build the app with npm run build (npm start does it too) and reload this page.',
  },
};

/**
 * The web app as the portal serves it (section 2.9 prefixes): its page at every app path,
 * private and business, in the path's language (the page language decides the locale), and its
 * hashed assets beside it. `/` opens the Dutch app. The pages carry relative URLs, so an app path
 * without its trailing slash is redirected to the one with it.
 */
export function appFileRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  options: { readonly appDir: string },
): void {
  const load = fileCache(options.appDir);
  const { app: appPaths } = portalPaths(context.environment);
  for (const segment of ['private', 'business'] as const) {
    for (const language of LANGUAGES) {
      const path = appPaths[segment][language];
      const base = path.endsWith('/') ? path : `${path}/`;
      app.get(base, async (request, reply) => {
        const [pathname, search] = [
          request.url.split('?')[0]!,
          request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
        ];
        if (!pathname.endsWith('/')) return reply.redirect(`${base}${search}`, 301);
        // Another site's link never starts a handover: the app is served without a–d (the browser keeps the fragment).
        const query = new URLSearchParams(search);
        if (isHandoverFromAnotherSite(request, query)) return reply.redirect(`${base}${withoutHandover(query)}`, 303);
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
      // The app's service worker (issue 14), beside the page so that it controls the app's path:
      // a fixed name, so the browser checks it against the server's on every navigation.
      app.get(`${base}${CALLS_AHEAD_WORKER}`, async (request, reply) => {
        const file = await load(CALLS_AHEAD_WORKER);
        if (!file) return reply.callNotFound();
        return send(request, reply, file, CONTENT_TYPES.js!, 'no-cache');
      });
      app.get<{ Params: { file: string } }>(`${base}assets/:file`, async (request, reply) => {
        const name = request.params.file;
        const file = ASSET_NAME.test(name) ? await load(`assets/${name}`) : undefined;
        if (!file || (name.endsWith('.map') && !(await namesItsMap(load, name)))) return reply.callNotFound();
        const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!;
        // Content-hashed names change with every build, so a file may be kept for good.
        return send(request, reply, file, type, 'public, max-age=31536000, immutable');
      });
    }
  }
  app.get('/', async (_request, reply) => reply.redirect(appPaths.private.nl, 302));
}
