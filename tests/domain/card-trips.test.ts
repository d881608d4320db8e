import { cardTrips, planTrip, toSelectedCard, type IsoDate } from '../../domain/index';
import { aCard, BRAND, TODAY } from '../support/builders/card';
import { appliedTripChange } from '../support/trip-changes';

// Issue 35: the overview shows a trip's settings grouped, and "Cancel trip" deletes them
// together; the bank keeps no trip, so a trip is read back as settings that share their dates.
const trip = {
  destination: 'outsideEurope' as const,
  firstDay: '2026-12-05' as IsoDate,
  lastDay: '2026-12-20' as IsoDate,
  withdrawalLimit: 1500,
};

describe('cardTrips', () => {
  it('reads back a planned trip, once made, as one trip with its settings', () => {
    const card = aCard().build();
    const plan = planTrip(card, trip, TODAY);
    if (!plan.ok) throw new Error('the trip plans');
    const made = plan.value.changes.reduce(appliedTripChange, card);
    expect(cardTrips(toSelectedCard(made, BRAND))).toEqual([
      {
        startDate: '2026-12-04',
        endDate: '2026-12-21',
        region: {
          temporaryGeoProfileId: 'trip-geo',
          geoProfile: 'WORLD',
          startDate: '2026-12-04',
          endDate: '2026-12-21',
        },
        limits: [
          {
            limitType: 'ATM',
            temporaryLimit: {
              temporaryLimitId: 'trip-ATM',
              limitValue: 1500,
              startDate: '2026-12-04',
              endDate: '2026-12-21',
            },
          },
        ],
      },
    ]);
  });

  it('leaves a lone temporary setting, settings on other days and unreadable dates out of any trip', () => {
    const card = aCard()
      .withTemporaryRegion({ startDate: '2026-12-04', endDate: '2026-12-21' })
      .withTemporaryLimit('POS', { startDate: '2026-12-04', endDate: '2026-12-22' })
      .withTemporaryLimit('ATM', { startDate: 'soon', endDate: '2026-12-21' })
      .selected();
    expect(cardTrips(card)).toEqual([]);
    expect(cardTrips({})).toEqual([]);
  });

  it('with lone settings asked for, lists each by its dates too (a trip of World alone); unreadable dates still in none', () => {
    const card = aCard()
      .withTemporaryRegion({ startDate: '2026-12-04', endDate: '2026-12-21' })
      .withTemporaryLimit('POS', { startDate: '2026-12-04', endDate: '2026-12-22' })
      .withTemporaryLimit('ATM', { startDate: 'soon', endDate: '2026-12-21' })
      .selected();
    const trips = cardTrips(card, { lone: true });
    expect(
      trips.map(({ startDate, endDate, region, limits }) => [startDate, endDate, !!region, limits.length]),
    ).toEqual([
      ['2026-12-04', '2026-12-21', true, 0],
      ['2026-12-04', '2026-12-22', false, 1],
    ]);
  });

  it('groups a payment and a withdrawal limit of the same days without a region, earliest trip first', () => {
    const card = aCard()
      .withLimit('POS', {
        temporaryLimits: [
          { temporaryLimitId: 'late', limitValue: 10, startDate: '2027-02-01', endDate: '2027-02-05' },
          { temporaryLimitId: 'early', limitValue: 20, startDate: '2027-01-04', endDate: '2027-01-08' },
        ],
      })
      .withLimit('ATM', {
        temporaryLimits: [
          { temporaryLimitId: 'late-atm', limitValue: 30, startDate: '2027-02-01', endDate: '2027-02-05' },
          { temporaryLimitId: 'early-atm', limitValue: 40, startDate: '2027-01-04', endDate: '2027-01-08' },
        ],
      })
      .selected();
    expect(
      cardTrips(card).map((found) => [
        found.startDate,
        found.region,
        found.limits.map((l) => l.temporaryLimit.temporaryLimitId),
      ]),
    ).toEqual([
      ['2027-01-04', undefined, ['early', 'early-atm']],
      ['2027-02-01', undefined, ['late', 'late-atm']],
    ]);
  });
});
