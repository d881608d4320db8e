import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CATALOGUE,
  errorBody,
  isCatalogueCode,
  type CatalogueCode,
  type ErrorBodyFormat,
  type RuleFailure,
} from '../../domain/index';
import { traceIdOf } from './trace-id';

export { traceIdOf } from './trace-id';

/**
 * Which of the bank's three error formats an API answers with (section 3, "Server error
 * bodies"): the limit service's `MESSAGE_BAI540_*` keys come as `messages[]`; the card, region
 * and signing services answer `errors[]`; the older savings and address services `message.errors[]`.
 */
export type ErrorStyle = 'errors' | 'nested';

const FIELD_CODES: readonly CatalogueCode[] = [
  'REQUEST_INVALID',
  'LIMIT_VALUE_MISSING',
  'LIMIT_VALUE_INVALID',
  'LIMIT_TYPE_NOT_FOUND',
  'START_DATE_MISSING',
  'START_DATE_INVALID',
  'END_DATE_MISSING',
  'END_DATE_INVALID',
  'REASON_MISSING',
  'REASON_INVALID',
  'INSTRUMENT_USAGE_ID_MISSING',
  'INSTRUMENT_USAGE_ID_INVALID',
  'DEFAULT_GEO_PROFILE_MISSING',
  'DEFAULT_GEO_PROFILE_INVALID',
  'GEO_PROFILE_MISSING',
  'GEO_PROFILE_INVALID',
  'CUSTOMER_ADDRESS_INVALID',
];

/** Rules about the value asked for (it could never be accepted as sent) rather than the card's state. */
const UNPROCESSABLE: readonly CatalogueCode[] = [
  'MESSAGE_BAI540_1011',
  'MESSAGE_BAI540_0029',
  'MESSAGE_BAI540_0045',
  'MESSAGE_BAI540_0072',
  'MESSAGE_BAI540_1029',
  'MESSAGE_BAI540_0058',
  'MESSAGE_BAI540_1013',
  'MESSAGE_BAI540_0034',
  'MESSAGE_BAI540_0035',
  'MESSAGE_BAI540_0050',
  'MESSAGE_BAI540_0051',
  'MESSAGE_BAI540_0052',
  'MESSAGE_BAI540_1015',
  'MESSAGE_BAI540_1024',
  'MESSAGE_BAI540_1026',
  'SIGNATURE_INVALID',
];

const FIXED: Partial<Record<CatalogueCode, number>> = {
  SUBJECT_UNAUTHENTICATED: 401,
  SUBJECT_NOT_ALLOWED: 403,
  USER_ACTION_FORBIDDEN: 403,
  CUSTOMER_NOT_FOUND: 404,
  INSTRUMENT_NOT_FOUND: 404,
  TEMPORARY_LIMIT_NOT_FOUND: 404,
  TEMPORARY_GEO_PROFILE_NOT_FOUND: 404,
  SIGN_ITEM_NOT_FOUND: 404,
  REQUEST_TOO_LARGE: 413,
  SIGN_ITEM_LOCKED: 423,
  TOO_MANY_ATTEMPTS: 429,
  SIGNING_BLOCKED: 429,
  INTERNAL_SERVER_ERROR: 500,
  serviceError: 500,
};

/** The HTTP status of every refusal; docs/sandbox-api.md lists them. */
export function statusOf(code: CatalogueCode): number {
  const fixed = FIXED[code];
  if (fixed !== undefined) return fixed;
  if (FIELD_CODES.includes(code)) return 400;
  if (UNPROCESSABLE.includes(code)) return 422;
  // Everything else is the card's state refusing it now: pending change, missing link, overlap, exists.
  return 409;
}

export function formatOf(code: string, style: ErrorStyle): ErrorBodyFormat {
  return code.startsWith('MESSAGE_') ? 'messages' : style;
}

export function refusalBody(request: FastifyRequest, code: CatalogueCode, style: ErrorStyle, detail?: string) {
  const text = detail ?? (isCatalogueCode(code) ? CATALOGUE[code].text : code);
  const traceId = traceIdOf(request);
  const body = errorBody(formatOf(code, style), code, { text, traceId });
  // The limit service's `messages` format has no trace of its own; the sandbox adds one (issue 39).
  if ('messages' in body) return { messages: body.messages.map((message) => ({ ...message, traceId })) };
  return body;
}

/** Answers a refusal: the status for its code, the body in the API's format. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: RuleFailure | CatalogueCode,
  options: { readonly style?: ErrorStyle; readonly status?: number; readonly detail?: string } = {},
) {
  const code = typeof failure === 'string' ? failure : failure.code;
  const style = options.style ?? styleOf(request);
  return reply.code(options.status ?? statusOf(code)).send(refusalBody(request, code, style, options.detail));
}

/** Routes name their error style in `config.errorStyle`; the card, limit and signing APIs use `errors`. */
export function styleOf(request: FastifyRequest): ErrorStyle {
  const config = request.routeOptions?.config as { errorStyle?: ErrorStyle } | undefined;
  return config?.errorStyle ?? 'errors';
}
