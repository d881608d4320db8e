import { makeAutoObservable } from 'mobx';
import type { IsoDate, TemporaryOption } from '../../domain/index';
import type { EditorForm, PeriodRules } from './editor-settings';
import type { Validation } from './validation';

/** What the choices change: the form session's form and its warnings (./form-session.ts). */
type PeriodSession<F> = { readonly form: F; set(form: F): void; readonly validation: Validation };

/**
 * The temporary period's choices (section 4) of a form that has one (limits, region): each choice
 * changes the session's form by the domain's rules and says which warnings wait for the customer.
 */
export class PeriodChoices<F extends EditorForm> {
  /** The start the end was chosen with, while the start field is being typed over. */
  private retyped: IsoDate | undefined = undefined;

  constructor(
    private readonly session: PeriodSession<F>,
    private readonly rules: PeriodRules<F>,
  ) {
    makeAutoObservable<PeriodChoices<F>, 'session' | 'rules'>(
      this,
      { session: false, rules: false },
      { autoBind: true },
    );
  }

  /** Section 4: the new option clears the dates, so their warnings wait until the customer has been there. */
  chooseOption(option: TemporaryOption): void {
    const { session } = this;
    if (option === session.form.option) return;
    session.set(this.rules.chooseOption(session.form, option));
    session.validation.forget('startDate', 'endDate');
  }

  /**
   * Section 4: a new start clears the end. A start half typed ("07-12-202") names no date yet, and
   * the same start typed again is no new one: the end chosen with it stays, as typing a date
   * passes through text that is none (a typo mended had wiped the end).
   */
  chooseStart(start: IsoDate | undefined): void {
    const { session } = this;
    const { form } = session;
    if (start === form.start) return;
    if (start && start !== this.retyped) {
      this.retyped = undefined;
      session.set(this.rules.chooseStart(form, start));
      session.validation.forget('endDate');
    } else {
      this.retyped = form.start ?? this.retyped;
      session.set({ ...form, start });
    }
  }

  chooseEnd(end: IsoDate | undefined): void {
    this.session.set({ ...this.session.form, end });
  }
}
