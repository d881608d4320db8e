import fc from 'fast-check';
import {
  closedDayReason,
  dutchHolidayOn,
  dutchHolidays,
  easterSunday,
  HOLIDAY_YEARS,
  isBankBusinessDay,
  isDutchPublicHoliday,
  isWeekend,
  type DutchHolidayName,
} from '../../domain/index';
import { isoDateArb } from '../support/arbitraries/index';
import { dateOfDay, dayNumber, weekdayOfDay } from '../support/arbitraries/day-numbers';

// The Algemene termijnenwet's holidays for every year the bank's calendar covers. Each property
// runs over every year 2014–2099 (as examples) on top of fast-check's own draws.
const YEARS = Array.from(
  { length: HOLIDAY_YEARS.last - HOLIDAY_YEARS.first + 1 },
  (_, index) => HOLIDAY_YEARS.first + index,
);
const yearArb = fc.integer({ min: HOLIDAY_YEARS.first, max: HOLIDAY_YEARS.last });
const everyYear = { examples: YEARS.map((year): [number] => [year]) };

const SUNDAY = 7;
const MONDAY = 1;
const THURSDAY = 4;

/** Carter's Easter rule, valid for 1900–2099: an independent check on the domain's computus. */
function carterEaster(year: number): string {
  const base = 225 - 11 * (year % 19);
  let days = ((base - 21) % 30) + 21;
  if (days > 48) days -= 1;
  const weekday = (year + Math.floor(year / 4) + days + 1) % 7;
  const q = days + 7 - weekday;
  return q < 32 ? `${year}-03-${String(q).padStart(2, '0')}` : `${year}-04-${String(q - 31).padStart(2, '0')}`;
}

const holiday = (year: number, name: DutchHolidayName) =>
  dutchHolidays(year).find((entry) => entry.name === name)!.date;
const weekday = (date: string) => weekdayOfDay(dayNumber(date));
const plusDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

describe('Easter', () => {
  it('is a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(yearArb, (year) => {
        const easter = easterSunday(year);
        expect(weekday(easter)).toBe(SUNDAY);
        expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
      }),
      everyYear,
    );
  });

  it('agrees with Carter’s independent rule', () => {
    fc.assert(
      fc.property(yearArb, (year) => expect(easterSunday(year)).toBe(carterEaster(year))),
      everyYear,
    );
  });
});

describe('the Dutch public holidays', () => {
  it('are the ten the law names, each once, all inside their year', () => {
    fc.assert(
      fc.property(yearArb, (year) => {
        const holidays = dutchHolidays(year);
        expect(new Set(holidays.map((entry) => entry.name)).size).toBe(10);
        expect(holidays.every((entry) => entry.date.startsWith(`${year}-`))).toBe(true);
      }),
      everyYear,
    );
  });

  it('put Nieuwjaarsdag, Bevrijdingsdag and Christmas on their fixed days', () => {
    fc.assert(
      fc.property(yearArb, (year) => {
        expect(holiday(year, 'nieuwjaarsdag')).toBe(`${year}-01-01`);
        expect(holiday(year, 'bevrijdingsdag')).toBe(`${year}-05-05`);
        expect(holiday(year, 'eersteKerstdag')).toBe(`${year}-12-25`);
        expect(holiday(year, 'tweedeKerstdag')).toBe(`${year}-12-26`);
      }),
      everyYear,
    );
  });

  it('put Koningsdag on 27 April, or on 26 April when the 27th is a Sunday', () => {
    fc.assert(
      fc.property(yearArb, (year) => {
        const expected = weekday(`${year}-04-27`) === SUNDAY ? `${year}-04-26` : `${year}-04-27`;
        expect(holiday(year, 'koningsdag')).toBe(expected);
        expect(weekday(holiday(year, 'koningsdag'))).not.toBe(SUNDAY);
      }),
      everyYear,
    );
  });

  it('put Eerste Paasdag on Easter Sunday and Tweede Paasdag on the Monday after', () => {
    fc.assert(
      fc.property(yearArb, (year) => {
        expect(holiday(year, 'eerstePaasdag')).toBe(easterSunday(year));
        expect(holiday(year, 'tweedePaasdag')).toBe(plusDays(easterSunday(year), 1));
        expect(weekday(holiday(year, 'tweedePaasdag'))).toBe(MONDAY);
      }),
      everyYear,
    );
  });

  it('put Hemelvaartsdag on the Thursday 39 days after Easter', () => {
    fc.assert(
      fc.property(yearArb, (year) => {
        expect(holiday(year, 'hemelvaartsdag')).toBe(plusDays(easterSunday(year), 39));
        expect(weekday(holiday(year, 'hemelvaartsdag'))).toBe(THURSDAY);
      }),
      everyYear,
    );
  });

  it('put Pinksteren on the Sunday and Monday 49 and 50 days after Easter', () => {
    fc.assert(
      fc.property(yearArb, (year) => {
        expect(holiday(year, 'eerstePinksterdag')).toBe(plusDays(easterSunday(year), 49));
        expect(holiday(year, 'tweedePinksterdag')).toBe(plusDays(easterSunday(year), 50));
        expect(weekday(holiday(year, 'eerstePinksterdag'))).toBe(SUNDAY);
        expect(weekday(holiday(year, 'tweedePinksterdag'))).toBe(MONDAY);
      }),
      everyYear,
    );
  });

  it('are exactly the days isDutchPublicHoliday recognises', () => {
    fc.assert(
      fc.property(isoDateArb(), (date) => {
        const year = Number(date.slice(0, 4));
        const easter = carterEaster(year);
        const april27 = `${year}-04-27`;
        const named = [
          `${year}-01-01`,
          easter,
          plusDays(easter, 1),
          weekday(april27) === SUNDAY ? `${year}-04-26` : april27,
          `${year}-05-05`,
          plusDays(easter, 39),
          plusDays(easter, 49),
          plusDays(easter, 50),
          `${year}-12-25`,
          `${year}-12-26`,
        ];
        expect(isDutchPublicHoliday(date)).toBe(named.includes(date));
      }),
      {
        numRuns: 500,
        examples: YEARS.flatMap((year) => dutchHolidays(year).map((entry): [typeof entry.date] => [entry.date])),
      },
    );
  });
});

describe('the bank’s business days', () => {
  it('exclude exactly Saturdays and Sundays as weekend days', () => {
    fc.assert(fc.property(isoDateArb(), (date) => expect(isWeekend(date)).toBe(weekday(date) >= 6)));
  });

  it('are the days that are neither weekend nor public holiday, and a closed day says why', () => {
    fc.assert(
      fc.property(isoDateArb(), (date) => {
        const weekend = weekday(date) >= 6;
        const holidayToo = isDutchPublicHoliday(date);
        expect(isBankBusinessDay(date)).toBe(!weekend && !holidayToo);
        expect(closedDayReason(date)).toBe(weekend ? 'weekend' : holidayToo ? 'publicHoliday' : undefined);
      }),
    );
  });
});

describe('the holiday a date is', () => {
  it('is named for exactly the dates that are public holidays', () => {
    fc.assert(fc.property(isoDateArb(), (date) => (dutchHolidayOn(date) !== undefined) === isDutchPublicHoliday(date)));
  });

  // Two may share a day: in 2016 Ascension Day fell on 5 May, Liberation Day.
  it("is one of that day's holidays, by its own name", () => {
    fc.assert(
      fc.property(yearArb, (year) =>
        dutchHolidays(year).every((entry) =>
          dutchHolidays(year).some((other) => other.date === entry.date && other.name === dutchHolidayOn(entry.date)),
        ),
      ),
      everyYear,
    );
  });
});
