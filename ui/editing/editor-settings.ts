import type { ChosenDates, IsoDate, SelectedCard, TemporaryOption } from '../../domain/index';
import type { Notification } from '../../application/notification';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { CardLoader } from '../cards/card-loader';
import type { AppStore } from '../store/app-store';

/** What every editor's form holds: its choices, and the temporary period's option and dates. */
export type EditorForm = ChosenDates & { readonly option: TemporaryOption | undefined };

export type EditorBusy = 'saving' | 'deleting';

/** What an editor shows instead of its form: nothing yet while the card loads, else only the way back. */
export type EditorPlaceholder = { readonly kind: 'loading' } | { readonly kind: 'unavailable' };

/**
 * How an editor was entered: again by Back or Forward (`revisit`), or from a reminder on its
 * temporary setting (`temporary`, issue 33 item 10), which opens on that setting with Delete.
 */
export type EditorEntry = { readonly revisit?: boolean; readonly temporary?: boolean };

/** The query a link adds to an editor's path to open it on its temporary setting. */
export const ON_TEMPORARY = 'setting=temporary';

export type EditorDependencies = {
  readonly app: AppStore;
  readonly cards: CardLoader;
  readonly enterScreen: EnterScreen;
};

/** The domain's rules for a temporary period's transitions (section 4): a new option clears the dates; a new start clears the end. */
export type PeriodRules<F extends EditorForm> = {
  readonly chooseOption: (form: F, option: TemporaryOption) => F;
  readonly chooseStart: (form: F, start: IsoDate | undefined) => F;
};

/** The domain's rules for one kind of form (limits, region): how it starts, and its period's transitions. */
export type EditorFormRules<F extends EditorForm, S> = PeriodRules<F> & {
  /** The form as the card's settings fill it (section 4), until the customer changes it. */
  readonly initial: (subject: S | undefined) => F;
  /** Issue 33, item 5: a form kept across the language switch, read as untrusted. */
  readonly restore: (kept: Readonly<Record<string, unknown>>) => F;
};

/** The catalogue's codes for a card without what an editor changes (section 8). */
export type MissingSubjectCode = 'LIMIT_TYPE_NOT_FOUND' | 'GEO_PROFILE_MISSING';

/** What a form session needs to know of its screen and its form. */
export type FormSessionSettings<F, S> = {
  /** The form as the card's settings fill it (section 4), until the customer changes it. */
  readonly initial: (subject: S | undefined) => F;
  /** The route the screen is shown at (its page view); an editor's path needs no entry in ROUTES. */
  readonly route: string;
  /** What this screen changes on the card (a limit, the geo profile; the card itself); `missing` is the catalogue code for a card without it. */
  readonly subject: (card: SelectedCard) => S | undefined;
  readonly missing?: MissingSubjectCode;
  /** Issue 33, item 5: the form kept across the language switch's page load, read as untrusted. */
  readonly restore?: (kept: Readonly<Record<string, unknown>>) => F;
  /**
   * A Delete the bank refused, while the card read anew no longer has what it deleted (another
   * window deleted it, or it ended): what to say instead of the refusal.
   */
  readonly deletedElsewhere?: (subject: S | undefined) => Notification | undefined;
  /**
   * A Save or Delete whose answer was lost on the way, the card read anew quietly (reading 103):
   * `true` when the card shows the change waiting for its signature (the form says so, with Sign
   * now), the change's success when the bank made it (settled as done); undefined: the failure stands.
   */
  readonly madeDespiteLostAnswer?: (asked: AskedChange<F, S>, card: SelectedCard) => Notification | true | undefined;
};

/** What a Save or Delete asked, as the form and the card were when it was pressed. */
export type AskedChange<F, S> = { readonly before: S | undefined; readonly form: F; readonly deleting: boolean };
