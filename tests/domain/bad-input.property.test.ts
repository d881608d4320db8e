import fc from 'fast-check';
import {
  addDays,
  checkAmount,
  checkDefaultRegionRequest,
  checkPermanentLimitRequest,
  checkTemporaryLimitRequest,
  checkTemporaryRegionRequest,
  dateWindow,
  formatCardNumber,
  formatIban,
  formatServerDate,
  isCatalogueCode,
  isIsoDate,
  isLimitType,
  isRecoverable,
  isReissueReason,
  isRegion,
  isSafeLink,
  isSafeReturnPath,
  isServiceError,
  isTemporaryLimitType,
  isValidLimitValue,
  languageOf,
  parseAmount,
  parseErrorBody,
  parseIsoDate,
  parseTypedDate,
  readPeriod,
  regionOf,
  reissueFeeOf,
  START_HORIZON_DAYS,
  tidyTypedDate,
  type Result,
  type RuleFailure,
} from '../../domain/index';
import { acceptedTemporaryLimitArb, acceptedTemporaryRegionArb } from '../support/arbitraries/index';

// Issue 2: bad input never throws from a domain function; it returns a named rule failure.
// Everything that takes `unknown` (what the bank, a browser or a request body hands over) is fed
// garbage of every kind, and so is everything that parses text a customer typed.

const garbageArb = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** Bodies with the right keys holding anything, and plain garbage. */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bodyArb = fc.oneof(
  garbageArb,
  fc.record(
    {
      limitType: fc.oneof(fc.constantFrom('ECOM', 'POS', 'ATM'), garbageArb),
      limitValue: fc.oneof(fc.integer(), garbageArb),
      startDate: fc.oneof(fc.constantFrom('2026-05-04', '2026-02-30', ''), garbageArb),
      endDate: fc.oneof(fc.constantFrom('2026-05-04', '2026-13-01', ''), garbageArb),
      geoProfile: fc.oneof(fc.constantFrom('EUR', 'WORLD'), garbageArb),
      defaultGeoProfile: fc.oneof(fc.constantFrom('EUR', 'WORLD'), garbageArb),
    },
    { requiredKeys: [] },
  ),
);

/** A rule check either accepts or names a catalogue code. */
function expectNamedOutcome(result: Result<unknown, RuleFailure>): void {
  if (!result.ok) expect(isCatalogueCode(result.error.code)).toBe(true);
}

describe('domain functions given garbage', () => {
  it('read dates, languages, limit values, codes and links without throwing', () => {
    fc.assert(
      fc.property(garbageArb, (value) => {
        expect(parseIsoDate(value).ok).toBe(typeof value === 'string' && isIsoDate(value));
        expect(typeof formatServerDate(value)).toBe('string');
        expect(['nl', 'en']).toContain(languageOf(value));
        expect(isValidLimitValue(value, 5000)).toBe(
          typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5000,
        );
        expect(
          [isReissueReason(value), isLimitType(value), isTemporaryLimitType(value), isRegion(value)].every(
            (answer) => typeof answer === 'boolean',
          ),
        ).toBe(true);
        expect(['EUR', 'WORLD']).toContain(regionOf(value));
        const fee = reissueFeeOf(value);
        expect(fee === undefined || (Number.isFinite(fee) && fee >= 0)).toBe(true);
        expect(typeof isCatalogueCode(value)).toBe('boolean');
        expect(isServiceError(value)).toBe(
          typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ServiceError',
        );
        expect(typeof isSafeLink(value)).toBe('boolean');
        expect(typeof isSafeReturnPath(value)).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('turn any error body into a ServiceError', () => {
    fc.assert(
      fc.property(garbageArb, garbageArb, (body, originalError) =>
        expect(isServiceError(parseErrorBody(body, { originalError }))).toBe(true),
      ),
      {
        numRuns: 300,
      },
    );
  });

  it('check any request body against the limit rules and answer with a catalogue code', () => {
    fc.assert(
      fc.property(
        acceptedTemporaryLimitArb,
        bodyArb,
        garbageArb,
        fc.option(garbageArb, { nil: undefined }),
        (scenario, body, limitType, replacing) => {
          const context = { limits: scenario.limits, pending: false, today: scenario.today };
          const withType = (type: unknown) => (isObject(body) ? { ...body, limitType: type } : body);
          expectNamedOutcome(checkPermanentLimitRequest(withType(limitType), context));
          expectNamedOutcome(checkPermanentLimitRequest(withType(scenario.body.limitType), context));
          expectNamedOutcome(
            checkTemporaryLimitRequest(body, {
              ...context,
              replacingId: typeof replacing === 'string' ? replacing : undefined,
            }),
          );
        },
      ),
    );
  });

  it('refuse a body that is not an object as REQUEST_INVALID', () => {
    const notAnObject = fc.oneof(
      garbageArb.filter((value) => typeof value !== 'object' || value === null),
      fc.array(fc.anything()),
    );
    fc.assert(
      fc.property(
        acceptedTemporaryLimitArb,
        acceptedTemporaryRegionArb,
        notAnObject,
        (limitScenario, regionScenario, body) => {
          const invalid = { ok: false, error: { code: 'REQUEST_INVALID' } };
          const context = { limits: limitScenario.limits, pending: false, today: limitScenario.today };
          expect(checkPermanentLimitRequest(body, context)).toEqual(invalid);
          expect(checkTemporaryLimitRequest(body, context)).toEqual(invalid);
          expect(checkDefaultRegionRequest(body, regionScenario.geo)).toEqual(invalid);
          expect(checkTemporaryRegionRequest(body, { geo: regionScenario.geo, today: regionScenario.today })).toEqual(
            invalid,
          );
        },
      ),
    );
  });

  it('check any request body against the region rules and answer with a catalogue code', () => {
    fc.assert(
      fc.property(acceptedTemporaryRegionArb, bodyArb, (scenario, body) => {
        expectNamedOutcome(checkDefaultRegionRequest(body, scenario.geo));
        expectNamedOutcome(checkTemporaryRegionRequest(body, { geo: scenario.geo, today: scenario.today }));
        if (typeof body === 'object' && body !== null) expectNamedOutcome(readPeriod(body as Record<string, unknown>));
      }),
    );
  });

  it('derive a window no wider than the fixed rule from any allowed dates the bank sends', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, garbageArb, (scenario, allowed) => {
        const window = dateWindow(scenario.today, allowed as never);
        expect(window.earliestStart >= scenario.today).toBe(true);
        expect(window.latestStart <= addDays(scenario.today, START_HORIZON_DAYS)).toBe(true);
        expect(isIsoDate(window.latestStart)).toBe(true);
      }),
    );
  });

  it('parse any typed text into a value or a named failure', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom(...'0123456789-/., '.split('')) }),
        ),
        (text) => {
          for (const locale of ['nl-NL', 'en-GB'] as const) {
            const amount = checkAmount(text, locale);
            expect(
              amount.ok || ['required', 'invalidFormat', 'belowMinimum', 'aboveMaximum'].includes(amount.error),
            ).toBe(true);
            expect(parseAmount(text, locale).ok).toBe(
              amount.ok || amount.error === 'belowMinimum' || amount.error === 'aboveMaximum',
            );
          }
          const typed = parseTypedDate(text);
          expect(typed.ok || ['empty', 'malformed', 'nonexistent', 'outsideYears'].includes(typed.error.reason)).toBe(
            true,
          );
          expect(typeof tidyTypedDate(text)).toBe('string');
          expect(typeof formatIban(text)).toBe('string');
          expect(typeof formatCardNumber(text)).toBe('string');
          if (!isCatalogueCode(text)) expect(isRecoverable(text)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
