import type { CardImageKind, PaymentScheme, SelectedCard } from '../../domain/index';
import type { PendingChangeView } from '../cards/pending-change-view';
import type { InactiveNoticeView, StatusPanelView } from '../cards/first-card-view';
import type { TileReminders } from './reminder-view';
import type { SettingsTile } from './settings-view';
import type { HiddenContent } from '../store/notifications';
import type { ShownFailure } from './shown-failure';

/** What the overview shows, as display-ready data (section 2.3). */

export type CardChange = 'block' | 'unblock';

export type PickerOption = {
  readonly id: string;
  readonly userName: string;
  readonly accountNumber: string;
  readonly passNumber: string;
};

export type CardView = {
  /** The payment instrument shown: the overview tells another card from a change of this one. */
  readonly id: string;
  readonly status: StatusPanelView['status'];
  readonly scheme: PaymentScheme;
  readonly imageKind: CardImageKind;
  readonly details: {
    readonly userName: string;
    readonly cardNumber: string;
    /** dd-mm-yyyy. */
    readonly expirationDate: string;
    readonly accountNumber: string;
    readonly passNumber: string;
  };
  readonly actions: { readonly block: boolean; readonly unblock: boolean; readonly replace: boolean };
  /** The status panel and an inactive card's notice, as the first module's paint shows them too (first-first-card-view.ts). */
  readonly panel: StatusPanelView;
  readonly notice: InactiveNoticeView | undefined;
  readonly inProgress: boolean;
  /** The change waiting to be signed (issue 12), while one does. */
  readonly pending: PendingChangeView | undefined;
  /** Undefined while the settings section is not shown (section 2.3). */
  readonly settings: readonly SettingsTile[] | undefined;
  /** Temporary settings that start or end within a week, beside their tiles (issue 16). */
  readonly reminders: TileReminders;
};

export type OverviewViewModel = {
  /** Section 8: a non-recoverable error hides the content; `error`: one shows (issue 14: the page shows at once). */
  readonly hidden: HiddenContent | undefined;
  readonly error: boolean;
  /** Issue 33, item 4: a block or unblock the bank failed; the card stays, with what did not happen. */
  readonly failure: ShownFailure | undefined;
  readonly spinner: 'loadingCards' | 'loadingCard' | undefined;
  readonly picker:
    | { readonly options: readonly PickerOption[]; readonly selectedId: string | undefined; readonly hint: boolean }
    | undefined;
  readonly card: CardView | undefined;
  readonly modal:
    | {
        readonly change: CardChange;
        readonly busy: boolean;
        readonly replace: boolean;
        /** Reading 99: the business area, where the card may be another holder's. */
        readonly business: boolean;
      }
    | undefined;
  /**
   * The card whose "Recent changes" show (beyond the spec): only where the bank offers a history.
   * Read anew whenever `rereads` changes (the card read again after a refusal), or the card's status.
   */
  readonly history: { readonly paymentInstrumentId: string; readonly rereads: number } | undefined;
};

/** A card as the picker lists it (section 2.3). */
export const pickerOption = (card: SelectedCard): PickerOption => ({
  id: card.paymentInstrumentId,
  userName: card.userName,
  accountNumber: card.accountNumber,
  passNumber: card.passNumber,
});
