import type { CatalogueCode } from '../errors/catalogue-codes';
import type { LinkAction } from './link-actions';
import type { PaymentInstrument } from './payment-instrument';

/** What an operation needs from the card, and the code shown (no call made) when it is missing. */
export type Permission = { readonly action: LinkAction; readonly missingCode: CatalogueCode };

/**
 * Real presence in the list. The old "truthy position" check for REISSUE_EXISTING_INSTRUMENT
 * forbade a link at position 0 and allowed a missing one; that bug is not copied.
 */
export function hasLinkAction(card: Pick<PaymentInstrument, 'links'>, action: LinkAction): boolean {
  // Issue 36: a card from outside that is not one carries no links, so it allows nothing.
  const links: unknown = (card as { links?: unknown } | null | undefined)?.links;
  return Array.isArray(links) && links.some((link: { action?: unknown } | null | undefined) => link?.action === action);
}

export function isPermitted(card: Pick<PaymentInstrument, 'links'>, permission: Permission): boolean {
  const action: unknown = (permission as { action?: unknown } | null | undefined)?.action;
  return typeof action === 'string' && hasLinkAction(card, action as LinkAction);
}

export type CardOperation = 'block' | 'unblock' | 'replace';

/** Section 8 names no missing-link code for these; the "can't … now" codes say it best. */
export const CARD_OPERATION_PERMISSIONS: Record<CardOperation, Permission> = {
  block: { action: 'SUSPEND_INSTRUMENT', missingCode: 'MESSAGE_BAI540_1027' },
  unblock: { action: 'RESUME_INSTRUMENT', missingCode: 'MESSAGE_BAI540_1031' },
  replace: { action: 'REISSUE_EXISTING_INSTRUMENT', missingCode: 'MESSAGE_BAI540_1033' },
};

export const canBlock = (card: Pick<PaymentInstrument, 'links'>): boolean =>
  isPermitted(card, CARD_OPERATION_PERMISSIONS.block);
export const canUnblock = (card: Pick<PaymentInstrument, 'links'>): boolean =>
  isPermitted(card, CARD_OPERATION_PERMISSIONS.unblock);
export const canReplace = (card: Pick<PaymentInstrument, 'links'>): boolean =>
  isPermitted(card, CARD_OPERATION_PERMISSIONS.replace);

/**
 * What an editor may offer a card (issue 12.5, section 6): a change by default ("continuously"),
 * a temporary one (created, or the existing one changed), and deleting the existing one. What
 * the links do not allow is not offered, so no refusal can follow a Save.
 */
export type AllowedChanges = {
  readonly continuously: boolean;
  readonly temporarily: boolean;
  readonly deleteTemporary: boolean;
};

export const allowsAnyChange = (allowed: AllowedChanges): boolean =>
  allowed.continuously || allowed.temporarily || allowed.deleteTemporary;
