import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { allowedHostGuard, isAllowedHost, MISDIRECTED } from './http/allowed-hosts';
import { apiGuard } from './http/api-guard';
import { answerClientError } from './http/client-errors';
import { compressedAnswers } from './http/compressed-answers';
import { connectionOptions, DEFAULT_MAX_CONNECTIONS, type ConnectionOptions } from './http/connections';
import formbody from '@fastify/formbody';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './http/json-depth';
import { refuse } from './http/refusal';
import { applySecurityHeaders, securityHeaders } from './http/security-headers';
import { accountPages } from './portal/pages/account-pages';
import { activationPages } from './portal/pages/activation-page';
import { infoPages } from './portal/pages/info-pages';
import { loginPages } from './portal/pages/login-page';
import { mobileAppPages } from './portal/pages/mobile-app-page';
import { personalDataPages } from './portal/pages/personal-data-page';
import { toSignPages } from './portal/pages/to-sign-page';
import { analyticsCollectorRoutes } from './routes/analytics';
import { appFileRoutes } from './routes/app-files';
import { configRoutes } from './routes/config';
import { disturbanceRoutes } from './routes/disturbances';
import { handoverRoutes } from './routes/handover';
import { changeBasketRoutes } from './routes/change-baskets';
import { historyRoutes } from './routes/history';
import { portalAssetRoutes } from './routes/portal-assets';
import { sessionRoutes } from './routes/session';
import { cardRoutes } from './routes/cards';
import { controlRoutes } from './routes/control';
import { contractRoutes } from './contract/contract-routes';
import { registerContract } from './contract/openapi-document';
import { limitRoutes } from './routes/limits';
import { regionRoutes } from './routes/regions';
import { reissueRoutes } from './routes/reissue';
import { signingRoutes } from './routes/signing';
import type { SandboxContext } from './sandbox-context';
import { pgErrorCode } from './store/database';

/** The bank's bodies are small; anything larger is refused before it is read (413). */
export const BODY_LIMIT = 16 * 1024;

/** PostgreSQL's "data exception" class: text it cannot store (a NUL byte, a broken escape) is bad input. */
const isDataException = (error: unknown): boolean => pgErrorCode(error)?.startsWith('22') ?? false;

const onError = (logger: boolean) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error.validation) return refuse(request, reply, 'REQUEST_INVALID', { status: 400, detail: error.message });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(request, reply, 'REQUEST_TOO_LARGE');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return refuse(request, reply, 'REQUEST_INVALID', {
      status: 415,
      detail: 'Send JSON (Content-Type: application/json).',
    });
  if (isDataException(error)) return refuse(request, reply, 'REQUEST_INVALID', { status: 400 });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return refuse(request, reply, 'REQUEST_INVALID', { status, detail: error.message });
  // A bug or a broken database: say so in the bank's words, and leave a trace for whoever runs it.
  if (logger) request.log.error(error);
  else console.error(`[bank sandbox] ${request.method} ${request.url}:`, error);
  return refuse(request, reply, 'INTERNAL_SERVER_ERROR');
};

/**
 * JSON only, parsed safely (no `__proto__` tricks, no nesting deeper than MAX_JSON_DEPTH), and an
 * empty body counts as no body: the block and unblock calls send none, whatever their Content-Type says.
 */
function acceptJsonOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
      return done(
        Object.assign(new Error(`The body nests deeper than ${MAX_JSON_DEPTH} levels.`), { statusCode: 400 }),
        undefined,
      );
    parseJson(request, text, done);
  });
}

export type ServerOptions = {
  readonly logger?: boolean;
  /**
   * Whose `X-Forwarded-*` headers to believe (fastify's `trustProxy`): `true` for the one balancer
   * in front, a number for that many proxies in a row, or the balancer's addresses/CIDRs. Off by
   * default, since anyone could then claim TLS or another address.
   */
  readonly trustProxy?: TrustProxy;
  /** Host names answered besides localhost and the loopback addresses; any other is 421 (DNS rebinding). */
  readonly allowedHosts?: readonly string[];
} & ConnectionOptions;

export type TrustProxy = boolean | number | string;

/**
 * `true` means one hop, never fastify's "trust everyone": with that, the client's address is the
 * left-most X-Forwarded-For entry, which the client writes itself (a balancer appends the address
 * it saw on the right), so every sign-in guess could claim a new address and dodge the attempt limit.
 */
function hopsOrAddresses(trust: TrustProxy): string | false | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'string' || trust === false) return trust;
  const hops = trust === true ? 1 : trust;
  return (_address, hop) => hop < hops;
}

/** The stand-in bank as one fastify app: the bank's APIs behind the guard, the portal around the app, and the control API. */
export function buildServer(context: SandboxContext, options: ServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: hopsOrAddresses(options.trustProxy ?? false),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 100 },
    forceCloseConnections: true,
    ...connectionOptions(options),
    // Node's own 400, 408 and 431, in the bank's format and with the security headers.
    clientErrorHandler: answerClientError,
    genReqId: () => randomUUID(),
    // A malformed URL or an over-long id (414) is bad input too, in the bank's format. Fastify
    // answers these before any hook, so the security headers are set here.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      if (!isAllowedHost(request.host, options.allowedHosts ?? []))
        return refuse(request, reply, 'REQUEST_INVALID', { status: 421, detail: MISDIRECTED });
      return refuse(request, reply, 'REQUEST_INVALID', { status: error.statusCode ?? 400, detail: error.message });
    },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false } },
  });
  app.server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  app.decorateRequest('caller', null);
  app.decorateRequest('prefetched', null);
  acceptJsonOnly(app);
  app.setErrorHandler(onError(options.logger ?? false));
  app.setNotFoundHandler((request, reply) =>
    refuse(request, reply, 'REQUEST_INVALID', {
      status: 404,
      detail: `No ${request.method} ${request.url.split('?')[0]} here.`,
    }),
  );
  app.addHook('onSend', securityHeaders);
  // First of all, on every route (the 404 answer included): a name this sandbox does not serve.
  app.addHook('onRequest', allowedHostGuard(options.allowedHosts ?? []));
  // Before any route: the document is built from the routes as they are registered.
  registerContract(app, context);

  app.register(async (api) => {
    await compressedAnswers(api);
    api.addHook('onRequest', apiGuard(context));
    cardRoutes(api, context);
    reissueRoutes(api, context);
    limitRoutes(api, context);
    regionRoutes(api, context);
    signingRoutes(api, context);
    historyRoutes(api, context);
    changeBasketRoutes(api, context);
  });
  // The portal around the app: session calls, disturbances, config.json, its scripts (each route names its guard).
  app.register(async (portal) => {
    sessionRoutes(portal, context);
    handoverRoutes(portal, context);
    disturbanceRoutes(portal, context);
    await portal.register(async (config) => {
      await compressedAnswers(config);
      configRoutes(config, context);
    });
    analyticsCollectorRoutes(portal, context);
    portalAssetRoutes(portal, context);
    appFileRoutes(portal, context, { appDir: context.appDir });
  });
  app.register(async (pages) => {
    // The portal's pages post plain HTML forms (with a form token instead of the XSRF header).
    await pages.register(formbody, { bodyLimit: 8 * 1024 });
    loginPages(pages, context);
    mobileAppPages(pages, context);
    accountPages(pages, context);
    personalDataPages(pages, context);
    activationPages(pages, context);
    toSignPages(pages, context);
    infoPages(pages, context);
  });
  if (context.control) app.register(async (control) => controlRoutes(control, context));
  app.register(async (contract) => contractRoutes(contract, context));
  return app;
}
