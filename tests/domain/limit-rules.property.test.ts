import fc from 'fast-check';
import {
  addDays,
  checkPermanentLimitRequest,
  checkTemporaryLimitRequest,
  daysBetween,
  LIMIT_TYPES,
  type CardLimit,
  type IsoDate,
  type TemporaryLimit,
} from '../../domain/index';
import {
  acceptedTemporaryLimitArb,
  allowedDatesArb,
  cardLimitArb,
  periodApartFromArb,
  todayArb,
  type TemporaryLimitScenario,
} from '../support/arbitraries/index';
import { plusDays } from '../support/arbitraries/day-numbers';
import { apartFrom, DATE_BREAKERS } from '../support/period-breakers';
import { dateRuleViolations, shareADay, toViolation, type DateRule, type Violation } from '../support/period-oracle';

// Section 5, "Rules enforced by the server", for limits: the same functions warn in the browser
// and enforce in the bank sandbox, so an accepted request must satisfy every rule and a refused
// one must name a rule it really broke.

type Context = Parameters<typeof checkTemporaryLimitRequest>[1];

const withTemporaryLimits = (
  scenario: TemporaryLimitScenario,
  temporaryLimits: readonly TemporaryLimit[],
): CardLimit[] => scenario.limits.map((limit) => (limit === scenario.limit ? { ...limit, temporaryLimits } : limit));

/** The sandbox's cap (docs/spec-readings.md, 7), stated here as the number it is, not imported. */
const CAP = 3;

const contextOf = (scenario: TemporaryLimitScenario, changes: Partial<Context> = {}): Context => ({
  limits: scenario.limits,
  pending: false,
  today: scenario.today,
  maxTemporaryLimitsPerType: CAP,
  ...changes,
});

const refusal = (code: string, field?: string) => ({
  ok: false,
  error: field === undefined ? { code } : { code, field },
});

/** Every rule a temporary-limit request breaks, restated from section 5 without the domain's rule code. */
function temporaryLimitViolations(
  body: { limitValue: number; startDate: IsoDate; endDate: IsoDate },
  context: {
    today: IsoDate;
    limit: CardLimit;
    pending: boolean;
    accountBalance?: number | undefined;
    replacingId?: string;
  },
): Violation[] {
  const { limit } = context;
  const stored = limit.temporaryLimits ?? [];
  const replaced = stored.find((entry) => entry.temporaryLimitId === context.replacingId);
  const others = stored.filter((entry) => entry !== replaced);
  const violations: Violation[] = dateRuleViolations(body, {
    today: context.today,
    allowed: limit.allowedTemporaryLimitDates,
  }).map(toViolation);
  if (context.pending) violations.push({ rule: 'pending', code: 'MESSAGE_BAI540_1003' });
  if (body.limitValue > limit.maxLimitValue)
    violations.push({ rule: 'aboveMaximum', code: 'MESSAGE_BAI540_1011', field: 'limitValue' });
  // Reading 98: a raise is above the permanent limit and above the temporary limit it replaces.
  const raises = body.limitValue > limit.defaultLimitValue && body.limitValue > (replaced?.limitValue ?? 0);
  if (context.accountBalance !== undefined && raises && body.limitValue > context.accountBalance) {
    violations.push({ rule: 'aboveBalance', code: 'MESSAGE_BAI540_0072', field: 'limitValue' });
  }
  const same =
    body.limitValue === limit.defaultLimitValue ||
    (replaced !== undefined &&
      replaced.limitValue === body.limitValue &&
      replaced.startDate === body.startDate &&
      replaced.endDate === body.endDate);
  if (same) violations.push({ rule: 'unchanged', code: 'MESSAGE_BAI540_1013', field: 'limitValue' });
  if (others.some((other) => shareADay(body, other)))
    violations.push({ rule: 'overlaps', code: 'TEMPORARY_LIMIT_OVERLAPS' });
  if (!replaced && others.length >= CAP) violations.push({ rule: 'tooMany', code: 'MESSAGE_BAI540_1008' });
  return violations;
}

/** Requests near every edge: dates around the window, values around the maximum, stored entries nearby. */
/** Cheap day arithmetic for the generators below. */
const day = (date: string, days: number) => plusDays(date, days) as IsoDate;

const nearMissArb = todayArb.chain((today) =>
  fc
    .record({
      allowed: allowedDatesArb(today),
      limitType: fc.constantFrom('POS' as const, 'ATM' as const),
      maxLimitValue: fc.integer({ min: 1, max: 3000 }),
      defaultSeed: fc.nat(),
      valueOffset: fc.oneof(fc.constant(0), fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: -3, max: 3 })),
      startOffset: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -3, max: 25 }) },
        { weight: 1, arbitrary: fc.integer({ min: -10, max: 260 }) },
      ),
      length: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -2, max: 20 }) },
        { weight: 1, arbitrary: fc.integer({ min: 300, max: 420 }) },
      ),
      stored: fc.array(
        fc.record({
          id: fc.uuid(),
          start: fc.integer({ min: -30, max: 300 }),
          length: fc.nat(40),
          value: fc.nat(3000),
        }),
        {
          maxLength: 3,
        },
      ),
      replacing: fc.option(fc.nat(2), { nil: undefined }),
      pending: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      accountBalance: fc.option(fc.nat(3000), { nil: undefined, freq: 3 }),
    })
    .map((drawn) => {
      const defaultLimitValue = drawn.defaultSeed % (drawn.maxLimitValue + 1);
      const startDate = day(today, drawn.startOffset);
      const limit: CardLimit = {
        limitType: drawn.limitType,
        defaultLimitValue,
        maxLimitValue: drawn.maxLimitValue,
        limitChangeRequest: null,
        ...(drawn.allowed ? { allowedTemporaryLimitDates: drawn.allowed } : {}),
        temporaryLimits: drawn.stored.map((entry) => ({
          temporaryLimitId: entry.id,
          limitValue: entry.value,
          startDate: day(today, entry.start),
          endDate: day(today, entry.start + entry.length),
        })),
      };
      const replacingId =
        drawn.replacing === undefined ? undefined : limit.temporaryLimits?.[drawn.replacing]?.temporaryLimitId;
      return {
        today,
        limit,
        pending: drawn.pending,
        accountBalance: drawn.accountBalance,
        ...(replacingId === undefined ? {} : { replacingId }),
        body: {
          limitType: drawn.limitType,
          limitValue: Math.max(0, defaultLimitValue + drawn.valueOffset),
          startDate,
          endDate: day(startDate, drawn.length),
        },
      };
    }),
);

describe('checkTemporaryLimitRequest', () => {
  it('accepts every request that satisfies all of section 5’s rules, unchanged', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, (scenario) => {
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario))).toEqual({
          ok: true,
          value: scenario.body,
        });
      }),
    );
  });

  it('accepts a request only when it breaks none of the rules', () => {
    fc.assert(
      fc.property(nearMissArb, ({ body, limit, ...context }) => {
        const result = checkTemporaryLimitRequest(body, {
          ...context,
          limits: [limit],
          maxTemporaryLimitsPerType: CAP,
        });
        if (result.ok) expect(temporaryLimitViolations(body, { ...context, limit })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a request only with the code and field of a rule it breaks', () => {
    fc.assert(
      fc.property(nearMissArb, ({ body, limit, ...context }) => {
        const result = checkTemporaryLimitRequest(body, {
          ...context,
          limits: [limit],
          maxTemporaryLimitsPerType: CAP,
        });
        const broken = temporaryLimitViolations(body, { ...context, limit }).map(({ code, field }) =>
          field ? { code, field } : { code },
        );
        if (!result.ok) expect(broken).toContainEqual(result.error);
      }),
      { numRuns: 300 },
    );
  });

  describe.each(Object.keys(DATE_BREAKERS) as DateRule[])('a request breaking only the date rule %s', (rule) => {
    it('is refused with that rule’s code and field', () => {
      const arb = acceptedTemporaryLimitArb.chain((scenario) =>
        DATE_BREAKERS[rule](scenario).map((period) => ({ scenario, period })),
      );
      fc.assert(
        fc.property(arb, ({ scenario, period }) => {
          fc.pre(period !== undefined);
          const temporaryLimits = apartFrom(scenario.limit.temporaryLimits ?? [], period);
          const limits = withTemporaryLimits(scenario, temporaryLimits);
          const body = { ...scenario.body, ...period };
          const limit = limits.find((each) => each.limitType === body.limitType)!;
          const expected = toViolation(rule);
          expect(temporaryLimitViolations(body, { today: scenario.today, limit, pending: false })).toEqual([expected]);
          expect(checkTemporaryLimitRequest(body, contextOf(scenario, { limits }))).toEqual(
            refusal(expected.code, expected.field),
          );
        }),
      );
    });
  });

  it('refuses a value above the maximum with MESSAGE_BAI540_1011', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, fc.integer({ min: 1, max: 100000 }), (scenario, excess) => {
        const body = { ...scenario.body, limitValue: scenario.limit.maxLimitValue + excess };
        expect(checkTemporaryLimitRequest(body, contextOf(scenario))).toEqual(
          refusal('MESSAGE_BAI540_1011', 'limitValue'),
        );
      }),
    );
  });

  it('refuses a temporary limit equal to the permanent one with MESSAGE_BAI540_1013: for its days nothing would change', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, (scenario) => {
        // Not a raise, so the balance rule does not apply; the permanent value is within the maximum.
        const body = { ...scenario.body, limitValue: scenario.limit.defaultLimitValue };
        expect(checkTemporaryLimitRequest(body, contextOf(scenario))).toEqual(
          refusal('MESSAGE_BAI540_1013', 'limitValue'),
        );
      }),
    );
  });

  it('refuses raising a limit above the account balance with MESSAGE_BAI540_0072', () => {
    const arb = acceptedTemporaryLimitArb.filter(({ body, limit }) => body.limitValue > limit.defaultLimitValue);
    fc.assert(
      fc.property(arb, fc.nat(), (scenario, seed) => {
        const accountBalance = seed % scenario.body.limitValue;
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario, { accountBalance }))).toEqual(
          refusal('MESSAGE_BAI540_0072', 'limitValue'),
        );
      }),
    );
  });

  it('refuses every change while another one waits to be signed with MESSAGE_BAI540_1003', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, (scenario) => {
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario, { pending: true }))).toEqual(
          refusal('MESSAGE_BAI540_1003'),
        );
      }),
    );
  });

  it('refuses a period sharing a day with a stored temporary limit of that type with TEMPORARY_LIMIT_OVERLAPS', () => {
    const arb = acceptedTemporaryLimitArb.chain((scenario) =>
      fc
        .record({ day: fc.nat(), before: fc.nat(30), after: fc.nat(30), id: fc.uuid() })
        .map(({ day, before, after, id }) => {
          const span = daysBetween(scenario.period.startDate, scenario.period.endDate);
          const shared = addDays(scenario.period.startDate, day % (span + 1));
          const overlapping = {
            temporaryLimitId: id,
            limitValue: 0,
            startDate: addDays(shared, -before),
            endDate: addDays(shared, after),
          };
          return { scenario, temporaryLimits: [...(scenario.limit.temporaryLimits ?? []).slice(0, 1), overlapping] };
        }),
    );
    fc.assert(
      fc.property(arb, ({ scenario, temporaryLimits }) => {
        const limits = withTemporaryLimits(scenario, temporaryLimits);
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario, { limits }))).toEqual(
          refusal('TEMPORARY_LIMIT_OVERLAPS'),
        );
      }),
    );
  });

  it('refuses a temporary limit beyond the most a card may hold with MESSAGE_BAI540_1008', () => {
    const arb = acceptedTemporaryLimitArb.chain((scenario) =>
      fc
        .tuple(
          fc.array(periodApartFromArb(scenario.period), {
            minLength: CAP,
            maxLength: CAP,
          }),
          fc.uniqueArray(fc.uuid(), {
            minLength: CAP,
            maxLength: CAP,
          }),
        )
        .map(([periods, ids]) => ({
          scenario,
          temporaryLimits: periods.map((period, index) => ({
            temporaryLimitId: ids[index]!,
            limitValue: 0,
            ...period,
          })),
        })),
    );
    fc.assert(
      fc.property(arb, ({ scenario, temporaryLimits }) => {
        const limits = withTemporaryLimits(scenario, temporaryLimits);
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario, { limits }))).toEqual(
          refusal('MESSAGE_BAI540_1008'),
        );
        // The bank names no cap: without the caller's, a fourth is a limit like any other.
        const uncapped = contextOf(scenario, { limits, maxTemporaryLimitsPerType: undefined });
        expect(checkTemporaryLimitRequest(scenario.body, uncapped).ok).toBe(true);
      }),
    );
  });

  it('lets a change replace a stored entry whose dates it overlaps', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, fc.uuid(), fc.nat(), (scenario, id, valueSeed) => {
        // The replaced entry holds the same dates with another value: only itself would overlap.
        const replaced = {
          temporaryLimitId: id,
          limitValue: (scenario.body.limitValue + 1 + (valueSeed % 50)) % 100000,
          ...scenario.period,
        };
        const temporaryLimits = [...(scenario.limit.temporaryLimits ?? []), replaced];
        const limits = withTemporaryLimits(scenario, temporaryLimits);
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario, { limits, replacingId: id }))).toEqual({
          ok: true,
          value: scenario.body,
        });
      }),
    );
  });

  it('refuses a change identical to the entry it replaces with MESSAGE_BAI540_1013', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, fc.uuid(), (scenario, id) => {
        const replaced = { temporaryLimitId: id, limitValue: scenario.body.limitValue, ...scenario.period };
        const limits = withTemporaryLimits(scenario, [...(scenario.limit.temporaryLimits ?? []), replaced]);
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario, { limits, replacingId: id }))).toEqual(
          refusal('MESSAGE_BAI540_1013', 'limitValue'),
        );
      }),
    );
  });

  it('refuses replacing an entry the card does not hold with TEMPORARY_LIMIT_NOT_FOUND', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, fc.uuid(), (scenario, id) => {
        fc.pre(!(scenario.limit.temporaryLimits ?? []).some((entry) => entry.temporaryLimitId === id));
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario, { replacingId: id }))).toEqual(
          refusal('TEMPORARY_LIMIT_NOT_FOUND'),
        );
      }),
    );
  });

  it('refuses a limit type the card does not hold with LIMIT_TYPE_NOT_FOUND', () => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, (scenario) => {
        const withoutIt = scenario.limits.filter((limit) => limit !== scenario.limit);
        expect(checkTemporaryLimitRequest(scenario.body, contextOf(scenario, { limits: withoutIt }))).toEqual(
          refusal('LIMIT_TYPE_NOT_FOUND', 'limitType'),
        );
      }),
    );
  });

  const missingArb = fc.constantFrom(undefined, null, '');
  const notADateArb = fc.oneof(
    fc.string({ minLength: 1 }).filter((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text)),
    fc.constantFrom('2026-02-30', '2026-13-01', '2026-1-1', '01-02-2026', '2026-04-27T00:00:00Z'),
    fc.integer(),
    fc.object(),
  );
  const unreadableValueArb = fc.oneof(
    fc.integer({ max: -1 }),
    fc.double({ noInteger: true }),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53),
    fc.string({ minLength: 1 }),
    fc.boolean(),
    fc.object(),
  );
  const notATemporaryTypeArb = fc
    .oneof(fc.constant('ECOM'), fc.string(), fc.anything())
    .filter((value) => value !== 'POS' && value !== 'ATM');

  it.each<[string, string, string, fc.Arbitrary<unknown>]>([
    [
      'a limit type without a temporary form (or none at all)',
      'limitType',
      'LIMIT_TYPE_NOT_FOUND',
      notATemporaryTypeArb,
    ],
    ['a missing limit value', 'limitValue', 'LIMIT_VALUE_MISSING', missingArb],
    ['an unreadable or negative limit value', 'limitValue', 'LIMIT_VALUE_INVALID', unreadableValueArb],
    ['a missing start date', 'startDate', 'START_DATE_MISSING', missingArb],
    ['an unreadable start date', 'startDate', 'START_DATE_INVALID', notADateArb],
    ['a missing end date', 'endDate', 'END_DATE_MISSING', missingArb],
    ['an unreadable end date', 'endDate', 'END_DATE_INVALID', notADateArb],
  ])('refuses %s in %s with %s', (_case, field, code, valueArb) => {
    fc.assert(
      fc.property(acceptedTemporaryLimitArb, valueArb, (scenario, value) => {
        expect(checkTemporaryLimitRequest({ ...scenario.body, [field]: value }, contextOf(scenario))).toEqual(
          refusal(code, field),
        );
      }),
    );
  });
});

describe('checkPermanentLimitRequest', () => {
  const permanentArb = todayArb.chain((today) =>
    fc
      .constantFrom(...LIMIT_TYPES)
      .chain((limitType) =>
        fc
          .tuple(cardLimitArb(limitType, today), fc.integer({ min: -50, max: 60000 }))
          .map(([limit, limitValue]) => ({ limit, limitValue })),
      ),
  );

  it('accepts exactly the whole euros from 0 to the maximum that differ from the current limit', () => {
    fc.assert(
      fc.property(permanentArb, ({ limit, limitValue }) => {
        const result = checkPermanentLimitRequest(
          { limitType: limit.limitType, limitValue },
          { limits: [limit], pending: false },
        );
        const inRange = limitValue >= 0 && limitValue <= limit.maxLimitValue;
        expect(result.ok).toBe(inRange && limitValue !== limit.defaultLimitValue);
      }),
    );
  });

  it('names the rule a refused value broke: below 0, above the maximum, or unchanged', () => {
    fc.assert(
      fc.property(permanentArb, ({ limit, limitValue }) => {
        const result = checkPermanentLimitRequest(
          { limitType: limit.limitType, limitValue },
          { limits: [limit], pending: false },
        );
        if (limitValue < 0) expect(result).toEqual(refusal('LIMIT_VALUE_INVALID', 'limitValue'));
        else if (limitValue > limit.maxLimitValue) expect(result).toEqual(refusal('MESSAGE_BAI540_1011', 'limitValue'));
        else if (limitValue === limit.defaultLimitValue)
          expect(result).toEqual(refusal('MESSAGE_BAI540_1029', 'limitValue'));
        else expect(result).toEqual({ ok: true, value: { limitType: limit.limitType, limitValue } });
      }),
    );
  });

  it('refuses a fractional value with LIMIT_VALUE_INVALID, however close to a whole euro', () => {
    fc.assert(
      fc.property(
        permanentArb,
        fc.double({ min: 0, max: 60000, noInteger: true, noNaN: true }),
        ({ limit }, limitValue) => {
          const result = checkPermanentLimitRequest(
            { limitType: limit.limitType, limitValue },
            { limits: [limit], pending: false },
          );
          expect(result).toEqual(refusal('LIMIT_VALUE_INVALID', 'limitValue'));
        },
      ),
    );
  });

  it('refuses any change while another waits to be signed with MESSAGE_BAI540_1003', () => {
    fc.assert(
      fc.property(permanentArb, ({ limit }) => {
        const limitValue = limit.defaultLimitValue === 0 ? 1 : 0;
        expect(
          checkPermanentLimitRequest({ limitType: limit.limitType, limitValue }, { limits: [limit], pending: true }),
        ).toEqual(refusal('MESSAGE_BAI540_1003'));
      }),
    );
  });
});
