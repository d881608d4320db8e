import fc from 'fast-check';
import { isValidLimitValue, roundToStep } from '../../domain/index';

// Section 9: a limit is a whole number of euros from 0 to the card's maximum, step 1.

const maxArb = fc.integer({ min: 0, max: 100_000 });

describe('the limit value rule', () => {
  it('accepts exactly the integers from 0 to the maximum', () => {
    fc.assert(
      fc.property(maxArb, fc.integer({ min: -200, max: 100_200 }), (max, value) => {
        expect(isValidLimitValue(value, max)).toBe(value >= 0 && value <= max);
      }),
      {
        numRuns: 300,
        examples: [
          [0, 0],
          [0, -1],
          [0, 1],
          [5000, 5000],
          [5000, 5001],
        ],
      },
    );
  });

  it('refuses every number with a fraction, however close to a whole euro', () => {
    fc.assert(
      fc.property(maxArb, fc.double({ min: -1, max: 100_001, noInteger: true, noNaN: true }), (max, value) =>
        expect(isValidLimitValue(value, max)).toBe(false),
      ),
    );
  });

  it('refuses anything that is not a number, even a numeric text', () => {
    const notANumber = fc.oneof(
      fc.anything().filter((value) => typeof value !== 'number'),
      fc.integer({ min: 0, max: 100 }).map(String),
    );
    fc.assert(fc.property(maxArb, notANumber, (max, value) => expect(isValidLimitValue(value, max)).toBe(false)));
  });

  it('refuses every value when the maximum is not a finite number', () => {
    fc.assert(
      fc.property(fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY), fc.nat(), (max, value) =>
        expect(isValidLimitValue(value, max)).toBe(false),
      ),
    );
  });

  it('rounds a typed value to the nearest whole euro', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (typed) => {
        const rounded = roundToStep(typed);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - typed)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
