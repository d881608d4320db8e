import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assetPaths, servedAssets, type ServedAsset } from '../portal/portal-assets';
import type { SandboxContext } from '../sandbox-context';
import { PORTAL_ASSETS } from '../portal/compile-portal-scripts';

/** Small, cacheable for a while, and sent compressed: the portal's parts must load fast (section 2.2). */
const CACHE_CONTROL = 'public, max-age=600';

function send(request: FastifyRequest, reply: FastifyReply, asset: ServedAsset) {
  reply
    .header('content-type', asset.contentType)
    .header('cache-control', CACHE_CONTROL)
    .header('etag', asset.etag)
    .header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(asset.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.identity);
}

/** The header, footer, chat client and signing scripts, and the portal pages' script and stylesheet. */
export function portalAssetRoutes(app: FastifyInstance, context: SandboxContext): void {
  let assets: Promise<Map<string, ServedAsset>> | undefined;
  const byPath = () => {
    assets ??= servedAssets(context.environment).then((list) => new Map(list.map((asset) => [asset.path, asset])));
    return assets;
  };
  const paths = assetPaths(context.environment);
  for (const asset of PORTAL_ASSETS) {
    app.get(paths[asset], async (request, reply) => send(request, reply, (await byPath()).get(paths[asset])!));
  }
}
