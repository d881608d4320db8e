import * as v from 'valibot';
import {
  isIsoDate,
  isLimitType,
  operationTypeOf,
  TEMPORARY_LIMIT_TYPES,
  type DescribedLimitChange,
  type LimitOperationType,
} from '../../domain/index';
import type { PendingSignature } from '../../application/ports/pending-signature';
import type { TripProgress } from '../../application/ports/trip-progress';
import type { AddressChangeProcess, AddressChangeReturn, SessionStore } from '../../application/ports/session-store';
import { SESSION_KEYS } from './session-keys';
import { tripProgressSchema } from './trip-progress-schema';

export { SESSION_KEYS };

const shortText = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const addressChangeReturnSchema = v.object({
  route: shortText,
  paymentInstrumentId: shortText,
  reason: v.optional(shortText),
  form: v.optional(v.record(v.string(), v.unknown())),
});

const OPERATION_TYPES: readonly LimitOperationType[] = [
  'changedEcommerceLimit',
  ...TEMPORARY_LIMIT_TYPES.flatMap((limitType) =>
    (['changeDefault', 'createTemporary', 'changeTemporary', 'deleteTemporary'] as const).map((kind) =>
      operationTypeOf({ kind, limitType }),
    ),
  ),
];

const signItemSchema = v.object({
  sourceId: v.pipe(v.string(), v.minLength(1)),
  tpsId: v.pipe(v.string(), v.minLength(1)),
});

type Loose = Record<string, unknown> | undefined;

const isSide = (side: Loose): boolean =>
  typeof side?.amount === 'number' &&
  side.amount >= 0 &&
  (side.period === undefined ||
    (isIsoDate((side.period as Loose)?.startDate) && isIsoDate((side.period as Loose)?.endDate)));

/** The words for the signing page are a courtesy: a tampered description is dropped, the item kept. */
const describedChange = (change: Loose): DescribedLimitChange | undefined =>
  change?.kind === 'described' &&
  isLimitType(change.limitType) &&
  OPERATION_TYPES.includes(change.operationType as LimitOperationType) &&
  isSide(change.before as Loose) &&
  isSide(change.after as Loose)
    ? (change as DescribedLimitChange)
    : undefined;

const tripSchema = tripProgressSchema(OPERATION_TYPES);

const pendingSignatureSchema = v.object({
  signItem: signItemSchema,
  operationType: v.picklist(OPERATION_TYPES),
  change: v.optional(v.unknown()),
  // A trip's progress that does not read is dropped as a whole: the item stays, nothing follows it.
  trip: v.optional(v.fallback(v.optional(tripSchema), undefined)),
});

/**
 * Section 3's session-storage items over the browser's `sessionStorage`. What is read back is
 * checked (anyone can edit it); a storage that refuses (private mode, quota) acts as empty.
 */
export class BrowserSessionStore implements SessionStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  selectedCardId() {
    const id = this.read(SESSION_KEYS.selectedCard);
    return id ? id : undefined;
  }

  keepSelectedCardId(paymentInstrumentId: string) {
    this.write(SESSION_KEYS.selectedCard, paymentInstrumentId);
  }

  pendingSignature(): PendingSignature | undefined {
    const parsed = v.safeParse(pendingSignatureSchema, this.readJson(SESSION_KEYS.pendingSignature));
    if (!parsed.success) return undefined;
    const { change, trip, ...pending } = parsed.output;
    const described = describedChange(change as Loose);
    return { ...pending, ...(described ? { change: described } : {}), ...(trip ? { trip } : {}) };
  }

  keepPendingSignature(pending: PendingSignature) {
    this.write(SESSION_KEYS.pendingSignature, JSON.stringify(pending));
  }

  clearPendingSignature() {
    this.remove(SESSION_KEYS.pendingSignature);
  }

  /** Read as untrusted as a trip kept with its signature: Try again makes the calls it names. */
  unfinishedTrip(): TripProgress | undefined {
    const parsed = v.safeParse(tripSchema, this.readJson(SESSION_KEYS.unfinishedTrip));
    return parsed.success && parsed.output.waiting.length > 0 ? parsed.output : undefined;
  }

  keepUnfinishedTrip(progress: TripProgress | undefined) {
    if (progress) this.write(SESSION_KEYS.unfinishedTrip, JSON.stringify(progress));
    else this.remove(SESSION_KEYS.unfinishedTrip);
  }

  isPlainLayoutEnforced() {
    return this.read(SESSION_KEYS.enforcePlain) === 'true';
  }

  enforcePlainLayout(enforced: boolean) {
    if (enforced) this.write(SESSION_KEYS.enforcePlain, 'true');
    else this.remove(SESSION_KEYS.enforcePlain);
  }

  /** Section 2.9: under the fragment's first segment, as a query string. */
  keepHandoverParameters(segment: string, parameters: readonly (readonly [string, string])[]) {
    this.write(segment, new URLSearchParams(parameters.map(([key, value]) => [key, value])).toString());
  }

  keepAddressChangeProcess(process: AddressChangeProcess) {
    this.write(SESSION_KEYS.addressChangeProcess, JSON.stringify(process));
  }

  addressChangeReturn(): AddressChangeReturn | undefined {
    const parsed = v.safeParse(addressChangeReturnSchema, this.readJson(SESSION_KEYS.addressChangeReturn));
    return parsed.success ? parsed.output : undefined;
  }

  keepAddressChangeReturn(back: AddressChangeReturn) {
    this.write(SESSION_KEYS.addressChangeReturn, JSON.stringify(back));
  }

  clearAddressChangeReturn() {
    this.remove(SESSION_KEYS.addressChangeReturn);
  }

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  private readJson(key: string): unknown {
    try {
      return JSON.parse(this.read(key) ?? 'null') as unknown;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // A full or refused storage only costs the customer the memory across reloads.
    }
  }

  private remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // As above.
    }
  }
}
