import { startSandbox } from '../../sandbox/start-sandbox';
import {
  cardOf,
  cardsPath,
  codeOf,
  control,
  env,
  limitsPath,
  login,
  reset,
  storeVariants,
  TODAY,
  useSandbox,
} from './support/bank-client';

describe.each(storeVariants())('the control API, on $name', ({ store }) => {
  const started = useSandbox({ store, now: () => Date.parse('2027-06-15T22:30:00Z') });
  const sandboxControl = () => control(started.url);

  beforeEach(async () => {
    await sandboxControl().send('PUT', '/sandbox/today', { body: { today: TODAY } });
    await reset(started.url);
  });

  it('lists the demo customers with their segment and what their cards show', async () => {
    const answer = await sandboxControl().get('/sandbox/customers');
    expect(answer.body.customers.map((customer: any) => [customer.id, customer.segment])).toEqual([
      ['sanne', 'private'],
      ['pieter', 'private'],
      ['vandenberg', 'business'],
      ['emma', 'private'],
      ['lotte', 'private'],
      ['deboer', 'business'],
      ['maarten', 'private'],
    ]);
    for (const customer of answer.body.customers) expect(customer.summary.length).toBeGreaterThan(20);
  });

  it('signs in with an HttpOnly, SameSite=Strict session cookie, and refuses unknown customers', async () => {
    const answer = await fetch(`${started.url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: 'sanne' }),
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(`^${env.brandAbbreviation}_session=[\\w-]{40,}; Path=/; HttpOnly; SameSite=Strict$`),
    );
    const unknown = await sandboxControl().send('POST', '/sandbox/login', { body: { customer: 'mallory' } });
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
    for (const body of [{}, { customer: 42 }, { customer: '' }, { customer: 'nul\u0000' }]) {
      const bad = await sandboxControl().send('POST', '/sandbox/login', { body });
      expect([bad.status, codeOf(bad.body)]).toEqual([400, 'REQUEST_INVALID']);
    }
  });

  it('resets to the seed data and keeps everyone signed in', async () => {
    const sanne = await login(started.url, 'sanne');
    await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`);
    expect((await cardOf(sanne, 'sanne-dmc')).lifeCycle.suspendedBy).toEqual(['CUSTOMER']);
    expect((await sandboxControl().send('POST', '/sandbox/reset')).status).toBe(200);
    expect((await cardOf(sanne, 'sanne-dmc')).lifeCycle.suspendedBy).toEqual([]);
  });

  it('fixes the date, refuses one that does not exist, and returns to the real Amsterdam date', async () => {
    expect((await sandboxControl().get('/sandbox/today')).body).toEqual({ today: TODAY, fixed: true });
    const bad = await sandboxControl().send('PUT', '/sandbox/today', { body: { today: '2027-02-29' } });
    expect([bad.status, codeOf(bad.body)]).toEqual([400, 'REQUEST_INVALID']);
    expect((await sandboxControl().get('/sandbox/today')).body.today).toBe(TODAY);
    // 22:30 UTC on 15 June is already the 16th in Amsterdam.
    expect((await sandboxControl().send('DELETE', '/sandbox/today')).body).toEqual({
      today: '2027-06-16',
      fixed: false,
    });
    const sanne = await login(started.url, 'sanne');
    expect((await cardOf(sanne, 'sanne-dmc')).limits[1].allowedTemporaryLimitDates.earliestStartDate).toBe(
      '2027-06-16',
    );
  });

  it('replaces the disturbance messages, and refuses malformed ones without changing them', async () => {
    const messages = [
      {
        status: 'ACTIVE',
        header: 'Storing betaalpassen',
        details: 'Limieten wijzigen lukt even niet.',
        language: 'nl',
      },
      { status: 'ACTIVE', header: '<script>alert(1)</script>', details: 'Stored as text.' },
    ];
    const put = await sandboxControl().send('PUT', '/sandbox/disturbances', { body: messages });
    expect([put.status, put.body]).toEqual([200, { disturbances: messages }]);
    for (const bad of [
      { status: 'ACTIVE' },
      [{ status: 'ACTIVE', header: 'x', details: 'y', language: 'de' }],
      [{ status: 'ACTIVE', header: 1, details: 'y' }],
    ]) {
      const answer = await sandboxControl().send('PUT', '/sandbox/disturbances', { body: bad });
      expect([answer.status, codeOf(answer.body)]).toEqual([400, 'REQUEST_INVALID']);
    }
    expect((await sandboxControl().get('/sandbox/disturbances')).body).toEqual({ disturbances: messages });
  });

  it('injects faults for the next calls matching a method and path pattern, then clears them', async () => {
    const sanne = await login(started.url, 'sanne');
    const serverError = { errors: [{ messageType: 'ERROR', code: 'INTERNAL_SERVER_ERROR' }] };
    const armed = await sandboxControl().send('POST', '/sandbox/faults', {
      body: { method: 'GET', path: `${cardsPath}/`, status: 500, body: serverError, times: 2 },
    });
    expect(armed.status).toBe(201);
    for (let call = 0; call < 2; call += 1) {
      const answer = await sanne.get(`${cardsPath}/?includeLimits=false`);
      expect([answer.status, answer.body]).toEqual([500, serverError]);
    }
    expect((await sanne.get(`${cardsPath}/`)).status).toBe(200);

    await sandboxControl().send('POST', '/sandbox/faults', {
      body: {
        method: 'PUT',
        path: '/debitcards/v3/payment-instruments/*/permanent-limits/**',
        status: 409,
        body: { messages: [{ messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_1002' }] },
        times: 5,
      },
    });
    const refused = await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/ECOM`, {
      body: { limitValue: 2000 },
    });
    expect([refused.status, codeOf(refused.body)]).toEqual([409, 'MESSAGE_BAI540_1002']);
    expect((await sandboxControl().get('/sandbox/faults')).body.faults).toEqual([
      expect.objectContaining({ method: 'PUT', times: 4 }),
    ]);
    expect((await sandboxControl().send('DELETE', '/sandbox/faults')).body).toEqual({ cleared: 2 });
    expect(
      (await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/ECOM`, { body: { limitValue: 2000 } })).status,
    ).toBe(200);
  });

  it('answers a fault without a body with the bank’s code for its status, and refuses malformed faults', async () => {
    const sanne = await login(started.url, 'sanne');
    await sandboxControl().send('POST', '/sandbox/faults', {
      body: { method: '*', path: `${cardsPath}/**`, status: 503 },
    });
    const answer = await sanne.get(`${cardsPath}/sanne-dmc`);
    expect([answer.status, codeOf(answer.body)]).toEqual([503, 'INTERNAL_SERVER_ERROR']);
    for (const bad of [
      { method: 'GET', path: 'no-slash', status: 500 },
      { method: 'GET', path: '/x', status: 199 },
      { method: 'GET', path: '/x', status: 600 },
      { method: 'BREW', path: '/x', status: 500 },
      { method: 'GET', path: '/x', status: 500, times: 0 },
    ]) {
      const refused = await sandboxControl().send('POST', '/sandbox/faults', { body: bad });
      expect([refused.status, codeOf(refused.body)]).toEqual([400, 'REQUEST_INVALID']);
    }
  });

  it('collects analytics events, bounded in size, and lists them', async () => {
    const event = { event: 'page_view', app_name: 'dcss-frontend', page: 'overview' };
    expect((await sandboxControl().send('POST', '/sandbox/analytics', { body: event })).status).toBe(202);
    const tooLarge = await sandboxControl().send('POST', '/sandbox/analytics', {
      body: { ...event, padding: 'x'.repeat(9000) },
    });
    expect([tooLarge.status, codeOf(tooLarge.body)]).toEqual([413, 'REQUEST_TOO_LARGE']);
    for (const body of [['page_view'], 'page_view', { text: 'nul \u0000 byte' }]) {
      const refused = await sandboxControl().send('POST', '/sandbox/analytics', { body });
      expect([refused.status, codeOf(refused.body)]).toEqual([400, 'REQUEST_INVALID']);
    }
    const listed = (await sandboxControl().get('/sandbox/analytics')).body.events;
    expect(listed.at(-1)).toEqual({ receivedAt: expect.any(String), event });
  });
});

describe('the control switch', () => {
  it('removes every /sandbox/ path when off, while the bank’s APIs still answer', async () => {
    const sandbox = await startSandbox({ control: false, today: TODAY });
    try {
      for (const [method, path] of [
        ['GET', '/sandbox/customers'],
        ['POST', '/sandbox/login'],
        ['POST', '/sandbox/reset'],
        ['POST', '/sandbox/analytics'],
      ]) {
        const answer = await control(sandbox.url).send(
          method!,
          path!,
          method === 'GET' ? {} : { body: { customer: 'sanne' } },
        );
        expect([path, answer.status, codeOf(answer.body)]).toEqual([path, 404, 'REQUEST_INVALID']);
      }
      const cards = await control(sandbox.url).get(`${cardsPath}/`);
      expect([cards.status, codeOf(cards.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
    } finally {
      await sandbox.close();
    }
  }, 30_000);
});
