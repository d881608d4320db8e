import fc from 'fast-check';
import { addDays, type IsoDate } from '../../../domain/index';

/** Dates as a careless or hostile client sends them: real ones near today, impossible ones, and junk. */
export function requestDateArb(today: IsoDate): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer({ min: -10, max: 420 }).map((days) => addDays(today, days) as string),
    fc.constantFrom('2027-02-30', '2027-13-01', '2027-3-1', '01-03-2027', '2027-03-01T00:00:00Z', '', '0000-00-00'),
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.constant(null),
  );
}

/** Numbers and near-numbers for `limitValue`. */
export const requestAmountArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -10, max: 25_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, 500, 2500, 5000, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.constant(null),
);

/**
 * A body for any of the bank's mutating calls: usually an object with some of the fields the
 * calls know (right or wrong in type and value), sometimes any JSON at all.
 */
export function requestBodyArb(today: IsoDate): fc.Arbitrary<unknown> {
  // Mostly a field of the right kind, so requests get past the first check to the deeper rules.
  const field = <T>(arb: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) });
  const knownFields = fc.record(
    {
      limitValue: field(requestAmountArb),
      limitType: field(fc.constantFrom('ECOM', 'POS', 'ATM', 'pos', 'GOLD', '')),
      startDate: field(requestDateArb(today)),
      endDate: field(requestDateArb(today)),
      geoProfile: field(fc.constantFrom('EUR', 'WORLD', 'world', 'ASIA')),
      defaultGeoProfile: field(fc.constantFrom('EUR', 'WORLD', 'world', 'ASIA')),
      reason: field(fc.constantFrom('STOLEN', 'LOST', 'DEFECT', 'BORED')),
      paymentInstrumentUsageId: field(fc.constantFrom('usage-sanne-dmc', 'usage-sanne-travel', 'usage-x')),
      code: field(fc.stringMatching(/^\d{6}$/)),
    },
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 4, arbitrary: knownFields }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}
