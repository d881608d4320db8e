/**
 * What every form's warnings are made of (section 5): the fields a warning can stand at and the
 * keys of its texts. The limit, region and replacement forms all speak in these.
 */
/** Section 5's warning keys (under `generic.warnings`), plus two for days the bank is closed and one for its `maxPeriod`. */
export type WarningKey =
  | 'durationTypeRequired'
  | 'tempDurationRequired'
  | 'reissueReasonRequired'
  | 'invalidLimit'
  /** Issue 33, item 6: a whole amount above the maximum, or above what the account holds; the text names the highest. */
  | 'limitAboveMaximum'
  | 'limitAboveBalance'
  /** Issue 33, item 7: a temporary limit at the permanent value, or one that keeps its value and dates. */
  | 'limitEqualsPermanent'
  | 'limitUnchanged'
  | 'anotherDayRequired'
  | 'startDateRequired'
  | 'startDateMinRangeInvalid'
  | 'startDateMaxRangeInvalid'
  | 'endDateRequired'
  | 'endDateRangeInvalid'
  /** Issue 33, item 23: within 12 months, but past the bank's `maxPeriod` days (a year of 365 over a 29 February). */
  | 'endDateAfterMaxPeriod'
  | 'endDateBeforeStartDate'
  | 'dateIsWeekend'
  | 'dateIsPublicHoliday'
  /** "Only today" on a closed day: no date is shown to change, so the option itself is what cannot be. */
  | 'todayIsWeekend'
  | 'todayIsPublicHoliday';

export type FormField =
  'durationType' | 'temporaryOption' | 'limitValue' | 'startDate' | 'endDate' | 'reissueReason' | 'region';

export type FieldWarning = { readonly field: FormField; readonly key: WarningKey };
