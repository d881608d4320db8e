import { browser, env, useSandbox } from '../sandbox/support/bank-client';

// Issue 20, item 9: config.json must not send the app's analytics to /sandbox/analytics when the
// control API is off (it answers 404 there): the app then posts to a collector that exists.

const event = { type: 'pageView', page: '/card-management', language: 'nl' };

describe('the analytics endpoint config.json names', () => {
  const withoutControl = useSandbox({ control: false });
  const withControl = useSandbox({});

  it('is a collector outside the control API when the control API is off, and it takes the app’s events', async () => {
    for (const path of [env.appPaths.nl, '/en-business/debit-cards/']) {
      const config = await (await fetch(`${withoutControl.url}${path}config.json`)).json();
      expect(config.analytics.endpoint).not.toMatch(/^\/sandbox\//);
      const posted = await browser(withoutControl.url).send('POST', config.analytics.endpoint, { body: event });
      expect(posted.status).toBe(202);
    }
    expect((await browser(withoutControl.url).send('POST', '/sandbox/analytics', { body: event })).status).toBe(404);
  });

  it('refuses what the control API’s collector refuses: no XSRF header, too large, not an object', async () => {
    const config = await (await fetch(`${withoutControl.url}${env.appPaths.nl}config.json`)).json();
    const client = browser(withoutControl.url);
    expect((await client.send('POST', config.analytics.endpoint, { body: event, xsrf: false })).status).toBe(403);
    expect(
      (await client.send('POST', config.analytics.endpoint, { body: { ...event, padding: 'x'.repeat(9000) } })).status,
    ).toBe(413);
    expect((await client.send('POST', config.analytics.endpoint, { body: [event] })).status).toBe(400);
  });

  it('stays /sandbox/analytics with the control API on, where the tests read the events back', async () => {
    const config = await (await fetch(`${withControl.url}${env.appPaths.nl}config.json`)).json();
    expect(config.analytics.endpoint).toBe('/sandbox/analytics');
  });
});
