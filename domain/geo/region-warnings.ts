import { dateWindow } from '../calendar/date-window';
import type { IsoDate } from '../calendar/iso-date';
import type { FieldWarning } from '../forms/form-warnings';
import { periodWarnings } from '../temporary/period-warnings';
import type { GeoProfile } from './region';
import { showsTemporaryOptions, type RegionForm } from './region-editing';

/** Section 5 for the region editor. */
export function regionFormWarnings(
  form: RegionForm,
  context: { readonly geo: GeoProfile | undefined; readonly today: IsoDate },
): FieldWarning[] {
  if (!form.region) {
    return form.durationType
      ? [{ field: 'region', key: 'durationTypeRequired' }]
      : [{ field: 'durationType', key: 'durationTypeRequired' }];
  }
  // Section 5: durationType is required for World, or for anything but Europe without a duration.
  if (form.region !== 'EUR' && !form.durationType) return [{ field: 'durationType', key: 'durationTypeRequired' }];
  if (!showsTemporaryOptions(form)) return [];
  if (!form.option) return [{ field: 'temporaryOption', key: 'tempDurationRequired' }];
  const window = dateWindow(context.today, context.geo?.allowedTemporaryGeoProfileDates);
  return periodWarnings(form.option, form, { window, today: context.today });
}
