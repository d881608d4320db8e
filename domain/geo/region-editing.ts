import { parseIsoDate, type IsoDate } from '../calendar/iso-date';
import type { DurationType, TemporaryOption } from '../temporary/duration';
import { chosenDatesForPeriod } from '../temporary/temporary-dates';
import { defaultRegion, firstTemporaryGeoProfile, regionOf, type GeoProfile, type Region } from './region';

/** What the region editor holds while the customer edits. */
export type RegionForm = {
  readonly region: Region | undefined;
  readonly durationType: DurationType | undefined;
  readonly option: TemporaryOption | undefined;
  readonly start?: IsoDate | undefined;
  readonly end?: IsoDate | undefined;
};

const hasTemporary = (geo: GeoProfile | undefined): boolean => firstTemporaryGeoProfile(geo) !== undefined;

/**
 * Section 4: without a temporary profile the default region is preselected; with one, the
 * customer first says whether to change it or the default, so nothing is preselected.
 */
export function initialRegionForm(geo: GeoProfile | undefined): RegionForm {
  return {
    region: hasTemporary(geo) ? undefined : defaultRegion(geo),
    durationType: undefined,
    option: undefined,
  };
}

/** Section 4: with no temporary profile, choosing a region resets the duration. */
export function chooseRegion(form: RegionForm, region: Region, geo: GeoProfile | undefined): RegionForm {
  return hasTemporary(geo) ? { ...form, region } : { region, durationType: undefined, option: undefined };
}

/**
 * Section 4: choosing a duration clears the temporary option; with a temporary profile,
 * continuously shows the default region and temporarily the temporary one, its option and
 * dates inferred as for limits.
 */
export function chooseRegionDuration(
  form: RegionForm,
  durationType: DurationType,
  geo: GeoProfile | undefined,
  today: IsoDate,
): RegionForm {
  const temporary = firstTemporaryGeoProfile(geo);
  if (!temporary) return { region: form.region, durationType, option: undefined };
  if (durationType === 'continuously') return { region: defaultRegion(geo), durationType, option: undefined };
  const start = parseIsoDate(temporary.startDate);
  const end = parseIsoDate(temporary.endDate);
  const chosen =
    start.ok && end.ok
      ? chosenDatesForPeriod({ startDate: start.value, endDate: end.value }, today)
      : { option: undefined };
  return { region: regionOf(temporary.geoProfile), durationType, ...chosen };
}

/** Section 4: changing the option clears the dates. */
export function chooseRegionOption(form: RegionForm, option: TemporaryOption): RegionForm {
  return { region: form.region, durationType: form.durationType, option };
}

/** Section 4: changing the start clears the end, whose latest day now follows from the start (`latestEndDate`). */
export function chooseRegionStart(form: RegionForm, start: IsoDate | undefined): RegionForm {
  return { ...form, start, end: undefined };
}

/** Section 4: while "temporarily" is chosen and a temporary profile exists, Europe is disabled. */
export function isEuropeDisabled(form: RegionForm, geo: GeoProfile | undefined): boolean {
  return form.durationType === 'temporarily' && hasTemporary(geo);
}

/** Section 2.6: the region group waits for a duration when a temporary profile exists. */
export function showsRegionChoice(form: RegionForm, geo: GeoProfile | undefined): boolean {
  return !hasTemporary(geo) || form.durationType !== undefined;
}

/** Section 2.6: World without a temporary profile asks how long. */
export function showsDurationAfterRegion(form: RegionForm, geo: GeoProfile | undefined): boolean {
  return form.region === 'WORLD' && !hasTemporary(geo);
}

/** Section 2.6: the "duration active" options show for temporarily and World. */
export function showsTemporaryOptions(form: RegionForm): boolean {
  return form.durationType === 'temporarily' && form.region === 'WORLD';
}
