import { cardTrips, type IsoDate } from '../../../domain/index';
import { bindTrips } from '../../../adapters/composition/trips';
import { CancelTrip } from '../../../application/use-cases/cancel-trip';
import { MakeTrip } from '../../../application/use-cases/make-trip';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { reset, useSandbox } from '../../sandbox/support/bank-client';
import { sign } from '../../support/screens/screen-actions';
import { appOnSandbox } from './support/sandbox-app';

// Issue 35 end to end: the trip's use cases in the real container, over the HTTP adapters, on
// the sandbox — the limits signed in turn (an Environment without `changeBasketPath`) or as one
// basket, World once they are signed, and the trip read back from the card and cancelled together.
const { changeBasketPath: _withoutBaskets, ...oneByOne } = DEFAULT_ENVIRONMENT;

describe.each([
  { name: 'each change signed in turn', environment: oneByOne, signatures: 2 },
  { name: 'the limits signed as one basket', environment: DEFAULT_ENVIRONMENT, signatures: 1 },
])('a trip on the bank sandbox, $name', ({ environment, signatures }) => {
  const started = useSandbox({ store: { kind: 'memory' } });

  beforeEach(() => reset(started.url));

  it('is made (its signatures, then World), shows as one trip on the card, and is cancelled together', async () => {
    const app = await appOnSandbox(started.url, 'sanne', { environment });
    bindTrips(app.container);
    const store = app.store();
    await app.cardLoader().load();
    await app.cardLoader().select('sanne-dmc');
    // The sandbox's today is Monday 1 March 2027; the trip runs from a Saturday to a Sunday.
    const trip = {
      destination: 'outsideEurope',
      firstDay: '2027-03-13' as IsoDate,
      lastDay: '2027-03-28' as IsoDate,
      withdrawalLimit: 1000,
      paymentLimit: 3000,
    } as const;
    const made = await app.container.get(MakeTrip).execute({ card: store.cards.selected!, trip });
    expect(await store.settle(made)).toBe('/signing');
    expect(store.changes.pendingSignature?.trip).toMatchObject({ signature: 1, signatures });

    // The signing page signs the first, asks any second at once, signs it, then World is set.
    expect(await sign(app.container)).toBe('/card-management');
    expect(app.signing.requests).toHaveLength(signatures);
    expect(store.notifications.notification).toMatchObject({ content: { key: 'tripSet' } });
    await app.cardLoader().reloadSelected();
    const card = store.cards.selected!;
    // Sunday 28 March 2027 is Easter, Monday 29 March Easter Monday: the trip's settings end on Tuesday.
    const dates = { startDate: '2027-03-12', endDate: '2027-03-30' };
    expect(card.withdrawalLimit?.temporaryLimits).toEqual([expect.objectContaining({ limitValue: 1000, ...dates })]);
    expect(card.paymentLimit?.temporaryLimits).toEqual([expect.objectContaining({ limitValue: 3000, ...dates })]);
    expect(card.geoProfile?.temporaryGeoProfiles).toEqual([expect.objectContaining({ geoProfile: 'WORLD', ...dates })]);
    const [found] = cardTrips(card);
    expect(found).toMatchObject({ ...dates, limits: [{ limitType: 'POS' }, { limitType: 'ATM' }] });

    const cancelled = await app.container.get(CancelTrip).execute({ card, trip: found! });
    expect(await store.settle(cancelled)).toBe('/signing');
    expect(await sign(app.container)).toBe('/card-management');
    expect(app.signing.requests).toHaveLength(2 * signatures);
    expect(store.notifications.notification).toMatchObject({ content: { key: 'tripCancelled' } });
    await app.cardLoader().reloadSelected();
    const after = store.cards.selected!;
    expect([
      after.withdrawalLimit?.temporaryLimits,
      after.paymentLimit?.temporaryLimits,
      after.geoProfile?.temporaryGeoProfiles,
    ]).toEqual([[], [], []]);
  });
});
