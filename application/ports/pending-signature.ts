import type { DescribedLimitChange, LimitOperationType } from '../../domain/index';
import type { TripProgress } from './trip-progress';

/** Section 3, "Sign item": read from a limit change's `id`, sent to the widget as adapterId/signItemId. */
export type SignItem = { readonly sourceId: string; readonly tpsId: string };

/**
 * What a limit change leaves for the signing page: the item, what to congratulate on, and the
 * change in the app's own words (before → after), when it can say (issue 12, item 3).
 */
export type PendingSignature = {
  readonly signItem: SignItem;
  readonly operationType: LimitOperationType;
  readonly change?: DescribedLimitChange;
  /** A trip's signature (issue 35): which of its signatures this is, and what is made once it is signed. */
  readonly trip?: TripProgress;
};

/** Section 2.8: the widget gets `[{ adapterId, signItemId }]`. */
export type SigningWidgetItem = { readonly adapterId: string; readonly signItemId: string };

export const widgetItemsOf = (signItem: SignItem): readonly SigningWidgetItem[] => [
  { adapterId: signItem.sourceId, signItemId: signItem.tpsId },
];
