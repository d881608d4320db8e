import { isBankBusinessDay } from '../../domain/index';
import { cardOf, login, TODAY, useSandbox } from './support/bank-client';

describe('the demo customer with a planned trip (issue 35)', () => {
  const started = useSandbox({ store: { kind: 'memory' } });

  it('maarten-trip holds a trip: World and both limits for the same business days, ahead of today', async () => {
    const maarten = await login(started.url, 'maarten');
    const card = await cardOf(maarten, 'maarten-trip');
    const temporaryLimits = (type: string) =>
      card.limits.find((limit: any) => limit.limitType === type).temporaryLimits as any[];
    const settings = [
      ...card.geoProfile.temporaryGeoProfiles.map((entry: any) => ['WORLD', entry.geoProfile, entry]),
      ...['POS', 'ATM'].flatMap((type) => temporaryLimits(type).map((entry) => [type, entry.limitValue, entry])),
    ];
    expect(settings.map(([kind, value]) => [kind, value])).toEqual([
      ['WORLD', 'WORLD'],
      ['POS', 4000],
      ['ATM', 1000],
    ]);
    // One trip: the settings share their first and last day (what the domain's cardTrips groups by).
    const periods = new Set(settings.map(([, , entry]) => `${entry.startDate}/${entry.endDate}`));
    expect(periods.size).toBe(1);
    const [startDate, endDate] = [...periods][0]!.split('/');
    expect(startDate! > TODAY).toBe(true);
    expect([startDate, endDate].every(isBankBusinessDay)).toBe(true);
  });
});
