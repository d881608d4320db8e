import { parseIsoDate, type IsoDate } from '../calendar/iso-date';
import { firstTemporaryLimit, TEMPORARY_LIMIT_TYPES, type CardLimit, type LimitType } from '../limits/limit-type';
import { operationTypeOf, type LimitOperation, type LimitOperationType } from '../limits/limit-operation';

/** One side of a limit change: an amount per day, for a period when it is a temporary limit. */
export type PendingChangeSide = {
  readonly amount: number;
  readonly period?: { readonly startDate: IsoDate; readonly endDate: IsoDate };
};

/** The sign item a pending change names (section 3, "Sign item"). */
export type PendingSignItem = { readonly sourceId: string; readonly tpsId: string };

/** What a change to sign says it will do, in the words of section 3's operationType. */
export type LimitChangeRequest = {
  readonly operationType: LimitOperationType;
  readonly limitValue?: number;
  readonly startDate?: string;
  readonly endDate?: string;
};

/** A change the app can put in words: the limit as it is, and as it will be once signed. */
export type DescribedLimitChange = {
  readonly kind: 'described';
  readonly limitType: LimitType;
  readonly operationType: LimitOperationType;
  readonly before: PendingChangeSide;
  readonly after: PendingChangeSide;
  /** Absent when the bank did not name its sign item: the change can then be signed only in the portal. */
  readonly signItem?: PendingSignItem;
};

/**
 * What a limit's `limitChangeRequest` means (section 3: "null, or a value meaning a change is
 * pending"). A bank may send only a marker: then the change is `opaque`, known to wait but not
 * what it is.
 */
export type PendingChange =
  { readonly kind: 'none' } | { readonly kind: 'opaque'; readonly limitType: LimitType } | DescribedLimitChange;

const KINDS = ['changeDefault', 'createTemporary', 'changeTemporary', 'deleteTemporary'] as const;

const OPERATIONS: readonly LimitOperation[] = /* @__PURE__ */ (() => [
  { kind: 'changeDefault', limitType: 'ECOM' } as const,
  ...TEMPORARY_LIMIT_TYPES.flatMap((limitType) => KINDS.map((kind) => ({ kind, limitType }) as LimitOperation)),
])();

/** The operation an operationType names; undefined for anything section 3 does not list. */
export function operationOfType(operationType: unknown): LimitOperation | undefined {
  return OPERATIONS.find((operation) => operationTypeOf(operation) === operationType);
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function periodOf(startDate: unknown, endDate: unknown): PendingChangeSide['period'] {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  return start.ok && end.ok && start.value <= end.value ? { startDate: start.value, endDate: end.value } : undefined;
}

/** The limit as it stands: its temporary limit when one exists, else its default. */
function temporaryOrDefault(limit: CardLimit): PendingChangeSide {
  const temporary = firstTemporaryLimit(limit);
  if (!temporary) return { amount: limit.defaultLimitValue };
  const period = periodOf(temporary.startDate, temporary.endDate);
  return { amount: temporary.limitValue, ...(period ? { period } : {}) };
}

function sides(
  limit: CardLimit,
  operation: LimitOperation,
  request: LimitChangeRequest,
): Pick<DescribedLimitChange, 'before' | 'after'> | undefined {
  const fallback = { amount: limit.defaultLimitValue };
  if (operation.kind === 'deleteTemporary')
    return firstTemporaryLimit(limit) ? { before: temporaryOrDefault(limit), after: fallback } : undefined;
  if (!isAmount(request.limitValue)) return undefined;
  if (operation.kind === 'changeDefault') return { before: fallback, after: { amount: request.limitValue } };
  const period = periodOf(request.startDate, request.endDate);
  if (!period) return undefined;
  const before = operation.kind === 'changeTemporary' ? temporaryOrDefault(limit) : fallback;
  return { before, after: { amount: request.limitValue, period } };
}

/**
 * A change to `limit` in words (before → after), when the request is whole enough to say: its
 * operationType is one of section 3's for this limit's type, with the amount and dates it needs.
 */
export function describeLimitChange(
  limit: CardLimit,
  request: LimitChangeRequest,
  signItem?: PendingSignItem,
): DescribedLimitChange | undefined {
  const operation = operationOfType(request.operationType);
  if (!operation || operation.limitType !== limit.limitType) return undefined;
  const described = sides(limit, operation, request);
  if (!described) return undefined;
  return {
    kind: 'described',
    limitType: limit.limitType,
    operationType: request.operationType,
    ...described,
    ...(signItem ? { signItem } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';

function signItemOf(request: Record<string, unknown>): PendingSignItem | undefined {
  const { sourceId, tpsId } = request;
  return isId(sourceId) && isId(tpsId) ? { sourceId, tpsId } : undefined;
}

/** What `limit.limitChangeRequest` means: none, opaque, or described (with its sign item when named). */
export function pendingChangeOf(limit: CardLimit): PendingChange {
  // Issue 36: something that is not a limit (a broken bank answer) has no change waiting.
  if (!isRecord(limit)) return { kind: 'none' };
  const request: unknown = limit.limitChangeRequest;
  if (request === null || request === undefined) return { kind: 'none' };
  const described = isRecord(request)
    ? describeLimitChange(limit, request as LimitChangeRequest, signItemOf(request))
    : undefined;
  return described ?? { kind: 'opaque', limitType: limit.limitType };
}

/** Section 3: a card has a change in progress when any limit has one; the first such limit's is the card's. */
export function pendingChangeOfCard(limits: readonly (CardLimit | undefined)[]): PendingChange {
  const changes = (Array.isArray(limits) ? limits : []).map((limit) => (limit ? pendingChangeOf(limit) : undefined));
  return changes.find((change) => change && change.kind !== 'none') ?? { kind: 'none' };
}
