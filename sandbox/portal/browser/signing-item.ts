import { formatDisplayDate, type IsoDate } from '../../../domain/index';
import type { BankAnswer } from './bank-fetch';
import type { SigningTextKey } from './signing-texts';

/** The contract with the app (adapters/browser/portal-signing.ts): what it hands over, what comes back. */
export type SignRequestItem = { readonly adapterId: string; readonly signItemId: string };
export type SignedChange = {
  readonly limitType: 'ECOM' | 'POS' | 'ATM';
  readonly oldValue?: number;
  readonly newValue?: number;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly oldStartDate?: string;
  readonly oldEndDate?: string;
};

export type SignItem = {
  readonly signItemId: string;
  readonly adapterId: string;
  readonly status: 'PENDING' | 'SIGNED' | 'LOCKED' | 'WITHDRAWN';
  readonly operationType: string;
  readonly card: { readonly maskedPan: string; readonly accountId: string; readonly cardHolder: string };
  readonly change: SignedChange;
  /** A change basket's other changes (issue 35): the same code signs them all. */
  readonly basket?: readonly { readonly operationType: string; readonly change: SignedChange }[];
  readonly attemptsLeft: number;
  /** Present while the customer's signing is blocked after too many wrong codes in a row. */
  readonly signingBlockedForSeconds?: number;
};

export const SIGNING_EVENTS = { signed: 'signing-success', sentLater: 'signing-send-later' } as const;
export const CODE = /^\d{6}$/;

export const isRequestItem = (item: unknown): item is SignRequestItem =>
  typeof (item as SignRequestItem)?.adapterId === 'string' &&
  typeof (item as SignRequestItem)?.signItemId === 'string' &&
  (item as SignRequestItem).signItemId !== '';

/** The operation, from the operationType pattern of section 3 (changedDefault…, newTemporary…, …). */
export function operationOf(
  operationType: string,
): 'changeDefault' | 'createTemporary' | 'changeTemporary' | 'deleteTemporary' {
  if (operationType.startsWith('newTemporary')) return 'createTemporary';
  if (operationType.startsWith('changedTemporary')) return 'changeTemporary';
  if (operationType.startsWith('deletedTemporary')) return 'deleteTemporary';
  return 'changeDefault';
}

/**
 * The bank's dates as the customer reads them (section 9: dd-mm-yyyy). Not the domain's
 * `formatServerDate`: its full date check would bring the Temporal polyfill into the widget.
 */
export const displayDate = (text: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDisplayDate(text as IsoDate) : '-';

export function refusalKey(status: number, code: string | undefined): SigningTextKey {
  if (code === 'SIGN_ITEM_LOCKED') return 'locked';
  if (code === 'SIGN_ITEM_ALREADY_SIGNED') return 'alreadySigned';
  if (code === 'SIGN_ITEM_NOT_FOUND' || status === 404) return 'notFound';
  if (code === 'SUBJECT_NOT_ALLOWED' || status === 403) return 'notAllowed';
  // The card's state or the rules refuse the change now (it was checked again at signing, and withdrawn).
  if (status === 400 || status === 409 || status === 422) return 'cardChanged';
  return 'failed';
}

/**
 * What a refused signature means. A 4xx may have withdrawn the item (the card changed since the
 * change was asked) or left it waiting (a request the bank could not take): only the item read
 * again says which, and one still waiting is a failure the customer may simply try again.
 */
export async function signatureRefusal(
  status: number,
  code: string | undefined,
  readAgain: () => Promise<BankAnswer>,
): Promise<SigningTextKey> {
  const key = refusalKey(status, code);
  if (key !== 'cardChanged') return key;
  const item = await readAgain();
  return item.status === 200 && (item.body as Partial<SignItem> | null)?.status === 'PENDING' ? 'failed' : key;
}

/** The bank's word that this item is signed; anything else (a 200 with no body too) signed nothing. */
export function signedAnswer(body: unknown, signItemId: string): boolean {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return answer.status === 'SIGNED' && answer.signItemId === signItemId;
}

/** What the widget's events say of a signed item. */
export type SignedRecord = { readonly adapterId: string; readonly signItemId: string; readonly operationType: string };

export const signedRecordOf = (item: SignItem): SignedRecord => ({
  adapterId: item.adapterId,
  signItemId: item.signItemId,
  operationType: item.operationType,
});
