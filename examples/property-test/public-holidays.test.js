// The package is ESM: jest runs these tests as native ES modules (`--experimental-vm-modules`,
// no transform), the way a plain Node project imports the package.
// Node 20 and 22 have no Temporal, and jest's own module loader cannot let the package load the
// polyfill itself as plain Node does: the polyfill's global first, as a browser without Temporal.
import 'temporal-polyfill/global';
import fc from 'fast-check';
import { checkTemporaryLimitRequest, dutchHolidays, isWeekend, latestEndDate } from '@debit-card-self-service/domain';
import { acceptedTemporaryLimitArb } from '@debit-card-self-service/domain/arbitraries';

/** Public holidays on a weekday between two dates (a Saturday or Sunday is refused as a weekend first). */
function weekdayHolidaysBetween(first, last) {
  const years = Array.from(
    { length: Number(last.slice(0, 4)) - Number(first.slice(0, 4)) + 1 },
    (_, index) => Number(first.slice(0, 4)) + index,
  );
  return years
    .flatMap((year) => dutchHolidays(year).map((holiday) => holiday.date))
    .filter((date) => date >= first && date <= last && !isWeekend(date));
}

/** A temporary limit the bank accepts, and a weekday holiday between the two dates `between` picks. */
const scenarioWithHolidayArb = (between) =>
  acceptedTemporaryLimitArb.chain((scenario) => {
    const holidays = weekdayHolidaysBetween(...between(scenario));
    return holidays.length === 0
      ? fc.constant({ scenario })
      : fc.constantFrom(...holidays).map((holiday) => ({ scenario, holiday }));
  });

const check = ({ limits, today }, body) => checkTemporaryLimitRequest(body, { limits, today, pending: false });

test('the arbitraries and the rules agree: every generated acceptable temporary limit is accepted', () => {
  fc.assert(fc.property(acceptedTemporaryLimitArb, (scenario) => check(scenario, scenario.body).ok));
});

test('no temporary limit is accepted on a Dutch public holiday', () => {
  const startWindow = ({ window }) => [window.earliestStart, window.latestStart];
  fc.assert(
    fc.property(scenarioWithHolidayArb(startWindow), ({ scenario, holiday }) => {
      fc.pre(holiday !== undefined);
      const answer = check(scenario, { ...scenario.body, startDate: holiday, endDate: holiday });
      expect(answer).toEqual({ ok: false, error: { code: 'MESSAGE_BAI540_0052', field: 'startDate' } });
    }),
  );
});

test('nor does one end on a Dutch public holiday', () => {
  const afterStart = ({ period, window }) => [period.startDate, latestEndDate(period.startDate, window)];
  fc.assert(
    fc.property(scenarioWithHolidayArb(afterStart), ({ scenario, holiday }) => {
      fc.pre(holiday !== undefined);
      const answer = check(scenario, { ...scenario.body, endDate: holiday });
      expect(answer).toEqual({ ok: false, error: { code: 'MESSAGE_BAI540_0052', field: 'endDate' } });
    }),
  );
});
