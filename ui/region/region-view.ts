import type { AllowedChanges, DurationType, Language, Region } from '../../domain/index';
import type { CardView } from '../editing/card-view';
import type { EditorBusy, EditorPlaceholder } from '../editing/editor-settings';
import type { PeriodView } from '../editing/period-view';
import type { ValidationView } from '../editing/validation';

/** What the region editor shows (section 2.6). */
export type RegionViewModel =
  | EditorPlaceholder
  | {
      readonly kind: 'editor';
      readonly card: CardView;
      /** Section 2.6: with a temporary profile the duration is asked first, in "with limit" words. */
      readonly hasTemporary: boolean;
      /** Issue 12.5: what the card's links allow; what they do not is shown disabled, with why. */
      readonly allowed: AllowedChanges;
      /** No link allows any change here: only OK, and why. */
      readonly locked: boolean;
      /**
       * The card allows deleting its temporary setting but not changing it (reading 45): "my
       * temporary setting" is still offered, shows the setting read-only, with Delete and OK.
       */
      readonly deleteOnly: boolean;
      /** The temporary setting is shown and nothing of it may be changed: its fields are read-only. */
      readonly readOnly: boolean;
      readonly durationType: DurationType | undefined;
      /** Undefined while the region group is not shown. Europe always changes the default, so it needs that link. */
      readonly region:
        | { readonly value: Region | undefined; readonly europeDisabled: boolean; readonly europeNotAllowed: boolean }
        | undefined;
      /** The Europe countries block, with its link in each language. */
      readonly europeCountries: Readonly<Record<Language, string>> | undefined;
      /** World without a temporary profile asks how long, after the region. */
      readonly showsDurationAfterRegion: boolean;
      readonly period: PeriodView | undefined;
      readonly secondary: 'cancel' | 'delete';
      readonly validation: ValidationView;
      readonly busy: EditorBusy | undefined;
    };
