import {
  cardOf,
  cardsPath,
  control,
  login,
  reset,
  storeVariants,
  useSandbox,
  type Browser,
} from './support/bank-client';

const INCLUDE_ALL = '?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true';

describe.each(storeVariants())('temporary entries after their last day, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;

  beforeAll(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  async function travelCardSeen() {
    const list = (await sanne.get(`${cardsPath}/${INCLUDE_ALL}`)).body.paymentInstruments.find(
      (card: any) => card.paymentInstrumentId === 'sanne-travel',
    );
    const one = await cardOf(sanne, 'sanne-travel');
    const temporary = (card: any) => ({
      limits: card.limits.find((limit: any) => limit.limitType === 'POS').temporaryLimits.length,
      regions: card.geoProfile.temporaryGeoProfiles.length,
    });
    return { list: temporary(list), one: temporary(one) };
  }

  it('are shown in the list and on the card until they end, and are history after', async () => {
    // Seeded: a temporary payment limit from about a week ahead, a World day about a month ahead.
    expect(await travelCardSeen()).toEqual({ list: { limits: 1, regions: 1 }, one: { limits: 1, regions: 1 } });
    await control(started.url).send('PUT', '/sandbox/today', { body: { today: '2027-03-25' } });
    expect(await travelCardSeen()).toEqual({ list: { limits: 0, regions: 1 }, one: { limits: 0, regions: 1 } });
    await control(started.url).send('PUT', '/sandbox/today', { body: { today: '2027-06-01' } });
    expect(await travelCardSeen()).toEqual({ list: { limits: 0, regions: 0 }, one: { limits: 0, regions: 0 } });
  });
});
