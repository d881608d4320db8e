import type { AllowedChanges, DurationType, HighestLimit, TemporaryLimitType } from '../../domain/index';
import type { PendingChangeView } from '../cards/pending-change-view';
import type { CardView } from '../editing/card-view';
import type { EditorBusy, EditorPlaceholder } from '../editing/editor-settings';
import type { PeriodView } from '../editing/period-view';
import type { ValidationView } from '../editing/validation';

export type SpendingLimitViewModel =
  | EditorPlaceholder
  | {
      readonly kind: 'editor';
      readonly limitType: TemporaryLimitType;
      readonly card: CardView;
      readonly inProgress: boolean;
      /** Issue 12.5: what the card's links allow; what they do not is shown disabled, with why. */
      readonly allowed: AllowedChanges;
      /** Nothing can be changed (a change in progress, or no link allows any): only OK. */
      readonly locked: boolean;
      /** What waits to be signed, while something does (issue 12). */
      readonly pending: PendingChangeView | undefined;
      /** Section 2.5: the legend and the duration labels differ when a temporary limit exists. */
      readonly hasTemporary: boolean;
      readonly durationType: DurationType | undefined;
      readonly value: number | undefined;
      /** Issue 33, item 6: the slider's end, said up front (the maximum, or what the account holds). */
      readonly highest: HighestLimit;
      /** Shown for "temporarily" only. */
      readonly period: PeriodView | undefined;
      /** Delete in Cancel's place when a temporary limit exists and "temporarily" is chosen. */
      readonly secondary: 'cancel' | 'delete';
      readonly validation: ValidationView;
      readonly busy: EditorBusy | undefined;
    };
