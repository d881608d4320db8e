import {
  cardOf,
  cardsPath,
  codeOf,
  control,
  login,
  reset,
  storeVariants,
  useSandbox,
  type Browser,
} from './support/bank-client';

const geo = (card: string) => `${cardsPath}/${card}/geo-profile`;
const temporaries = (card: string) => `${cardsPath}/${card}/temporary-geo-profiles`;

describe.each(storeVariants())('regions, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;

  beforeEach(async () => {
    // The seed's dates follow the sandbox date, so the date goes back before the data does.
    await control(started.url).send('PUT', '/sandbox/today', { body: { today: '2027-03-01' } });
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  async function expectRefused(
    client: Browser,
    method: string,
    path: string,
    body: unknown,
    status: number,
    code: string,
  ) {
    const cardId = path.split('/')[5]!;
    const before = await cardOf(client, cardId);
    const answer = await client.send(method, path, body === undefined ? {} : { body });
    expect([answer.status, codeOf(answer.body)]).toEqual([status, code]);
    expect(answer.body.errors?.[0]?.traceId ?? answer.body.messages?.[0]?.messageKey).toEqual(expect.any(String));
    expect(await cardOf(client, cardId)).toEqual(before);
  }

  it('changes the default region at once, without signing', async () => {
    const answer = await sanne.send('PATCH', geo('sanne-dmc'), { body: { defaultGeoProfile: 'WORLD' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ paymentInstrumentId: 'sanne-dmc', defaultGeoProfile: 'WORLD' });
    expect((await cardOf(sanne, 'sanne-dmc')).geoProfile).toEqual(
      expect.objectContaining({ defaultGeoProfile: 'WORLD', activeGeoProfile: 'WORLD' }),
    );
  });

  it('refuses a default region that changes nothing or is not one, with its code', async () => {
    await expectRefused(sanne, 'PATCH', geo('sanne-dmc'), { defaultGeoProfile: 'EUR' }, 422, 'MESSAGE_BAI540_1015');
    await expectRefused(sanne, 'PATCH', geo('sanne-dmc'), {}, 400, 'DEFAULT_GEO_PROFILE_MISSING');
    await expectRefused(
      sanne,
      'PATCH',
      geo('sanne-dmc'),
      { defaultGeoProfile: 'MARS' },
      400,
      'DEFAULT_GEO_PROFILE_INVALID',
    );
    await expectRefused(
      sanne,
      'PATCH',
      geo('sanne-dmc'),
      { defaultGeoProfile: ['WORLD'] },
      400,
      'DEFAULT_GEO_PROFILE_INVALID',
    );
    await expectRefused(
      sanne,
      'PATCH',
      geo('sanne-maestro'),
      { defaultGeoProfile: 'WORLD' },
      409,
      'MESSAGE_BAI540_1014',
    );
  });

  it('adds a temporary region at once; it is active on its days', async () => {
    const answer = await sanne.send('POST', temporaries('sanne-dmc'), {
      body: { startDate: '2027-03-02', endDate: '2027-03-05', geoProfile: 'WORLD' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      temporaryGeoProfileId: expect.stringMatching(/^tg-/),
      geoProfile: 'WORLD',
      startDate: '2027-03-02',
      endDate: '2027-03-05',
    });
    const card = await cardOf(sanne, 'sanne-dmc');
    expect(card.geoProfile.temporaryGeoProfiles).toEqual([answer.body]);
    expect(card.geoProfile.activeGeoProfile).toBe('EUR');
    await control(started.url).send('PUT', '/sandbox/today', { body: { today: '2027-03-03' } });
    expect((await cardOf(sanne, 'sanne-dmc')).geoProfile.activeGeoProfile).toBe('WORLD');
    // Once its last day has passed, it is history.
    await control(started.url).send('PUT', '/sandbox/today', { body: { today: '2027-03-08' } });
    expect((await cardOf(sanne, 'sanne-dmc')).geoProfile.temporaryGeoProfiles).toEqual([]);
  });

  it('refuses a temporary region by each rule with its code', async () => {
    const body = (geoProfile: unknown, startDate: unknown, endDate: unknown) => ({ geoProfile, startDate, endDate });
    const cases: [unknown, number, string][] = [
      [body(undefined, '2027-03-02', '2027-03-02'), 400, 'GEO_PROFILE_MISSING'],
      [body('ASIA', '2027-03-02', '2027-03-02'), 400, 'GEO_PROFILE_INVALID'],
      [body('WORLD', null, '2027-03-02'), 400, 'START_DATE_MISSING'],
      [body('WORLD', '2027-03-02', ''), 400, 'END_DATE_MISSING'],
      [body('WORLD', '2027-02-29', '2027-03-02'), 400, 'START_DATE_INVALID'],
      [body('WORLD', '2027-03-02', '2027-04-31'), 400, 'END_DATE_INVALID'],
      [body('WORLD', '2027-03-02', '2028-03-03'), 422, 'MESSAGE_BAI540_0050'],
      [body('WORLD', '2027-03-07', '2027-03-08'), 422, 'MESSAGE_BAI540_0051'],
      [body('WORLD', '2027-04-26', '2027-04-27'), 422, 'MESSAGE_BAI540_0052'],
      [body('EUR', '2027-03-02', '2027-03-02'), 422, 'MESSAGE_BAI540_1024'],
      [body('WORLD', '2027-03-31', '2027-04-02'), 409, 'TEMPORARY_GEO_PROFILE_OVERLAPS'],
      ['WORLD', 400, 'REQUEST_INVALID'],
    ];
    for (const [request, status, code] of cases)
      await expectRefused(sanne, 'POST', temporaries('sanne-travel'), request, status, code);
  });

  it('holds at most three temporary regions; a fourth is refused with 1021', async () => {
    for (const [startDate, endDate] of [
      ['2027-04-05', '2027-04-06'],
      ['2027-05-03', '2027-05-04'],
      ['2027-06-07', '2027-06-08'],
    ]) {
      expect(
        (await sanne.send('POST', temporaries('sanne-dmc'), { body: { geoProfile: 'WORLD', startDate, endDate } }))
          .status,
      ).toBe(201);
    }
    await expectRefused(
      sanne,
      'POST',
      temporaries('sanne-dmc'),
      { geoProfile: 'WORLD', startDate: '2027-07-05', endDate: '2027-07-06' },
      409,
      'MESSAGE_BAI540_1021',
    );
  });

  it('deletes a temporary region at once; an unknown one is TEMPORARY_GEO_PROFILE_NOT_FOUND', async () => {
    const path = `${temporaries('sanne-travel')}/tg-sanne-travel-1`;
    const answer = await sanne.send('DELETE', path);
    expect([answer.status, answer.body]).toEqual([200, { temporaryGeoProfileId: 'tg-sanne-travel-1', deleted: true }]);
    expect((await cardOf(sanne, 'sanne-travel')).geoProfile.temporaryGeoProfiles).toEqual([]);
    await expectRefused(sanne, 'DELETE', path, undefined, 404, 'TEMPORARY_GEO_PROFILE_NOT_FOUND');
  });

  it('needs the card’s link actions (1020, 1019) and the customer’s rights on the card', async () => {
    const pieter = await login(started.url, 'pieter');
    await expectRefused(
      pieter,
      'POST',
      temporaries('pieter-limited'),
      { geoProfile: 'WORLD', startDate: '2027-03-02', endDate: '2027-03-02' },
      409,
      'MESSAGE_BAI540_1020',
    );
    await expectRefused(
      pieter,
      'DELETE',
      `${temporaries('pieter-limited')}/tg-any`,
      undefined,
      409,
      'MESSAGE_BAI540_1019',
    );
    expect((await pieter.send('PATCH', geo('pieter-limited'), { body: { defaultGeoProfile: 'WORLD' } })).status).toBe(
      200,
    );
    const foreign = await sanne.send('PATCH', geo('pieter-limited'), { body: { defaultGeoProfile: 'EUR' } });
    expect([foreign.status, codeOf(foreign.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
    expect((await cardOf(pieter, 'pieter-limited')).geoProfile.defaultGeoProfile).toBe('WORLD');
  });
});
