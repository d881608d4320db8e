import { makeAutoObservable } from 'mobx';
import {
  chooseRegion,
  chooseRegionDuration,
  chooseRegionOption,
  chooseRegionStart,
  dateWindow,
  firstTemporaryGeoProfile,
  initialRegionForm,
  isEuropeDisabled,
  regionFormWarnings,
  serviceError,
  showsDurationAfterRegion,
  showsRegionChoice,
  showsTemporaryOptions,
  type DurationType,
  type GeoProfile,
  type IsoDate,
  type Language,
  type Region,
  type RegionForm,
  type SelectedCard,
  type TemporaryOption,
} from '../../domain/index';
import type { Clock } from '../../application/ports/clock';
import type { AppStore } from '../app-store';
import { cardViewOf, type CardView } from '../editing/card-view';
import { enterEditor } from '../editing/enter-editor';
import { EDITOR_ROUTES, OVERVIEW_PATH, type Destination } from '../editing/paths';
import { periodView, type PeriodView } from '../editing/period-view';
import { Validation, type ValidationView } from '../editing/validation';
import type { RegionChanges } from './region-changes';

export type RegionModal = 'cancel' | 'delete';

export type RegionViewModel =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unavailable' }
  | {
      readonly kind: 'editor';
      readonly card: CardView;
      /** Section 2.6: with a temporary profile the duration is asked first, in "with limit" words. */
      readonly hasTemporary: boolean;
      readonly durationType: DurationType | undefined;
      /** Undefined while the region group is not shown. */
      readonly region: { readonly value: Region | undefined; readonly europeDisabled: boolean } | undefined;
      /** The Europe countries block, with its link in each language. */
      readonly europeCountries: Readonly<Record<Language, string>> | undefined;
      /** World without a temporary profile asks how long, after the region. */
      readonly showsDurationAfterRegion: boolean;
      readonly period: PeriodView | undefined;
      readonly secondary: 'cancel' | 'delete';
      readonly validation: ValidationView;
      readonly busy: 'saving' | 'deleting' | undefined;
      readonly modal: RegionModal | undefined;
    };

/** Section 2.6: international use, Europe or World, by default or temporarily. */
export class RegionPresenter {
  private form: RegionForm | undefined = undefined;
  private loaded = false;
  private busy: 'saving' | 'deleting' | undefined = undefined;
  private modal: RegionModal | undefined = undefined;
  private readonly validation = new Validation();

  constructor(
    private readonly app: AppStore,
    private readonly clock: Clock,
    /** The country list of section 2.6, per language (from the environment). */
    private readonly europeCountries: Readonly<Record<Language, string>>,
    private readonly changes: RegionChanges,
  ) {
    makeAutoObservable<RegionPresenter, 'app' | 'clock' | 'europeCountries' | 'changes'>(
      this,
      { app: false, clock: false, europeCountries: false, changes: false },
      { autoBind: true },
    );
  }

  private get card(): SelectedCard | undefined {
    return this.app.selectedCard;
  }

  private get geo(): GeoProfile | undefined {
    return this.card?.geoProfile;
  }

  private get current(): RegionForm {
    return this.form ?? initialRegionForm(this.geo);
  }

  private get warnings() {
    return regionFormWarnings(this.current, { geo: this.geo, today: this.clock.today() });
  }

  /** Section 2.6: Delete in Cancel's place when the mode is temporarily and a temporary profile exists. */
  private get showsDelete(): boolean {
    return this.current.durationType === 'temporarily' && firstTemporaryGeoProfile(this.geo) !== undefined;
  }

  get viewModel(): RegionViewModel {
    const { card, geo, current } = this;
    if (this.app.isContentHidden) return { kind: 'unavailable' };
    if (!card || !geo) return { kind: this.loaded ? 'unavailable' : 'loading' };
    const window = dateWindow(this.clock.today(), geo.allowedTemporaryGeoProfileDates);
    const regionShown = showsRegionChoice(current, geo);
    return {
      kind: 'editor',
      card: cardViewOf(card),
      hasTemporary: firstTemporaryGeoProfile(geo) !== undefined,
      durationType: current.durationType,
      region: regionShown ? { value: current.region, europeDisabled: isEuropeDisabled(current, geo) } : undefined,
      europeCountries: regionShown && current.region === 'EUR' ? this.europeCountries : undefined,
      showsDurationAfterRegion: showsDurationAfterRegion(current, geo),
      period: showsTemporaryOptions(current) ? periodView(current.option, current, window) : undefined,
      secondary: this.showsDelete ? 'delete' : 'cancel',
      validation: this.validation.view(this.warnings),
      busy: this.busy,
      modal: this.modal,
    };
  }

  async load(): Promise<void> {
    await enterEditor(this.app, EDITOR_ROUTES.region);
    this.setLoaded();
    // A card the bank sent without it: say so rather than show an empty form.
    if (this.card && !this.geo) this.app.showError(serviceError('GEO_PROFILE_MISSING'));
  }

  /** Section 4: changing the region resets validation. */
  chooseRegion(region: Region): void {
    this.form = chooseRegion(this.current, region, this.geo);
    this.validation.reset();
  }

  chooseDuration(durationType: DurationType): void {
    this.form = chooseRegionDuration(this.current, durationType, this.geo, this.clock.today());
    this.validation.reset();
  }

  chooseOption(option: TemporaryOption): void {
    if (option !== this.current.option) this.form = chooseRegionOption(this.current, option);
  }

  chooseStart(start: IsoDate | undefined): void {
    if (start !== this.current.start) this.form = chooseRegionStart(this.current, start);
  }

  chooseEnd(end: IsoDate | undefined): void {
    this.form = { ...this.current, end };
  }

  /** Section 4: on success the notification is shown and the overview follows. */
  async save(): Promise<Destination | undefined> {
    const { current } = this;
    if (!this.card || this.busy) return undefined;
    if (!this.validation.check(this.warnings.length === 0) || !current.region) return undefined;
    this.setBusy('saving');
    const done = await this.changes.changeRegion({
      region: current.region,
      durationType: current.durationType,
      option: current.option,
      start: current.start,
      end: current.end,
    });
    this.setBusy(undefined);
    return done ? OVERVIEW_PATH : undefined;
  }

  openModal(): void {
    this.modal = this.showsDelete ? 'delete' : 'cancel';
  }

  closeModal(): void {
    this.modal = undefined;
  }

  /** Section 4: delete the temporary profile, then close the modal. */
  async confirmDelete(): Promise<Destination | undefined> {
    if (this.busy) return undefined;
    this.setBusy('deleting');
    const done = await this.changes.deleteTemporaryRegion();
    this.setBusy(undefined);
    this.closeModal();
    return done ? OVERVIEW_PATH : undefined;
  }

  private setLoaded(): void {
    this.loaded = true;
  }

  private setBusy(busy: 'saving' | 'deleting' | undefined): void {
    this.busy = busy;
  }
}
