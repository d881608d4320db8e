import { browser, cardsPath, codeOf, control, env, login, useSandbox } from './support/bank-client';
import { formTokenOf, pageClient } from './support/page-client';

/** Issue 39: every answer names its request, every error body carries that name, every 429 says when. */
describe('traceable answers', () => {
  const started = useSandbox({ attemptLimit: { attempts: 1, windowSeconds: 60 } });

  beforeEach(async () => {
    await control(started.url).send('DELETE', '/sandbox/faults');
  });

  it('every answer carries a Trace-Id: a card, a page, a refusal, an unknown path, a malformed URL', async () => {
    const sanne = await login(started.url, 'sanne');
    const answers = [
      await sanne.get(`${cardsPath}/sanne-dmc`),
      await browser(started.url).get(env.loginPaths.nl),
      await browser(started.url).get(`${cardsPath}/sanne-dmc`),
      await sanne.get('/no/such/path'),
      await sanne.get('/%E0%A4%A'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 400]);
    for (const answer of answers) expect(answer.headers.get('trace-id')).toMatch(/^[\w.:-]{1,100}$/);
    const ids = answers.map((answer) => answer.headers.get('trace-id'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("an error body's traceId is the answer's Trace-Id, the caller's own when it sent a plain one", async () => {
    const own = await browser(started.url).get(`${cardsPath}/sanne-dmc`, { 'trace-id': 'my-trace.1' });
    expect(own.headers.get('trace-id')).toBe('my-trace.1');
    expect(own.body.errors[0].traceId).toBe('my-trace.1');
    const odd = await browser(started.url).get(`${cardsPath}/sanne-dmc`, { 'trace-id': 'has spaces' });
    expect(odd.body.errors[0].traceId).toBe(odd.headers.get('trace-id'));
    expect(odd.headers.get('trace-id')).not.toBe('has spaces');
  });

  it('the limit service`s messages format carries the traceId too', async () => {
    const sanne = await login(started.url, 'sanne');
    await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`);
    const refused = await sanne.send('PUT', `/debitcards/v3/payment-instruments/sanne-dmc/permanent-limits/POS`, {
      body: { limitValue: 3000 },
    });
    expect(codeOf(refused.body)).toBe('MESSAGE_BAI540_1002');
    expect(refused.body.messages[0].traceId).toBe(refused.headers.get('trace-id'));
  });

  it.each([
    [502, 'INTERNAL_SERVER_ERROR'],
    [503, 'INTERNAL_SERVER_ERROR'],
    [403, 'USER_ACTION_FORBIDDEN'],
  ])('an injected %i without a body is a refusal like any other: code %s, traceId, message', async (status, code) => {
    const sanne = await login(started.url, 'sanne');
    const armed = await control(started.url).send('POST', '/sandbox/faults', {
      body: { method: 'GET', path: `${cardsPath}/*`, status },
    });
    const answer = await sanne.get(`${cardsPath}/sanne-dmc`);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('sandbox-fault')).toBe(String(armed.body.id));
    expect(answer.body.errors[0]).toEqual({
      messageType: 'ERROR',
      code,
      traceId: answer.headers.get('trace-id'),
      message: expect.any(String),
    });
  });

  it('an injected 429 says when to come back; so does the handover limit and the login page', async () => {
    const sanne = await login(started.url, 'sanne');
    await control(started.url).send('POST', '/sandbox/faults', { body: { method: '*', path: '/**', status: 429 } });
    const faulted = await sanne.get(`${cardsPath}/sanne-dmc`);
    expect([faulted.status, codeOf(faulted.body), faulted.headers.get('retry-after')]).toEqual([
      429,
      'TOO_MANY_ATTEMPTS',
      '1',
    ]);
    const handover = {
      sessionId: 'a',
      response: 'b',
      challengeHandle: 'c',
      challengeDeviceDetails: 'd',
      appId: 'SIMPLE_BANKING',
      accessToolUsage: 'SESSIONHANDOVER',
    };
    await browser(started.url).send('PUT', '/session/sessionhandoverresponse', { body: handover });
    const limited = await browser(started.url).send('PUT', '/session/sessionhandoverresponse', { body: handover });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '60']);
    const page = pageClient(started.url);
    const token = formTokenOf((await page.get(env.loginPaths.nl)).text);
    await page.post(env.loginPaths.nl, { formToken: token, customer: 'nobody' });
    const tooMany = await page.post(env.loginPaths.nl, { formToken: token, customer: 'nobody' });
    expect([tooMany.status, tooMany.headers.get('retry-after')]).toEqual([429, '60']);
  });
});
