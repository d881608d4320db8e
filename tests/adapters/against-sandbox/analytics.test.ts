import { APP_VERSION } from '../../../application/app-identity';
import { EnterScreen } from '../../../application/use-cases/enter-screen';
import { serviceError } from '../../../domain/index';
import { successNotification } from '../../../application/notification';
import { ReportNotificationSeen } from '../../../application/use-cases/report-notification-seen';
import { StartTracking } from '../../../application/use-cases/start-tracking';
import { cardsPath, control, reset, storeVariants, useSandbox } from '../../sandbox/support/bank-client';
import { appOnSandbox } from './support/sandbox-app';

/** Section 1 and 9: who sends the events. */
const IDENTITY = {
  app_name: 'dcss-frontend',
  app_version: APP_VERSION,
  business_line: 'retail',
  segment: 'personal',
  country_code: 'nl',
  channel_type: 'closed domain',
  user_is_logged_in: true,
  feedback_button_load: 1,
};

describe.each(storeVariants())('analytics posted by the app and read back from the sandbox, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let since: number;

  beforeEach(async () => {
    await reset(started.url);
    await control(started.url).send('DELETE', '/sandbox/faults');
    // The collector keeps events across resets: each test reads only what was sent after it began.
    since = Date.now();
  });

  /** The events sent since the test began, once `count` have arrived (the sink does not wait for them). */
  async function collected(count: number): Promise<Record<string, unknown>[]> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await control(started.url).get('/sandbox/analytics?limit=1000');
      const events = (answer.body.events as { event: Record<string, unknown> }[])
        .map((entry) => entry.event)
        .filter((event) => Number(event.at) >= since);
      if (events.length >= count) return events;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${count} analytics events arrived`);
  }

  /** The app once its first card is on screen, when the shell lets tracking go out (issue 14). */
  async function tracking(...args: Parameters<typeof appOnSandbox>) {
    const app = await appOnSandbox(...args);
    app.container.get(StartTracking).execute();
    return app;
  }

  it('posts a page view with the identity fields and the page language, once the first card is on screen (issue 14)', async () => {
    const app = await appOnSandbox(started.url, 'sanne', { language: 'en' });
    app.container.get(EnterScreen).execute({ route: '/card-management' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.sent.filter((request) => request.url.startsWith('/sandbox/analytics'))).toEqual([]);
    app.container.get(StartTracking).execute();
    expect(await collected(1)).toEqual([
      { event: 'pageView', page: '/card-management', language: 'en', ...IDENTITY, at: expect.any(Number) },
    ]);
    expect(app.lastSent('/sandbox/analytics')).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    });
  });

  it('logs a failed call through the error path as an exception: code, type, recoverable and the page it happened on', async () => {
    const app = await tracking(started.url, 'sanne');
    const store = app.store();
    app.container.get(EnterScreen).execute({ route: '/card-management' });
    await control(started.url).send('POST', '/sandbox/faults', {
      body: { method: 'GET', path: `${cardsPath}/`, status: 500 },
    });
    await app.cardLoader().load();
    // Issue 34: a lost list is said with Try again (a failure of the load), and logged as any error is.
    expect(store.notifications.failure).toMatchObject({ action: 'load', code: 'INTERNAL_SERVER_ERROR' });
    const events = await collected(2);
    expect(events.find((event) => event.event === 'pageView')).toMatchObject({ page: '/card-management' });
    expect(events.find((event) => event.event === 'exception')).toEqual({
      event: 'exception',
      page: '/card-management',
      code: 'INTERNAL_SERVER_ERROR',
      type: 'negative',
      recoverable: false,
      // A fault without a body is the bank's refusal, with the request's trace (issue 39).
      traceId: expect.any(String),
      language: 'nl',
      ...IDENTITY,
      at: expect.any(Number),
    });
  });

  it('logs a recoverable refusal with the bank’s trace, and sends nothing that identifies the customer or card', async () => {
    const app = await tracking(started.url, 'sanne');
    const store = app.store();
    await app.cardLoader().load();
    await app.cardLoader().select('daan-joint');
    expect(store.notifications.cardPickerHint).toBe('SELECT_ANOTHER_CARD');
    const [exception] = await collected(1);
    expect(exception).toMatchObject({
      event: 'exception',
      code: 'SUBJECT_NOT_ALLOWED',
      recoverable: true,
      type: 'negative',
      traceId: store.notifications.error!.error.traceId,
    });
    expect(exception!.traceId).toEqual(expect.any(String));
    expect(JSON.stringify(exception)).not.toMatch(/daan|sanne|NL\d{2}DMBK|100234561/);
  });

  it('reports a shown notification as seen: its type, text key and page, with the identity; not one that says trackVisibility false', async () => {
    const app = await tracking(started.url, 'sanne', { language: 'en' });
    const store = app.store();
    const report = app.container.get(ReportNotificationSeen);
    app.container.get(EnterScreen).execute({ route: '/card-management' });
    await app.cardLoader().load();
    await app.cardLoader().select('daan-joint');
    // What the notification area does as it shows the refusal (once per notification: tests/ui/shell).
    report.execute({ notification: store.notifications.notification! });
    report.execute({ notification: { ...successNotification('blockedCard'), trackVisibility: false } });
    app.analytics.pageView('/card-management');
    // Four are due; a wrongly reported second notification would be a fifth, given time to arrive.
    await collected(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = await collected(4);
    expect(events.filter((event) => event.event === 'notificationView')).toEqual([
      {
        event: 'notificationView',
        page: '/card-management',
        type: 'negative',
        key: 'message:SUBJECT_NOT_ALLOWED',
        language: 'en',
        ...IDENTITY,
        at: expect.any(Number),
      },
    ]);
    expect(events.map((event) => event.event).sort()).toEqual([
      'exception',
      'notificationView',
      'pageView',
      'pageView',
    ]);
  });

  it('never lets a refusing collector break the app: the port throws nothing and the next event arrives', async () => {
    const app = await tracking(started.url, 'sanne');
    // The collector refuses events over 8 KiB with 413.
    expect(() => app.analytics.pageView(`/${'x'.repeat(9000)}`)).not.toThrow();
    app.analytics.pageView('/card-management');
    app.analytics.exception(serviceError('INTERNAL_SERVER_ERROR'));
    // Both are in flight at once: they may arrive in either order.
    const events = await collected(2);
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'pageView', page: '/card-management' }),
        expect.objectContaining({ event: 'exception', page: '/card-management', code: 'INTERNAL_SERVER_ERROR' }),
      ]),
    );
  });
});
