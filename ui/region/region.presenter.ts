import { makeAutoObservable } from 'mobx';
import {
  allowedRegionChanges,
  allowsAnyChange,
  chooseRegion,
  chooseRegionDuration,
  chooseRegionOption,
  chooseRegionStart,
  dateWindow,
  firstTemporaryGeoProfile,
  initialRegionForm,
  isEuropeDisabled,
  REGIONS,
  regionChangeMade,
  regionFormWarnings,
  regionNotificationKey,
  showsDurationAfterRegion,
  showsRegionChoice,
  showsTemporaryOptions,
  type AllowedChanges,
  type DurationType,
  type GeoProfile,
  type Language,
  type Region,
  type RegionForm,
} from '../../domain/index';
import { successNotification } from '../../application/notification';
import type { Clock } from '../../application/ports/clock';
import type { ChangeRegion } from '../../application/use-cases/change-region';
import type { DeleteTemporaryRegion } from '../../application/use-cases/delete-temporary-region';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import { cardViewOf } from '../editing/card-view';
import { FormSession } from '../editing/form-session';
import { PeriodChoices } from '../editing/period-choices';
import { oneOf, restoredPeriod } from '../editing/restore-form';
import type { EditorEntry, EditorFormRules } from '../editing/editor-settings';
import { periodView } from '../editing/period-view';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';
import type { CardLoader } from '../cards/card-loader';
import type { RegionViewModel } from './region-view';

export type RegionDependencies = {
  readonly app: AppStore;
  readonly cards: CardLoader;
  readonly clock: Clock;
  /** The country list of section 2.6, per language (from the environment). */
  readonly europeCountries: Readonly<Record<Language, string>>;
  readonly enterScreen: EnterScreen;
  readonly changeRegion: ChangeRegion;
  readonly deleteTemporaryRegion: DeleteTemporaryRegion;
};

/** The region editor's form: the domain's rules its form session and period choices run. */
const REGION_FORM: EditorFormRules<RegionForm, GeoProfile> = {
  initial: initialRegionForm,
  restore: (kept) => ({ ...restoredPeriod(kept), region: oneOf(REGIONS)(kept.region) }),
  chooseOption: chooseRegionOption,
  chooseStart: chooseRegionStart,
};

/** Section 2.6: international use, Europe or World, by default or temporarily. */
export class RegionPresenter {
  readonly editor: FormSession<RegionForm, GeoProfile>;
  readonly period: PeriodChoices<RegionForm>;

  constructor(private readonly deps: RegionDependencies) {
    this.editor = new FormSession(deps, {
      initial: REGION_FORM.initial,
      restore: REGION_FORM.restore,
      route: ROUTES.region,
      subject: (card) => card.geoProfile,
      missing: 'GEO_PROFILE_MISSING',
      deletedElsewhere: (geo) =>
        geo && !firstTemporaryGeoProfile(geo)
          ? { type: 'info', content: { scope: 'notifications', key: 'temporaryGeoProfileGone' } }
          : undefined,
      madeDespiteLostAnswer: ({ before, form, deleting }, card) => {
        const made = regionChangeMade(before, card.geoProfile, { ...form, deleting });
        return made && successNotification(regionNotificationKey(made));
      },
    });
    this.period = new PeriodChoices(this.editor, REGION_FORM);
    makeAutoObservable<RegionPresenter, 'deps'>(
      this,
      { deps: false, editor: false, period: false },
      { autoBind: true },
    );
  }

  private get geo(): GeoProfile | undefined {
    return this.editor.subject;
  }

  private get warnings() {
    return regionFormWarnings(this.editor.form, { geo: this.geo, today: this.deps.clock.today() });
  }

  private get allowed(): AllowedChanges | undefined {
    const { card } = this.editor;
    return card ? allowedRegionChanges(card, firstTemporaryGeoProfile(this.geo) !== undefined) : undefined;
  }

  /** Section 2.6: Delete in Cancel's place when the mode is temporarily and a temporary profile exists (and the links allow it). */
  private get showsDelete(): boolean {
    return (
      this.editor.form.durationType === 'temporarily' &&
      firstTemporaryGeoProfile(this.geo) !== undefined &&
      this.allowed?.deleteTemporary === true
    );
  }

  get viewModel(): RegionViewModel {
    const { editor, geo } = this;
    const { card, form } = editor;
    if (!card || !geo || editor.hidden) return editor.placeholder;
    const window = dateWindow(this.deps.clock.today(), geo.allowedTemporaryGeoProfileDates);
    const regionShown = showsRegionChoice(form, geo);
    const allowed = allowedRegionChanges(card, firstTemporaryGeoProfile(geo) !== undefined);
    const europeDisabled = isEuropeDisabled(form, geo);
    const deleteOnly = allowed.deleteTemporary && !allowed.temporarily;
    return {
      kind: 'editor',
      card: cardViewOf(card),
      hasTemporary: firstTemporaryGeoProfile(geo) !== undefined,
      allowed,
      locked: !allowsAnyChange(allowed),
      deleteOnly,
      readOnly: deleteOnly && form.durationType === 'temporarily',
      durationType: form.durationType,
      region: regionShown
        ? {
            value: form.region,
            europeDisabled,
            europeNotAllowed: !europeDisabled && !allowed.continuously && form.region !== 'EUR',
          }
        : undefined,
      europeCountries: regionShown && form.region === 'EUR' ? this.deps.europeCountries : undefined,
      showsDurationAfterRegion: showsDurationAfterRegion(form, geo),
      period: showsTemporaryOptions(form) ? periodView(form.option, form, window) : undefined,
      secondary: this.showsDelete ? 'delete' : 'cancel',
      validation: editor.validation.view(this.warnings),
      busy: editor.busy,
    };
  }

  async load(options?: EditorEntry): Promise<void> {
    await this.editor.enter(options);
    if (options?.temporary && firstTemporaryGeoProfile(this.geo) && this.allowed) this.chooseDuration('temporarily');
  }

  chooseRegion(region: Region): void {
    this.editor.restart(chooseRegion(this.editor.form, region, this.geo));
  }

  chooseDuration(durationType: DurationType): void {
    this.editor.restart(chooseRegionDuration(this.editor.form, durationType, this.geo, this.deps.clock.today()));
  }

  /**
   * Section 4: on success the notification is shown and the overview follows. A replacement the
   * bank left half done removed the old temporary setting all the same: the card is loaded again.
   */
  async save(): Promise<RoutePath | undefined> {
    const { editor } = this;
    const { card, form } = editor;
    if (!card || editor.busy) return undefined;
    if (!editor.validation.check(this.warnings.length === 0) || !form.region) return undefined;
    // Issue 12.5: Europe or continuously changes the default; otherwise a temporary region.
    const needs = form.region === 'EUR' || form.durationType === 'continuously' ? 'continuously' : 'temporarily';
    if (!this.allowed?.[needs]) return undefined;
    editor.begin('saving');
    const { region, durationType, option, start, end } = form;
    return editor.settle(this.deps.changeRegion.execute({ card, region, durationType, option, start, end }));
  }

  /** Section 4: delete the temporary profile, then close the question. */
  async confirmDelete(): Promise<RoutePath | undefined> {
    const { card } = this.editor;
    if (!card || !this.editor.begin('deleting')) return undefined;
    return this.editor.settle(this.deps.deleteTemporaryRegion.execute({ card }));
  }
}
