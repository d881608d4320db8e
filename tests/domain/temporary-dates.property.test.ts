import fc from 'fast-check';
import { addDays, chosenDatesForPeriod, optionForPeriod, periodForOption, TEMPORARY_OPTIONS } from '../../domain/index';
import { todayArb } from '../support/arbitraries/index';

// Section 4: the dates sent for each temporary option, and the option inferred back from the
// dates of an existing temporary limit or region.

const todayAndDatesArb = todayArb.chain((today) =>
  fc
    .record({
      today: fc.constant(today),
      start: fc.integer({ min: -5, max: 200 }),
      length: fc.integer({ min: 0, max: 40 }),
    })
    .map(({ today, start, length }) => ({
      today,
      startDate: addDays(today, start),
      endDate: addDays(today, start + length),
    })),
);

describe('temporary options and dates', () => {
  it('send today twice for “only today”, and read that back as “only today”', () => {
    fc.assert(
      fc.property(todayAndDatesArb, ({ today, startDate, endDate }) => {
        const period = periodForOption('onlyToday', { start: startDate, end: endDate }, today);
        expect(period).toEqual({ startDate: today, endDate: today });
        expect(optionForPeriod(period!, today)).toBe('onlyToday');
      }),
    );
  });

  it('send the chosen day twice for “another day”, and read it back as “another day” unless that day is today', () => {
    fc.assert(
      fc.property(todayAndDatesArb, ({ today, startDate, endDate }) => {
        fc.pre(startDate !== today);
        const period = periodForOption('anotherDay', { start: startDate, end: endDate }, today);
        expect(period).toEqual({ startDate, endDate: startDate });
        expect(optionForPeriod(period!, today)).toBe('anotherDay');
      }),
    );
  });

  it('send the chosen start and end for “a period”, and read it back as “a period” when they differ', () => {
    fc.assert(
      fc.property(todayAndDatesArb, ({ today, startDate, endDate }) => {
        fc.pre(startDate !== endDate);
        const period = periodForOption('period', { start: startDate, end: endDate }, today);
        expect(period).toEqual({ startDate, endDate });
        expect(optionForPeriod(period!, today)).toBe('period');
      }),
    );
  });

  it('give back the very dates of any existing entry after inferring its option and choices', () => {
    fc.assert(
      fc.property(todayAndDatesArb, fc.boolean(), ({ today, startDate, endDate }, oneDay) => {
        const period = oneDay ? { startDate, endDate: startDate } : { startDate, endDate };
        const { option, ...chosen } = chosenDatesForPeriod(period, today);
        expect(periodForOption(option, chosen, today)).toEqual(period);
      }),
    );
  });

  it('send nothing while a date the option needs is missing', () => {
    fc.assert(
      fc.property(todayAndDatesArb, fc.constantFrom(...TEMPORARY_OPTIONS), ({ today, startDate, endDate }, option) => {
        const needsStart = option !== 'onlyToday';
        expect(periodForOption(option, { end: endDate }, today) === undefined).toBe(needsStart);
        expect(periodForOption(option, { start: startDate }, today) === undefined).toBe(option === 'period');
      }),
    );
  });
});
