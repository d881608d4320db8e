import { planTrip, tripOffer, type IsoDate, type Trip } from '../../domain/index';
import { aCard, TODAY } from '../support/builders/card';

// Issue 35: a trip's days and wished limits → the changes to make, their dates the nearest the
// bank allows that still cover the trip, and why; or every refusal with its catalogue code.
const thailand: Trip = {
  destination: 'outsideEurope',
  firstDay: '2026-12-05' as IsoDate, // a Saturday
  lastDay: '2026-12-20' as IsoDate, // a Sunday
  withdrawalLimit: 1500,
  paymentLimit: 4000,
};
const refused = (...refusals: { setting: string; code: string; field?: string }[]) => ({
  ok: false,
  error: refusals.map(({ setting, code, field }) => ({ setting, failure: field ? { code, field } : { code } })),
});

describe('planTrip', () => {
  it('plans the limits first, then World, each from the last working day before to the first after', () => {
    const plan = planTrip(aCard().build(), thailand, TODAY);
    const dates = { startDate: '2026-12-04', endDate: '2026-12-21' };
    const adjustments = [
      { field: 'startDate', tripDay: '2026-12-05', planned: '2026-12-04', reason: 'weekend' },
      { field: 'endDate', tripDay: '2026-12-20', planned: '2026-12-21', reason: 'weekend' },
    ];
    expect(plan).toEqual({
      ok: true,
      value: {
        changes: [
          {
            setting: 'ATM',
            request: { limitType: 'ATM', limitValue: 1500, ...dates },
            before: 500,
            after: 1500,
            adjustments,
          },
          {
            setting: 'POS',
            request: { limitType: 'POS', limitValue: 4000, ...dates },
            before: 2500,
            after: 4000,
            adjustments,
          },
          { setting: 'REGION', request: { geoProfile: 'WORLD', ...dates }, before: 'EUR', after: 'WORLD', adjustments },
        ],
        kept: [],
      },
    });
  });

  it('names the public holiday a trip’s day falls on, and keeps days the bank is open', () => {
    const christmas = { ...thailand, firstDay: '2026-12-09' as IsoDate, lastDay: '2026-12-25' as IsoDate };
    const plan = planTrip(
      aCard().build(),
      { ...christmas, withdrawalLimit: undefined, paymentLimit: undefined },
      TODAY,
    );
    expect(plan.ok && plan.value.changes).toEqual([
      {
        setting: 'REGION',
        request: { geoProfile: 'WORLD', startDate: '2026-12-09', endDate: '2026-12-28' },
        before: 'EUR',
        after: 'WORLD',
        adjustments: [
          {
            field: 'endDate',
            tripDay: '2026-12-25',
            planned: '2026-12-28',
            reason: 'publicHoliday',
            holiday: 'eersteKerstdag',
          },
        ],
      },
    ]);
  });

  it('says why a setting needs no change: inside Europe, World already, a wish equal to the limit', () => {
    const europe = { ...thailand, destination: 'insideEurope' as const, withdrawalLimit: 500, paymentLimit: undefined };
    expect(planTrip(aCard().build(), europe, TODAY)).toEqual({
      ok: true,
      value: {
        changes: [],
        kept: [
          { setting: 'ATM', reason: 'sameAsCurrent' },
          { setting: 'REGION', reason: 'insideEurope' },
        ],
      },
    });
    const world = aCard().withDefaultRegion('WORLD').build();
    const plan = planTrip(world, { ...thailand, paymentLimit: undefined }, TODAY);
    expect(plan.ok && plan.value.kept).toEqual([{ setting: 'REGION', reason: 'defaultIsWorld' }]);
  });

  it('keeps what a temporary setting already gives for every day of the trip', () => {
    const card = aCard()
      .withTemporaryRegion({ startDate: '2026-12-01', endDate: '2026-12-31' })
      .withTemporaryLimit('ATM', { limitValue: 1500, startDate: '2026-12-04', endDate: '2026-12-21' })
      .build();
    const plan = planTrip(card, { ...thailand, paymentLimit: undefined }, TODAY);
    expect(plan).toEqual({
      ok: true,
      value: {
        changes: [],
        kept: [
          { setting: 'ATM', reason: 'alreadySet' },
          { setting: 'REGION', reason: 'alreadyWorld' },
        ],
      },
    });
  });

  it('refuses, with every code at once, what the bank would refuse: over the maximum, no link, an overlap', () => {
    const card = aCard()
      .withoutLinks('CREATE_TEMPORARY_GEO_PROFILE')
      .withTemporaryLimit('POS', { startDate: '2026-12-10', endDate: '2026-12-11' })
      .build();
    expect(planTrip(card, { ...thailand, withdrawalLimit: 2001 }, TODAY)).toEqual(
      refused(
        { setting: 'ATM', code: 'MESSAGE_BAI540_1011', field: 'limitValue' },
        { setting: 'POS', code: 'TEMPORARY_LIMIT_OVERLAPS' },
        { setting: 'REGION', code: 'MESSAGE_BAI540_1020' },
      ),
    );
  });

  it('refuses a trip beyond the 190 days with the start’s code, and one it cannot cover from its first day', () => {
    const far = { ...thailand, firstDay: '2027-07-05' as IsoDate, lastDay: '2027-07-09' as IsoDate };
    expect(planTrip(aCard().build(), { ...far, paymentLimit: undefined, withdrawalLimit: undefined }, TODAY)).toEqual(
      refused({ setting: 'REGION', code: 'START_DATE_INVALID', field: 'startDate' }),
    );
    // Asked on a Saturday for that Saturday: Friday has gone, so the trip's own day is refused (0051).
    const saturday = '2026-12-05' as IsoDate;
    const today = { ...thailand, firstDay: saturday, withdrawalLimit: undefined, paymentLimit: undefined };
    expect(planTrip(aCard().build(), today, saturday)).toEqual(
      refused({ setting: 'REGION', code: 'MESSAGE_BAI540_0051', field: 'startDate' }),
    );
  });

  it('refuses a trip that does not read as one, each fault under what it concerns, and never throws', () => {
    const broken = { destination: 'moon', firstDay: '2026-12-20', lastDay: '2026-12-05', paymentLimit: -5 };
    expect(planTrip(aCard().build(), broken as unknown as Trip, TODAY)).toEqual(
      refused(
        { setting: 'trip', code: 'REQUEST_INVALID', field: 'destination' },
        { setting: 'trip', code: 'END_DATE_INVALID', field: 'endDate' },
        { setting: 'POS', code: 'LIMIT_VALUE_INVALID', field: 'limitValue' },
      ),
    );
    const past = { ...thailand, firstDay: '2026-11-20' as IsoDate };
    expect(planTrip(aCard().build(), past, TODAY)).toEqual(
      refused({ setting: 'trip', code: 'START_DATE_INVALID', field: 'startDate' }),
    );
    expect(planTrip(null as never, thailand, TODAY)).toEqual(
      refused({ setting: 'trip', code: 'REQUEST_INVALID', field: 'card' }),
    );
    expect(planTrip(aCard().build(), thailand, 'today' as IsoDate)).toEqual(
      refused({ setting: 'trip', code: 'REQUEST_INVALID', field: 'today' }),
    );
  });

  it('refuses the limits while another limit change waits to be signed (1003)', () => {
    const card = aCard().withPendingLimitChange('ECOM').build();
    expect(planTrip(card, { ...thailand, destination: 'insideEurope' }, TODAY)).toEqual(
      refused({ setting: 'ATM', code: 'MESSAGE_BAI540_1003' }, { setting: 'POS', code: 'MESSAGE_BAI540_1003' }),
    );
  });
});

describe('tripOffer', () => {
  it('offers World and each temporary limit the links allow, with the card’s maximum up front', () => {
    expect(tripOffer(aCard().build())).toEqual({
      offered: true,
      region: true,
      defaultIsWorld: false,
      limits: [
        { limitType: 'POS', defaultLimitValue: 2500, maxLimitValue: 10000 },
        { limitType: 'ATM', defaultLimitValue: 500, maxLimitValue: 2000 },
      ],
    });
  });

  it('offers nothing to a card whose links allow no temporary setting, and says when World is the default', () => {
    const none = aCard().withOnlyLinks('SUSPEND_INSTRUMENT', 'CHANGE_DEFAULT_LIMIT_POS').build();
    expect(tripOffer(none)).toEqual({ offered: false, region: false, defaultIsWorld: false, limits: [] });
    const world = aCard().withDefaultRegion('WORLD').withOnlyLinks('CREATE_TEMPORARY_GEO_PROFILE').build();
    expect(tripOffer(world)).toMatchObject({ offered: true, region: true, defaultIsWorld: true, limits: [] });
  });
});
