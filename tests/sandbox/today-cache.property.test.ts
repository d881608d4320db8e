import fc from 'fast-check';
import { todayInAmsterdamCached } from '../../sandbox/cards/card-dates';
import { todayInAmsterdam } from '../../domain/index';

const HOUR = 3_600_000;
/** Around Amsterdam's midnights (22:00 or 23:00 UTC) and its clock changes, 2026–2030. */
const nearMidnight = fc
  .tuple(
    fc.integer({ min: Date.UTC(2026, 0, 1) / 86_400_000, max: Date.UTC(2030, 11, 31) / 86_400_000 }),
    fc.integer({ min: -3 * HOUR, max: 3 * HOUR }),
  )
  .map(([day, offset]) => day * 86_400_000 + 22 * HOUR + offset);

describe('the once-a-minute cache of today in Amsterdam', () => {
  it('always answers what todayInAmsterdam answers, whatever order the clock is read in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(nearMidnight, fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 11, 31) })), {
          minLength: 1,
          maxLength: 20,
        }),
        (moments) => {
          for (const moment of moments) expect(todayInAmsterdamCached(moment)).toBe(todayInAmsterdam(moment));
        },
      ),
    );
  });

  it('turns over exactly at midnight in Amsterdam', () => {
    const midnight = Date.parse('2027-06-15T22:00:00Z'); // 00:00 CEST on the 16th
    expect(todayInAmsterdamCached(midnight - 1)).toBe('2027-06-15');
    expect(todayInAmsterdamCached(midnight)).toBe('2027-06-16');
    expect(todayInAmsterdamCached(midnight - 1)).toBe('2027-06-15');
  });
});
