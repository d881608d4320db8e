import type { CatalogueCode } from '../../domain/index';
import { statusOf, type ErrorStyle } from '../http/refusal';
import { refusalSchema } from './error-schemas';
import type { JsonSchema } from './json-schema';

export type ContractHeader = { readonly description: string; readonly schema: JsonSchema };

export type ContractResponse = {
  readonly description: string;
  /** No schema: no body (204, a redirect). */
  readonly schema?: JsonSchema;
  readonly example?: unknown;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, ContractHeader>>;
};

/** One call of the bank's API as the document describes it, beside its route (issue 39). */
export type Operation = {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tag: string;
  readonly params?: JsonSchema;
  readonly query?: JsonSchema;
  readonly headers?: JsonSchema;
  readonly body?: { readonly schema: JsonSchema; readonly example?: unknown; readonly contentType?: string };
  readonly responses: Readonly<Record<string, ContractResponse>>;
};

/** Operations keyed `METHOD route-url`, as fastify registers the route. */
export type Operations = Record<string, Operation>;

const WHY: Partial<Record<number, string>> = {
  400: 'Refused: the request is malformed or a value is not one the bank takes.',
  401: 'No live session, or its authorisation session ran out (renew it: docs/quickstart.md).',
  403: 'Refused: not this caller’s, or the X-XSRF-HEADER is missing.',
  404: 'Not found.',
  409: 'Refused: the card’s state does not allow it now.',
  413: 'The body is too large.',
  414: 'An id in the path is too long.',
  415: 'The body is not JSON.',
  421: 'The Host is not one this bank serves.',
  422: 'Refused: the value asked for breaks a rule.',
  423: 'Locked.',
  429: 'Too many tries: `Retry-After` says when to come back.',
  500: 'The bank failed (or an injected fault).',
};

/**
 * The refusal answers of a call, one per status, from the codes it may answer: every code's
 * status is the one the sandbox answers it with (refusal.ts, statusOf), so the two cannot disagree.
 */
export function refusals(
  codes: readonly (CatalogueCode | [CatalogueCode, number])[],
  style: ErrorStyle = 'errors',
): Record<string, ContractResponse> {
  const byStatus = new Map<number, CatalogueCode[]>();
  for (const entry of codes) {
    const [code, status] = typeof entry === 'string' ? [entry, statusOf(entry)] : entry;
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), code])]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `${WHY[status] ?? 'Refused.'} Codes: ${list.join(', ')}.`,
        schema: refusalSchema(list, style),
        ...(status === 429 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      },
    ]),
  );
}

export const RETRY_AFTER: ContractHeader = {
  description: 'Seconds until trying again can succeed.',
  schema: { type: 'string', pattern: '^[0-9]+$' },
};

/** What any call of the bank's API behind its guard may answer besides its own refusals. */
export const GUARDED: readonly (CatalogueCode | [CatalogueCode, number])[] = [
  'REQUEST_INVALID',
  'SUBJECT_UNAUTHENTICATED',
  ['REQUEST_INVALID', 415],
  ['REQUEST_INVALID', 414],
  ['REQUEST_INVALID', 421],
  'REQUEST_TOO_LARGE',
  'INTERNAL_SERVER_ERROR',
];

/** A temporary setting's period refused: missing or unreadable dates, then the bank's date rules (0050–0052). */
export const PERIOD_REFUSALS: readonly CatalogueCode[] = [
  'START_DATE_MISSING',
  'START_DATE_INVALID',
  'END_DATE_MISSING',
  'END_DATE_INVALID',
  'MESSAGE_BAI540_0050',
  'MESSAGE_BAI540_0051',
  'MESSAGE_BAI540_0052',
];

/** A mutating call's guard: the XSRF header first. */
export const MUTATING: readonly (CatalogueCode | [CatalogueCode, number])[] = [...GUARDED, 'USER_ACTION_FORBIDDEN'];

/** Merges several refusal lists and answers into one `responses`, codes of one status together. */
export function answers(
  success: Record<string, ContractResponse>,
  codes: readonly (CatalogueCode | [CatalogueCode, number])[],
  style: ErrorStyle = 'errors',
): Record<string, ContractResponse> {
  return { ...success, ...refusals(codes, style) };
}
