/**
 * The debit-card domain: the bank's rules for cards, limits and international use, with no
 * framework, no I/O and no clock of its own. Other channels import this file only.
 */
export * from './result';

export * from './calendar/iso-date';
export * from './calendar/today-in-amsterdam';
export * from './calendar/easter';
export * from './calendar/dutch-holidays';
export * from './calendar/business-day';
export * from './calendar/date-window';
export * from './calendar/display-date';
export * from './calendar/typed-date';
export * from './calendar/bank-instant';

export * from './money/locale';
export * from './money/euro';
export * from './money/limit-value';
export * from './money/amount-input';

export * from './cards/payment-instrument';
export * from './cards/card-status';
export * from './cards/card-order';
export * from './cards/link-actions';
export * from './cards/permissions';
export * from './cards/limit-permission';
export * from './cards/region-permission';
export * from './cards/allowed-limit-changes';
export * from './cards/allowed-region-changes';
export * from './cards/card-display';
export * from './cards/reissue';
export * from './cards/selected-card';
export * from './cards/card-history';
export * from './cards/card-history-parser';
export * from './cards/pending-change';

export * from './temporary/duration';
export * from './temporary/temporary-dates';
export * from './temporary/period-rules';
export * from './forms/form-warnings';
export * from './forms/refusal-fields';
export * from './temporary/period-warnings';
export * from './temporary/date-bounds';

export * from './limits/limit-type';
export * from './limits/limit-operation';
export * from './limits/limit-editing';
export * from './limits/limit-warnings';
export * from './limits/limit-rules';
export * from './limits/highest-limit';

export * from './geo/region';
export * from './geo/region-operation';
export * from './geo/region-change-made';
export * from './geo/region-editing';
export * from './geo/region-warnings';
export * from './geo/region-rules';

export type { CardToCheck } from './checks/card-to-check';
export * from './checks/card-change';
export * from './checks/check-change';
export * from './checks/earliest-start';

export * from './reminders/temporary-reminders';

export * from './trips/trip';
export * from './trips/plan-trip';
export * from './trips/trip-offer';
export * from './trips/card-trips';

export * from './errors/catalogue-codes';
export * from './errors/catalogue';
export * from './errors/service-error';
export * from './errors/error-body';
export * from './errors/rule-failure';

export * from './urls/safe-link';
export * from './text/unsafe-characters';
