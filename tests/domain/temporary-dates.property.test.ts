import fc from 'fast-check';
import {
  addDays,
  chosenDatesForPeriod,
  keepsDaysOf,
  optionForPeriod,
  periodForOption,
  periodFromToday,
  TEMPORARY_OPTIONS,
} from '../../domain/index';
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

  it('give back the very dates of any existing entry not yet begun (or over) after inferring its option and choices', () => {
    fc.assert(
      fc.property(todayAndDatesArb, fc.boolean(), ({ today, startDate, endDate }, oneDay) => {
        const period = oneDay ? { startDate, endDate: startDate } : { startDate, endDate };
        fc.pre(!(period.startDate < today && today <= period.endDate));
        const { option, ...chosen } = chosenDatesForPeriod(period, today);
        expect(periodForOption(option, chosen, today)).toEqual(period);
      }),
    );
  });

  // Reading 107: a running entry is shown from today on, so that keeping it sends no start in the past.
  it('give back a running entry from today to its own end, and count those days as its own', () => {
    fc.assert(
      fc.property(
        todayArb,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        (today, begunAgo, left) => {
          const running = { startDate: addDays(today, -begunAgo), endDate: addDays(today, left) };
          const { option, ...chosen } = chosenDatesForPeriod(running, today);
          const sent = periodForOption(option, chosen, today);
          expect(sent).toEqual({ startDate: today, endDate: running.endDate });
          expect(periodFromToday(running, today)).toEqual(sent);
          expect(option).toBe(left === 0 ? 'onlyToday' : 'period');
          expect(keepsDaysOf(running, sent!, today)).toBe(true);
          expect(keepsDaysOf(running, running, today)).toBe(true);
        },
      ),
    );
  });

  it('count no other days as an entry’s own: another end, another start, or an entry that does not read', () => {
    fc.assert(
      fc.property(todayAndDatesArb, fc.integer({ min: 1, max: 9 }), ({ today, startDate, endDate }, shift) => {
        const entry = { startDate, endDate };
        expect(keepsDaysOf(entry, { startDate, endDate: addDays(endDate, shift) }, today)).toBe(false);
        const otherStart = addDays(periodFromToday(entry, today).startDate, shift);
        fc.pre(otherStart <= endDate);
        expect(keepsDaysOf(entry, { startDate: otherStart, endDate }, today)).toBe(false);
        expect(keepsDaysOf({ startDate: 'yesterday', endDate }, { startDate: today, endDate }, today)).toBe(false);
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
