// The rules files mutation testing covers, one Stryker run each (`npm run test:mutation -- NAME`),
// with only the domain tests that exercise that file, so that one run stays within minutes on a
// shared two-core machine. Scores per file: docs/domain.md, "The rules' own tests, measured".
export const TARGETS = {
  'limit-rules': {
    mutate: ['domain/limits/limit-rules.ts'],
    tests: [
      'limit-rules.test.ts',
      'limit-rules.property.test.ts',
      'limit-rule-edges.test.ts',
      'reissue-and-deletion-rules.property.test.ts',
      'rule-edges.test.ts',
      'check-change.test.ts',
    ],
  },
  'region-rules': {
    mutate: ['domain/geo/region-rules.ts'],
    tests: [
      'region-rules.property.test.ts',
      'region-rule-edges.test.ts',
      'reissue-and-deletion-rules.property.test.ts',
      'rule-edges.test.ts',
      'check-change.test.ts',
    ],
  },
  permissions: {
    mutate: ['domain/cards/permissions.ts'],
    tests: [
      'permissions.test.ts',
      'permissions.property.test.ts',
      'allowed-changes.property.test.ts',
      'rule-edges.test.ts',
      'limit-bounds-edges.test.ts',
    ],
  },
  // Issue 33, items 6 and 7: the highest amount a limit may take, and "nothing would change".
  'limit-bounds': {
    mutate: ['domain/limits/highest-limit.ts', 'domain/limits/unchanged-limit.ts'],
    tests: [
      'warnings.test.ts',
      'card-bad-input.test.ts',
      'no-throw.property.test.ts',
      'limit-rules.test.ts',
      'limit-rule-edges.test.ts',
      'check-change.test.ts',
      'limit-bounds-edges.test.ts',
    ],
  },
  'check-change': {
    mutate: ['domain/checks/check-change.ts', 'domain/checks/earliest-start.ts'],
    tests: ['check-change.test.ts', 'check-change-edges.test.ts', 'business-days.test.ts'],
  },
  'business-day': {
    mutate: ['domain/calendar/business-day.ts'],
    tests: ['business-days.test.ts', 'dutch-holidays.test.ts'],
  },
  'date-window': {
    mutate: ['domain/calendar/date-window.ts'],
    tests: ['date-window.property.test.ts', 'date-window-edges.test.ts', 'date-bounds.test.ts', 'rule-edges.test.ts'],
  },
  'dutch-holidays': {
    mutate: ['domain/calendar/dutch-holidays.ts', 'domain/calendar/easter.ts'],
    tests: ['dutch-holidays.test.ts', 'dutch-holidays.property.test.ts'],
  },
  'iso-date': {
    mutate: ['domain/calendar/iso-date.ts'],
    tests: ['iso-date.property.test.ts', 'iso-date-edges.test.ts', 'date-text.property.test.ts'],
  },
};
