import { makeAutoObservable } from 'mobx';
import { isRefusalAbout, serviceError, type SelectedCard } from '../../domain/index';
import type { Outcome } from '../../application/outcome';
import type { AlreadyTrue } from '../store/settled-on-card';
import type { ActionFailure } from '../store/notifications';
import type { RoutePath } from '../navigation/route-table';
import { changedFields } from './changed-fields';
import type { EditorBusy, EditorDependencies, EditorPlaceholder, FormSessionSettings } from './editor-settings';
import { Validation } from './validation';

/**
 * What every screen that changes the selected card does alike (sections 2.4–2.7, 4, 8), composed
 * by its presenter: entering the screen, the form over the card's settings, when the warnings
 * show, a save or delete in flight and its outcome, and the question before a delete. Forms with
 * a temporary period add `PeriodChoices` (./period-choices.ts).
 */
export class FormSession<F extends object, S = unknown> {
  busy: EditorBusy | undefined = undefined;
  /** Delete asks first (sections 2.5, 2.6). */
  deleteAsked = false;
  readonly validation = new Validation();
  private changed: F | undefined = undefined;
  private entered = false;
  /** Entered again (Back, Forward, a page restored from the browser's cache): the card is read anew first. */
  private revisiting = false;
  /** Until `enter` has cleared it, an error or failure was the previous screen's (its Try again too): not shown here. */
  private arrived = false;

  constructor(
    private readonly deps: EditorDependencies,
    private readonly settings: FormSessionSettings<F, S>,
  ) {
    makeAutoObservable<FormSession<F, S>, 'deps' | 'settings'>(
      this,
      { deps: false, settings: false, validation: false },
      { autoBind: true },
    );
  }

  get card(): SelectedCard | undefined {
    return this.revisiting ? undefined : this.deps.app.cards.selected;
  }

  get subject(): S | undefined {
    return this.card ? this.settings.subject(this.card) : undefined;
  }

  get form(): F {
    return this.changed ?? this.settings.initial(this.subject);
  }

  /** Issue 33, item 4: a save or delete the bank failed; the form stays, with what did not happen. */
  get failure(): ActionFailure | undefined {
    return this.arrived ? this.deps.app.notifications.failure : undefined;
  }

  /** Section 8: an error that hides the content leaves only the way back. */
  get hidden(): boolean {
    return this.arrived && this.deps.app.notifications.isContentHidden;
  }

  get placeholder(): EditorPlaceholder {
    return { kind: this.hidden || this.entered ? 'unavailable' : 'loading' };
  }

  /**
   * The page view is tracked before any call of this screen; the previous screen's error or
   * success message was that screen's. The card's details are missing only when the overview's
   * load was cut short, outdated only when the editor is reopened (Back) after a change the
   * overview has not reloaded. A card without what this editor changes gets its message, not an
   * empty form. A `revisit` trusts nothing shown before (issue 12): a change may have been made or
   * signed meanwhile, so nothing of the card shows until the form starts over on the bank's card.
   */
  async enter(options: { readonly revisit?: boolean } = {}): Promise<void> {
    const { app, enterScreen } = this.deps;
    const back = enterScreen.execute({ route: this.settings.route });
    app.notifications.resetError();
    this.arrived = true;
    const revisit = options.revisit === true && app.cards.selectedId !== undefined;
    if (revisit) this.startRevisit();
    // A page load straight onto the screen (a reload, the language switch, back from the bank's
    // personal-data page): the list first, with the card kept for this tab.
    if (app.cards.selectedId === undefined) await this.deps.cards.load();
    else if (!app.cards.selected || app.cards.outdated || revisit) await this.deps.cards.reloadSelected();
    this.setEntered();
    // Issue 33, item 5: back from the language switch's page load, on the same card, the form as it was.
    const { restore } = this.settings;
    if (back?.form && restore && back.paymentInstrumentId === app.cards.selectedId) this.set(restore(back.form));
    const { missing } = this.settings;
    if (this.card && this.subject === undefined && missing) app.notifications.showError(serviceError(missing));
  }

  set(form: F): void {
    this.change(form);
  }

  /** Section 4: a new duration (limits) or region changes the form's questions, so the warnings start over. */
  restart(form: F): void {
    this.change(form);
    this.validation.reset();
  }

  /** Starts a save or a delete; false while one runs, so a second press does nothing. */
  begin(busy: EditorBusy): boolean {
    if (this.busy) return false;
    this.busy = busy;
    return true;
  }

  /** A save or delete's outcome, settled by the store: answers where to go (signing, the overview) or nothing (stay). */
  async settle(outcome: Promise<Outcome>): Promise<RoutePath | undefined> {
    const { settings } = this;
    const asked = { before: this.subject, form: this.form, deleting: this.busy === 'deleting' };
    const already: AlreadyTrue = (card, cause) =>
      cause === 'answerLost'
        ? card && settings.madeDespiteLostAnswer?.(asked, card)
        : // What was deleted is gone already: said so, not "unable to process" beside a form still holding it.
          asked.deleting
          ? settings.deletedElsewhere?.(this.subject)
          : undefined;
    const { app, cards } = this.deps;
    const { next, reread, already: held } = await app.settleOnCard(outcome, cards, already);
    // A change of the card waits now (asked in another tab, or taken by the bank though its answer
    // was lost), or what the form held is gone: the form shows the card as it is.
    if (reread && next === undefined && (this.card?.isLimitInProgress || held)) this.startOver();
    return this.end(next);
  }

  /**
   * Reading 108: the card marked outdated while this editor is shown, by a change that outlived
   * its screen: nothing of the card shows until the form starts over on the bank's card.
   */
  async readAnew(): Promise<void> {
    if (this.busy || !this.entered) return;
    this.startRevisit();
    await this.deps.cards.reloadSelected();
    this.setEntered();
  }

  /** Issue 34: Try again when the bank failed to send the card, which left nothing to edit. */
  tryAgain(): Promise<void> {
    return this.deps.cards.tryAgain();
  }

  askDelete(): void {
    this.deleteAsked = true;
  }

  closeDelete(): void {
    this.deleteAsked = false;
  }

  /**
   * The store has taken the outcome: the buttons come back, and the delete question closes whatever
   * the answer (section 8). Busy still while the screen is left for the next one.
   */
  private end(next: RoutePath | undefined): RoutePath | undefined {
    if (this.busy === 'deleting') this.deleteAsked = false;
    if (next === undefined) this.busy = undefined;
    return next;
  }

  /** Issue 12.9: the bank's refusal of a field the customer now changes no longer stands. */
  private change(form: F): void {
    const fields = changedFields(this.form, form);
    this.changed = form;
    this.deps.app.draft = { route: this.settings.route, form: Object.fromEntries(Object.entries(form)) };
    if (fields.length > 0)
      this.deps.app.notifications.dismissRefusalIf((code) => fields.some((field) => isRefusalAbout(code, field)));
  }

  private setEntered(): void {
    this.entered = true;
    this.revisiting = false;
  }

  private startRevisit(): void {
    this.revisiting = true;
    this.entered = false;
    this.startOver();
  }

  private startOver(): void {
    this.changed = undefined;
    this.validation.reset();
  }
}
