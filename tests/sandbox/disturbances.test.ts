import { control, storeVariants, useSandbox } from './support/bank-client';

const MESSAGES = [
  {
    id: 'DEBITCARDS',
    status: 'ACTIVE',
    header: 'Storing betaalpassen',
    details: 'Limieten wijzigen lukt even niet.',
    language: 'nl',
  },
  {
    id: 'DEBITCARDS',
    status: 'ACTIVE',
    header: 'Debit card disruption',
    details: 'Changing limits is unavailable.',
    language: 'en',
  },
  { id: 'DEBITCARDS', status: 'RESOLVED', header: 'Opgelost', details: 'Weer in orde.', language: 'nl' },
  { id: 'SAVINGS', status: 'ACTIVE', header: 'Storing sparen', details: 'Sparen ligt eruit.', language: 'nl' },
  { status: 'ACTIVE', header: 'Onderhoud <b>vannacht</b>', details: 'Alle diensten. <script>alert(1)</script>' },
];

const headersOf = (list: any[]) => list.map((item) => item.disturbanceMessage.header);

describe.each(storeVariants())('GET /disturbancemessages, on $name', ({ store }) => {
  const started = useSandbox({ store });
  const ask = (query: string, acceptLanguage?: string) =>
    control(started.url).get(
      `/disturbancemessages${query}`,
      acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    );

  beforeAll(async () => {
    expect((await control(started.url).send('PUT', '/sandbox/disturbances', { body: MESSAGES })).status).toBe(200);
  });

  it('filters on the service id, the status and the language; messages for every service or language come along', async () => {
    const answer = await ask('?id=DEBITCARDS&status=ACTIVE&language=nl', 'nl');
    expect(answer.status).toBe(200);
    expect(answer.body.disturbanceMessageList).toEqual([
      {
        disturbanceMessage: {
          id: 'DEBITCARDS',
          status: 'ACTIVE',
          header: 'Storing betaalpassen',
          details: 'Limieten wijzigen lukt even niet.',
        },
      },
      {
        disturbanceMessage: {
          status: 'ACTIVE',
          header: 'Onderhoud <b>vannacht</b>',
          details: 'Alle diensten. <script>alert(1)</script>',
        },
      },
    ]);
    expect(
      headersOf((await ask('?id=DEBITCARDS&status=ACTIVE&language=en', 'en')).body.disturbanceMessageList),
    ).toEqual(['Debit card disruption', 'Onderhoud <b>vannacht</b>']);
  });

  it('takes the language from Accept-Language when the query names none, Dutch when neither does; other codes pass through', async () => {
    expect(
      headersOf((await ask('?id=DEBITCARDS&status=ACTIVE', 'en-GB,en;q=0.9')).body.disturbanceMessageList),
    ).toEqual(['Debit card disruption', 'Onderhoud <b>vannacht</b>']);
    expect(headersOf((await ask('?id=DEBITCARDS&status=ACTIVE')).body.disturbanceMessageList)).toEqual([
      'Storing betaalpassen',
      'Onderhoud <b>vannacht</b>',
    ]);
    expect(headersOf((await ask('?id=DEBITCARDS&status=ACTIVE', 'de')).body.disturbanceMessageList)).toEqual([
      'Onderhoud <b>vannacht</b>',
    ]);
  });

  it('answers every service for id=ALL, and every status without a status filter', async () => {
    expect(headersOf((await ask('?id=ALL&status=ACTIVE&language=nl')).body.disturbanceMessageList)).toEqual([
      'Storing betaalpassen',
      'Storing sparen',
      'Onderhoud <b>vannacht</b>',
    ]);
    expect(headersOf((await ask('?id=DEBITCARDS&language=nl')).body.disturbanceMessageList)).toEqual([
      'Storing betaalpassen',
      'Opgelost',
      'Onderhoud <b>vannacht</b>',
    ]);
  });

  it('needs no session, stores text as sent (the banner renders it inertly) and refuses an over-long filter', async () => {
    const answer = await ask('?id=ALL&status=ACTIVE&language=nl');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await ask(`?id=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('shows an injected fault, as the app must survive one', async () => {
    await control(started.url).send('POST', '/sandbox/faults', {
      body: { method: 'GET', path: '/disturbancemessages', status: 503 },
    });
    expect((await ask('?id=DEBITCARDS&status=ACTIVE&language=nl')).status).toBe(503);
    expect((await ask('?id=DEBITCARDS&status=ACTIVE&language=nl')).status).toBe(200);
  });
});
