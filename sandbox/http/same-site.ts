import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser says this request comes from a page of another site (or an opaque origin):
 * `Sec-Fetch-Site` other than `same-origin` or `none` (typed in the address bar), or an `Origin`
 * that is not this site's. Tools (curl, the tests, the benchmarks) send neither and pass.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
}
