import { timingSafeEqual } from 'node:crypto';
import { CATALOGUE, type CatalogueCode, type IsoDate, type RuleFailure } from '../../domain/index';
import { lockCard, type SignItemRow } from '../store/card-queries';
import type { Queryable } from '../store/database';
import { InjectedFault, type FaultAfterChange } from '../store/faults';
import {
  applySignItem,
  basketChanges,
  findSignItem,
  recordWrongCode,
  signingStatus,
  withdrawSignItem,
} from '../store/sign-items';
import {
  clearSigningFailures,
  lockSigningStanding,
  recordSigningFailure,
  type SigningBlockRule,
} from '../store/signing-failures';
import { recheckSignItem } from './recheck-sign-item';

export type SignatureRequest = {
  readonly tpsId: string;
  /** A fault injected into a basket's signature after one of its changes (store/faults.ts, `takeFaultAfterChange`). */
  readonly fault?: FaultAfterChange | undefined;
  readonly code: string;
  readonly customerId: string;
  readonly today: IsoDate;
  readonly now: number;
};

export type SignatureRules = { readonly signingAttempts: number; readonly signingBlock: SigningBlockRule };

export type SignatureOutcome =
  | { readonly signed: SignItemRow }
  | { readonly refusal: CatalogueCode | RuleFailure; readonly detail?: string; readonly retryAfterSeconds?: number };

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const blocked = (seconds: number): SignatureOutcome => ({ refusal: 'SIGNING_BLOCKED', retryAfterSeconds: seconds });

/**
 * One signature, inside one transaction, decided in this order: the item is the caller's and
 * still waits; the customer is not blocked; the code is right (a wrong one counts for the item —
 * three lock it — and for the customer — five in a row block signing); the card still takes the
 * change (else it is withdrawn). Only then is it applied. Everything it counted is committed,
 * whatever the answer.
 */
export async function decideSignature(
  tx: Queryable,
  request: SignatureRequest,
  rules: SignatureRules,
): Promise<SignatureOutcome> {
  const seen = await findSignItem(tx, request.tpsId);
  if (!seen) return { refusal: 'SIGN_ITEM_NOT_FOUND' };
  if (seen.customer_id !== request.customerId) return { refusal: 'SUBJECT_NOT_ALLOWED' };
  // The card's lock first, as every other change takes it: no deadlock with a limit request.
  await lockCard(tx, seen.payment_instrument_id);
  // Gone while we waited for the lock: a reset deleted it.
  const item = await findSignItem(tx, seen.tps_id, { lock: true });
  if (!item) return { refusal: 'SIGN_ITEM_NOT_FOUND' };
  const status = signingStatus(item, request.today);
  if (status === 'SIGNED') return { refusal: 'SIGN_ITEM_ALREADY_SIGNED' };
  if (status === 'LOCKED') return { refusal: 'SIGN_ITEM_LOCKED' };
  // Not signed in time: for the signing service there is nothing left to sign.
  if (status === 'EXPIRED') return { refusal: 'SIGN_ITEM_NOT_FOUND' };
  if (status === 'WITHDRAWN')
    return {
      refusal: 'SIGN_ITEM_NOT_FOUND',
      detail: 'This change was withdrawn: its card no longer took it when it was signed.',
    };

  // Then the customer's row: every card lock is taken before it, so two signatures cannot wait on each other.
  const standing = await lockSigningStanding(tx, request.customerId, request.now);
  if (standing.blockedForSeconds > 0) return blocked(standing.blockedForSeconds);

  if (!sameCode(request.code, item.code)) {
    const { locked, attemptsLeft } = await recordWrongCode(tx, item.tps_id, rules.signingAttempts);
    const after = await recordSigningFailure(tx, request.customerId, standing, rules.signingBlock, request.now);
    if (after.blockedForSeconds > 0) return blocked(after.blockedForSeconds);
    if (locked) return { refusal: 'SIGN_ITEM_LOCKED' };
    const left = Math.min(attemptsLeft, rules.signingBlock.failures - after.failures);
    return { refusal: 'SIGNATURE_INVALID', detail: `${CATALOGUE.SIGNATURE_INVALID.text} Attempts left: ${left}.` };
  }
  await clearSigningFailures(tx, request.customerId);

  const refused = await applyInTurn(tx, [item, ...(await basketChanges(tx, item.tps_id))], request);
  if (refused) {
    await withdrawSignItem(tx, item.tps_id);
    return { refusal: refused };
  }
  return { signed: item };
}

/**
 * The item's change, or its basket's changes in their order, each rechecked on the card as the
 * ones before it left it, then applied: all of them, or — when one no longer holds, or a fault
 * was injected after one — none (back to the savepoint), and the reason.
 */
async function applyInTurn(
  tx: Queryable,
  changes: readonly SignItemRow[],
  request: SignatureRequest,
): Promise<RuleFailure | undefined> {
  await tx.query('SAVEPOINT signature');
  for (const [index, change] of changes.entries()) {
    const refused = await recheckSignItem(tx, change, request);
    if (refused) {
      await tx.query('ROLLBACK TO SAVEPOINT signature');
      return refused;
    }
    await applySignItem(tx, change);
    if (request.fault?.afterChange === index + 1) throw new InjectedFault(request.fault.fault);
  }
  return undefined;
}
