import fc from 'fast-check';
import {
  cardTrips,
  checkChange,
  closedDayReason,
  dateWindow,
  isBankBusinessDay,
  latestEndDate,
  LINK_ACTIONS,
  planTrip,
  type IsoDate,
  type PaymentInstrument,
  type PlannedTripChange,
  toSelectedCard,
  type Trip,
} from '../../domain/index';
import { paymentInstrumentArb, todayArb } from '../support/arbitraries/index';
import { plusDays } from '../support/arbitraries/day-numbers';
import { appliedTripChange, proposedChangeOf } from '../support/trip-changes';

// Issue 35's properties of planTrip, each for a drawn today, card and trip.

/** A card whose links allow every change and on which nothing waits to be signed: most trips can be planned. */
const plannableCardArb = (today: IsoDate): fc.Arbitrary<PaymentInstrument> =>
  paymentInstrumentArb({ today }).map((card) => ({
    ...card,
    links: LINK_ACTIONS.map((action) => ({ action })),
    limits: card.limits!.map((limit) => ({ ...limit, limitChangeRequest: null })),
  }));

const tripArb = (today: IsoDate, firstOffset = { min: 0, max: 200 }): fc.Arbitrary<Trip> =>
  fc
    .record({
      destination: fc.constantFrom('insideEurope' as const, 'outsideEurope' as const),
      start: fc.integer(firstOffset),
      length: fc.integer({ min: 0, max: 45 }),
      withdrawalLimit: fc.option(fc.integer({ min: 0, max: 60000 }), { nil: undefined }),
      paymentLimit: fc.option(fc.integer({ min: 0, max: 60000 }), { nil: undefined }),
    })
    .map(({ destination, start, length, withdrawalLimit, paymentLimit }) => ({
      destination,
      firstDay: plusDays(today, start) as IsoDate,
      lastDay: plusDays(today, start + length) as IsoDate,
      withdrawalLimit,
      paymentLimit,
    }));

/** A wish within the card's maximum, so that most drawn trips can be planned. */
const withinMaximum = (card: PaymentInstrument, type: 'POS' | 'ATM', wish: number | undefined) =>
  wish === undefined ? undefined : wish % (card.limits!.find((limit) => limit.limitType === type)!.maxLimitValue + 1);

const scenarioArb = todayArb.chain((today) =>
  fc
    .record({ today: fc.constant(today), card: plannableCardArb(today), trip: tripArb(today, { min: 0, max: 185 }) })
    .map(({ today, card, trip }) => ({
      today,
      card,
      trip: {
        ...trip,
        withdrawalLimit: withinMaximum(card, 'ATM', trip.withdrawalLimit),
        paymentLimit: withinMaximum(card, 'POS', trip.paymentLimit),
      },
    })),
);

const allowedDatesOf = (card: PaymentInstrument, change: PlannedTripChange) =>
  change.setting === 'REGION'
    ? card.geoProfile?.allowedTemporaryGeoProfileDates
    : card.limits?.find((limit) => limit.limitType === change.setting)?.allowedTemporaryLimitDates;

/** The value a card holds for a setting on a day: a temporary entry that holds then, else the default. */
function valueOn(card: PaymentInstrument, change: PlannedTripChange, day: string): unknown {
  if (change.setting === 'REGION') {
    const temporary = card.geoProfile?.temporaryGeoProfiles?.find((e) => e.startDate <= day && day <= e.endDate);
    return temporary ? temporary.geoProfile : card.geoProfile?.defaultGeoProfile;
  }
  const limit = card.limits?.find((entry) => entry.limitType === change.setting);
  const temporary = limit?.temporaryLimits?.find((e) => e.startDate <= day && day <= e.endDate);
  return temporary ? temporary.limitValue : limit?.defaultLimitValue;
}

describe('planTrip', () => {
  it('plans only dates the bank allows: business days, the start in its window, the end within maxPeriod and 12 months', () => {
    fc.assert(
      fc.property(scenarioArb, ({ today, card, trip }) => {
        const plan = planTrip(card, trip, today);
        if (!plan.ok) return;
        for (const change of plan.value.changes) {
          const { startDate, endDate } = change.request;
          const window = dateWindow(today, allowedDatesOf(card, change));
          expect([closedDayReason(startDate), closedDayReason(endDate)]).toEqual([undefined, undefined]);
          expect(startDate >= window.earliestStart && startDate <= window.latestStart).toBe(true);
          expect(endDate <= latestEndDate(startDate, window)).toBe(true);
          expect(checkChange(card, proposedChangeOf(change), { today }).ok).toBe(true);
        }
      }),
    );
  });

  it('covers every day of the trip, starting no earlier and ending no later than the bank’s closed days ask', () => {
    fc.assert(
      fc.property(scenarioArb, ({ today, card, trip }) => {
        const plan = planTrip(card, trip, today);
        if (!plan.ok) return;
        for (const { request, adjustments } of plan.value.changes) {
          expect(request.startDate <= trip.firstDay && request.endDate >= trip.lastDay).toBe(true);
          // Every day between a planned date and the trip's own is one the bank is closed on.
          for (let day = request.startDate; day < trip.firstDay; day = plusDays(day, 1) as IsoDate)
            expect(isBankBusinessDay(day)).toBe(day === request.startDate);
          for (let day = request.endDate; day > trip.lastDay; day = plusDays(day, -1) as IsoDate)
            expect(isBankBusinessDay(day)).toBe(day === request.endDate);
          expect(adjustments.map((adjustment) => adjustment.tripDay)).toEqual([
            ...(request.startDate === trip.firstDay ? [] : [trip.firstDay]),
            ...(request.endDate === trip.lastDay ? [] : [trip.lastDay]),
          ]);
        }
      }),
    );
  });

  it('plans nothing that would not change anything: each change differs from the card on some day it covers', () => {
    fc.assert(
      fc.property(scenarioArb, ({ today, card, trip }) => {
        const plan = planTrip(card, trip, today);
        if (!plan.ok) return;
        for (const change of plan.value.changes) {
          const { startDate, endDate } = change.request;
          const values = [];
          for (let day: string = startDate; day <= endDate; day = plusDays(day, 1))
            values.push(valueOn(card, change, day));
          expect(values.some((value) => value !== change.after)).toBe(true);
        }
        if (trip.destination === 'insideEurope')
          expect(plan.value.changes.map((c) => c.setting)).not.toContain('REGION');
      }),
    );
  });

  it('plans the same whether the bank’s calls are made one by one or as one basket', () => {
    fc.assert(
      fc.property(scenarioArb, ({ today, card, trip }) => {
        const plan = planTrip(card, trip, today);
        if (!plan.ok) return;
        let changed = card;
        plan.value.changes.forEach((change, made) => {
          // One by one: each call is checked against the card the calls before it left.
          expect(checkChange(changed, proposedChangeOf(change), { today }).ok).toBe(true);
          changed = appliedTripChange(changed, change);
          const again = planTrip(changed, trip, today);
          expect(again.ok && again.value.changes).toEqual(plan.value.changes.slice(made + 1));
        });
      }),
    );
  });

  it('refuses a trip that starts beyond the 190 days with START_DATE_INVALID for each setting, never a throw', () => {
    const farArb = todayArb.chain((today) =>
      fc.record({
        today: fc.constant(today),
        card: plannableCardArb(today).map((card) => ({
          ...card,
          limits: card.limits!.map((limit) => ({ ...limit, temporaryLimits: [] })),
          geoProfile: { ...card.geoProfile!, defaultGeoProfile: 'EUR', temporaryGeoProfiles: [] },
        })),
        trip: tripArb(today, { min: 196, max: 400 }),
      }),
    );
    fc.assert(
      fc.property(farArb, ({ today, card, trip }) => {
        // A wish that differs from the limit, within its maximum: only the dates can refuse it.
        const wish = (type: string) => {
          const limit = card.limits.find((entry) => entry.limitType === type)!;
          return limit.defaultLimitValue === limit.maxLimitValue ? limit.maxLimitValue - 1 : limit.maxLimitValue;
        };
        const far = {
          ...trip,
          destination: 'outsideEurope' as const,
          withdrawalLimit: wish('ATM'),
          paymentLimit: wish('POS'),
        };
        const plan = planTrip(card, far, today);
        expect(plan).toEqual({
          ok: false,
          error: ['ATM', 'POS', 'REGION'].map((setting) => ({
            setting,
            failure: { code: 'START_DATE_INVALID', field: 'startDate' },
          })),
        });
      }),
    );
  });

  it('refuses a limit over the card’s maximum (1011) and a card without the links (1005, 1020)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 1000 }), ({ today, card, trip }, over) => {
        const atm = card.limits!.find((limit) => limit.limitType === 'ATM')!;
        const wish = { ...trip, withdrawalLimit: atm.maxLimitValue + over };
        const plan = planTrip(card, wish, today);
        const atmRefusal = !plan.ok && plan.error.find((refusal) => refusal.setting === 'ATM');
        // A date rule, an overlap or the balance may speak first; a plan that passes never holds it.
        expect(plan.ok).toBe(false);
        if (atmRefusal && atmRefusal.failure.field === 'limitValue')
          expect(atmRefusal.failure.code).toBe('MESSAGE_BAI540_1011');

        const linkless = { ...card, links: [] };
        const refused = planTrip(linkless, { ...trip, destination: 'outsideEurope' }, today);
        if (refused.ok) expect(refused.value.changes).toEqual([]);
        else
          for (const { setting, failure } of refused.error)
            expect(failure.code).toBe(setting === 'REGION' ? 'MESSAGE_BAI540_1020' : 'MESSAGE_BAI540_1005');
      }),
    );
  });
});

describe('a planned trip on the card', () => {
  it('gives every change of a plan the same dates, so the made trip reads back as one (cardTrips)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ today, card, trip }) => {
        const plan = planTrip(card, trip, today);
        if (!plan.ok || plan.value.changes.length < 2) return;
        const periods = new Set(plan.value.changes.map(({ request }) => `${request.startDate}/${request.endDate}`));
        expect(periods.size).toBe(1);
        const made = plan.value.changes.reduce(appliedTripChange, card);
        const found = cardTrips(toSelectedCard(made, 'demobank')).filter(
          (entry) => entry.startDate === plan.value.changes[0]!.request.startDate,
        );
        expect(found).toHaveLength(1);
        const settings = [...found[0]!.limits.map((entry) => entry.limitType), ...(found[0]!.region ? ['REGION'] : [])];
        expect(settings).toEqual(expect.arrayContaining(plan.value.changes.map((change) => change.setting)));
      }),
    );
  });
});
