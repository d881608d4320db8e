import fc from 'fast-check';
import {
  periodReminder,
  REMINDER_WINDOW_DAYS,
  temporaryReminders,
  type CardLimit,
  type IsoDate,
} from '../../domain/index';
import { todayArb } from '../support/arbitraries/index';
import { dayNumber, plusDays } from '../support/arbitraries/day-numbers';

// Reminders before a temporary setting starts or ends (issue 16, beyond the spec): the rule other
// channels reuse. Oracles count days by plain arithmetic, not by the domain's Temporal code.

const offsetsArb = fc.record({ start: fc.integer({ min: -40, max: 40 }), length: fc.integer({ min: 0, max: 40 }) });
const periodArb = todayArb.chain((today) =>
  offsetsArb.map(({ start, length }) => ({
    today,
    startDate: plusDays(today, start),
    endDate: plusDays(today, start + length),
  })),
);
const days = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

describe('a temporary period’s reminder', () => {
  it('falls on today or one of the next seven days, and says how many days away', () => {
    fc.assert(
      fc.property(periodArb, ({ today, ...period }) => {
        const reminder = periodReminder(period, today);
        if (!reminder) return;
        expect(reminder.inDays).toBe(days(today, reminder.date));
        expect(reminder.inDays).toBeGreaterThanOrEqual(0);
        expect(reminder.inDays).toBeLessThanOrEqual(REMINDER_WINDOW_DAYS);
      }),
    );
  });

  it('reminds of the start of a period not yet begun, and of the end of one under way', () => {
    fc.assert(
      fc.property(periodArb, ({ today, ...period }) => {
        const reminder = periodReminder(period, today);
        if (!reminder) return;
        if (period.startDate > today) expect(reminder).toMatchObject({ moment: 'starts', date: period.startDate });
        else expect(reminder).toMatchObject({ moment: 'ends', date: period.endDate });
      }),
    );
  });

  it('is there exactly when the period’s next start or end is at most seven days away', () => {
    fc.assert(
      fc.property(periodArb, ({ today, ...period }) => {
        const next = period.startDate > today ? period.startDate : period.endDate;
        const due = period.endDate >= today && days(today, next) <= REMINDER_WINDOW_DAYS;
        expect(periodReminder(period, today) !== undefined).toBe(due);
      }),
    );
  });

  it('is the same on any day of the week: moving today and the dates together only moves the date', () => {
    fc.assert(
      fc.property(periodArb, fc.integer({ min: -400, max: 400 }), ({ today, ...period }, shift) => {
        const moved = periodReminder(
          { startDate: plusDays(period.startDate, shift), endDate: plusDays(period.endDate, shift) },
          plusDays(today, shift) as IsoDate,
        );
        const reminder = periodReminder(period, today);
        expect(moved && { moment: moved.moment, inDays: moved.inDays }).toEqual(
          reminder && { moment: reminder.moment, inDays: reminder.inDays },
        );
      }),
    );
  });

  it('is never there for dates the bank sent unreadably or reversed', () => {
    fc.assert(
      fc.property(
        todayArb,
        fc.oneof(fc.constant('2027-02-30'), fc.constant(''), fc.string()),
        fc.integer({ min: 1, max: 5 }),
        (today, bad, back) => {
          expect(periodReminder({ startDate: bad, endDate: today }, today)).toBeUndefined();
          expect(periodReminder({ startDate: today, endDate: bad }, today)).toBeUndefined();
          expect(periodReminder({ startDate: plusDays(today, back), endDate: today }, today)).toBeUndefined();
        },
      ),
    );
  });

  it('is not there for a period or a today that is not what it says (a caller without types)', () => {
    const period = { startDate: '2027-03-02', endDate: '2027-03-05' };
    expect(periodReminder(period, '2027-03-01' as IsoDate)).toEqual({
      moment: 'starts',
      date: '2027-03-02',
      inDays: 1,
    });
    expect(periodReminder(period, 'tomorrow' as IsoDate)).toBeUndefined();
    expect(periodReminder(period, undefined as never)).toBeUndefined();
    expect(periodReminder(null as never, '2027-03-01' as IsoDate)).toBeUndefined();
  });
});

const limitWith = (
  limitType: 'POS' | 'ATM',
  period: { startDate: string; endDate: string } | undefined,
): CardLimit => ({
  limitType,
  defaultLimitValue: 2500,
  maxLimitValue: 5000,
  limitChangeRequest: null,
  temporaryLimits: period ? [{ temporaryLimitId: `t-${limitType}`, limitValue: 4000, ...period }] : [],
});

describe('a card’s reminders', () => {
  const maybePeriodArb = fc.option(offsetsArb, { nil: undefined });
  it('are one per temporary setting due, payment limit, withdrawal limit, region in that order, carrying its value', () => {
    fc.assert(
      fc.property(
        todayArb,
        maybePeriodArb,
        maybePeriodArb,
        maybePeriodArb,
        fc.constantFrom('WORLD', 'EUR', 'EUR_PLUS'),
        (today, pos, atm, geo, geoProfile) => {
          const dates = (offsets: typeof pos) =>
            offsets && {
              startDate: plusDays(today, offsets.start),
              endDate: plusDays(today, offsets.start + offsets.length),
            };
          const card = {
            paymentLimit: limitWith('POS', dates(pos)),
            withdrawalLimit: limitWith('ATM', dates(atm)),
            geoProfile: {
              activeGeoProfile: 'EUR',
              defaultGeoProfile: 'EUR',
              temporaryGeoProfiles: geo ? [{ temporaryGeoProfileId: 'g', geoProfile, ...dates(geo)! }] : [],
            },
          };
          const expected = [
            ...(pos && periodReminder(dates(pos)!, today) ? [{ setting: 'POS', limitValue: 4000 }] : []),
            ...(atm && periodReminder(dates(atm)!, today) ? [{ setting: 'ATM', limitValue: 4000 }] : []),
            ...(geo && periodReminder(dates(geo)!, today)
              ? [{ setting: 'REGION', region: geoProfile === 'WORLD' ? 'WORLD' : 'EUR' }]
              : []),
          ];
          const reminders = temporaryReminders(card, today);
          expect(reminders.map(({ moment, date, inDays, ...setting }) => setting)).toEqual(expected);
        },
      ),
    );
  });

  it('are none for a card without limits or region', () => {
    fc.assert(fc.property(todayArb, (today) => expect(temporaryReminders({}, today)).toEqual([])));
  });
});
