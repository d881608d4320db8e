/**
 * What every form's warnings are made of (section 5): the fields a warning can stand at and the
 * keys of its texts. The limit, region and replacement forms all speak in these.
 */
/** Section 5's warning keys (under `generic.warnings`), plus two for days the bank is closed. */
export type WarningKey =
  | 'durationTypeRequired'
  | 'tempDurationRequired'
  | 'reissueReasonRequired'
  | 'invalidLimit'
  | 'anotherDayRequired'
  | 'startDateRequired'
  | 'startDateMinRangeInvalid'
  | 'startDateMaxRangeInvalid'
  | 'endDateRequired'
  | 'endDateRangeInvalid'
  | 'endDateBeforeStartDate'
  | 'dateIsWeekend'
  | 'dateIsPublicHoliday';

export type FormField =
  'durationType' | 'temporaryOption' | 'limitValue' | 'startDate' | 'endDate' | 'reissueReason' | 'region';

export type FieldWarning = { readonly field: FormField; readonly key: WarningKey };
