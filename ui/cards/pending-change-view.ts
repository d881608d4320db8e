import { formatServerDate, type LimitType, type PendingChange, type PendingChangeSide } from '../../domain/index';

/** One side of a change as shown: the amount, and its period's dates as dd-mm-yyyy for a temporary limit. */
export type PendingSideView = { readonly amount: number; readonly startDate?: string; readonly endDate?: string };

/** A change waiting to be signed, put in words: before → after, and whether the app can open its signing. */
export type DescribedChangeView = {
  readonly kind: 'described';
  readonly limitType: LimitType;
  readonly before: PendingSideView;
  readonly after: PendingSideView;
  /** The bank named its sign item, so "Sign now" can open the signing page for it. */
  readonly signable: boolean;
};

/** Section 4's "in progress", as far as the bank says what it is (issue 12, item 2); opaque: only that it waits. */
export type PendingChangeView = DescribedChangeView | { readonly kind: 'opaque' };

const sideView = (side: PendingChangeSide): PendingSideView =>
  side.period
    ? {
        amount: side.amount,
        startDate: formatServerDate(side.period.startDate),
        endDate: formatServerDate(side.period.endDate),
      }
    : { amount: side.amount };

export function pendingChangeView(change: PendingChange): PendingChangeView | undefined {
  switch (change.kind) {
    case 'none':
      return undefined;
    case 'opaque':
      return { kind: 'opaque' };
    case 'described':
      return {
        kind: 'described',
        limitType: change.limitType,
        before: sideView(change.before),
        after: sideView(change.after),
        signable: change.signItem !== undefined,
      };
  }
}
