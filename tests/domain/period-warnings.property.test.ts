import fc from 'fast-check';
import {
  addDays,
  addMonths,
  checkPeriod,
  type IsoDate,
  dateWindow,
  limitFormWarnings,
  periodForOption,
  periodWarnings,
  regionFormWarnings,
  TEMPORARY_OPTIONS,
  type CardLimit,
  type FieldWarning,
  type GeoProfile,
  type RuleFailure,
  type TemporaryOption,
} from '../../domain/index';
import { allowedDatesArb, todayArb } from '../support/arbitraries/index';
import { dateRuleViolations } from '../support/period-oracle';

// Section 5: the browser warns early with the same rules the bank enforces. A form the client
// finds warning-free must send dates the server accepts, and dates the server accepts must not
// draw a warning; when the server refuses, the client has already named the same problem.

const formArb = todayArb.chain((today) =>
  fc
    .record({
      allowed: allowedDatesArb(today),
      option: fc.constantFrom(...TEMPORARY_OPTIONS),
      start: fc.option(fc.oneof(fc.integer({ min: -3, max: 20 }), fc.integer({ min: -10, max: 260 })), {
        nil: undefined,
        freq: 8,
      }),
      length: fc.option(fc.oneof(fc.integer({ min: -3, max: 15 }), fc.integer({ min: 20, max: 420 })), {
        nil: undefined,
        freq: 8,
      }),
      maxLimitValue: fc.integer({ min: 1, max: 5000 }),
    })
    .map(({ allowed, option, start, length, maxLimitValue }) => {
      const startDate = start === undefined ? undefined : addDays(today, start);
      const endDate = startDate === undefined || length === undefined ? undefined : addDays(startDate, length);
      const limit: CardLimit = {
        limitType: 'POS',
        defaultLimitValue: 0,
        maxLimitValue,
        limitChangeRequest: null,
        ...(allowed ? { allowedTemporaryLimitDates: allowed } : {}),
      };
      const geo: GeoProfile = {
        activeGeoProfile: 'EUR',
        defaultGeoProfile: 'EUR',
        ...(allowed ? { allowedTemporaryGeoProfileDates: allowed } : {}),
      };
      return {
        today,
        allowed,
        window: dateWindow(today, allowed),
        option,
        chosen: { start: startDate, end: endDate },
        limit,
        geo,
        value: maxLimitValue,
      };
    }),
);

type Form = typeof formArb extends fc.Arbitrary<infer T> ? T : never;

const limitWarnings = (form: Form) =>
  limitFormWarnings(
    { durationType: 'temporarily', option: form.option, value: form.value, ...form.chosen },
    { limit: form.limit, today: form.today },
  );

const regionWarnings = (form: Form) =>
  regionFormWarnings(
    { region: 'WORLD', durationType: 'temporarily', option: form.option, ...form.chosen },
    { geo: form.geo, today: form.today },
  );

/** The warning the client shows for the problem the server names, on the field it shows it. */
function expectedWarning(failure: RuleFailure, option: TemporaryOption, form: Form): FieldWarning {
  const field = option === 'onlyToday' ? 'temporaryOption' : (failure.field as FieldWarning['field']);
  switch (failure.code) {
    case 'END_DATE_INVALID':
      return { field, key: 'endDateBeforeStartDate' };
    case 'START_DATE_INVALID': {
      const start = periodForOption(option, form.chosen, form.today)!.startDate;
      return {
        field,
        key: start < form.window.earliestStart ? 'startDateMinRangeInvalid' : 'startDateMaxRangeInvalid',
      };
    }
    case 'MESSAGE_BAI540_0050': {
      // Issue 33, item 23: "no more than 12 months" only for an end more than 12 months on.
      const { startDate, endDate } = periodForOption(option, form.chosen, form.today)!;
      return { field, key: endDate > addMonths(startDate, 12) ? 'endDateRangeInvalid' : 'endDateAfterMaxPeriod' };
    }
    // "Only today" on a closed day: the option is what cannot be, there is no date to change.
    case 'MESSAGE_BAI540_0051':
      return { field, key: option === 'onlyToday' ? 'todayIsWeekend' : 'dateIsWeekend' };
    case 'MESSAGE_BAI540_0052':
      return { field, key: option === 'onlyToday' ? 'todayIsPublicHoliday' : 'dateIsPublicHoliday' };
    default:
      throw new Error(`checkPeriod gave an unexpected code ${failure.code}`);
  }
}

describe('the client’s date warnings', () => {
  it('are absent from a limit form only when it sends dates the server accepts', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        fc.pre(limitWarnings(form).length === 0);
        const period = periodForOption(form.option, form.chosen, form.today);
        expect(period).toBeDefined();
        expect(checkPeriod(period!, form.window)).toBeUndefined();
        expect(dateRuleViolations(period!, form)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('are absent from a limit or region form whenever the server accepts its dates', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const period = periodForOption(form.option, form.chosen, form.today);
        fc.pre(period !== undefined && checkPeriod(period, form.window) === undefined);
        expect(periodWarnings(form.option, form.chosen, form)).toEqual([]);
        expect(limitWarnings(form)).toEqual([]);
        expect(regionWarnings(form)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('name the problem the server refuses the dates for, on the same field', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const period = periodForOption(form.option, form.chosen, form.today);
        fc.pre(period !== undefined);
        const failure = checkPeriod(period, form.window);
        fc.pre(failure !== undefined);
        expect(periodWarnings(form.option, form.chosen, form)).toContainEqual(
          expectedWarning(failure, form.option, form),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('say "no more than 12 months" only when the end is more than 12 months on, whichever bound refused it', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const start = form.chosen.start;
        const end = periodWarnings(form.option, form.chosen, form).find((warning) => warning.field === 'endDate');
        fc.pre(start !== undefined && form.chosen.end !== undefined && end !== undefined);
        if (end.key === 'endDateRangeInvalid') expect(form.chosen.end > addMonths(start, 12)).toBe(true);
        if (end.key === 'endDateAfterMaxPeriod') expect(form.chosen.end <= addMonths(start, 12)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('for exactly 12 months over a 29 February, with a bank year of 365 days, name the bank’s bound', () => {
    const today = '2027-03-01' as IsoDate;
    const window = dateWindow(today, { earliestStartDate: today, latestStartDate: '2027-09-07', maxPeriod: 365 });
    const chosen = { start: today, end: '2028-03-01' as IsoDate };
    expect(periodWarnings('period', chosen, { window, today })).toEqual([
      { field: 'endDate', key: 'endDateAfterMaxPeriod' },
    ]);
    expect(periodWarnings('period', { start: today, end: '2028-03-02' as IsoDate }, { window, today })).toEqual([
      { field: 'endDate', key: 'endDateRangeInvalid' },
    ]);
  });

  it('are the same for the region editor as for the limit editors', () => {
    fc.assert(fc.property(formArb, (form) => expect(regionWarnings(form)).toEqual(limitWarnings(form))));
  });

  it('ask for the missing date when an option needs one that is not chosen', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        fc.pre(periodForOption(form.option, form.chosen, form.today) === undefined);
        const keys = periodWarnings(form.option, form.chosen, form).map((warning) => warning.key);
        const expected =
          form.option === 'anotherDay'
            ? 'anotherDayRequired'
            : form.chosen.start
              ? 'endDateRequired'
              : 'startDateRequired';
        expect(keys).toContain(expected);
      }),
    );
  });
});
