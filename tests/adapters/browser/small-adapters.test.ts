/** @jest-environment jsdom */
import { serviceError } from '../../../domain/index';
import { ANALYTICS_IDENTITY, APP_VERSION } from '../../../application/app-identity';
import { SinkAnalytics, type AnalyticsEvent } from '../../../adapters/browser/analytics';
import { BrowserNavigation } from '../../../adapters/browser/browser-navigation';
import { DocumentCookies } from '../../../adapters/browser/document-cookies';
import { pageLanguage } from '../../../adapters/browser/page-language';
import { randomUuid } from '../../../adapters/browser/random-uuid';
import { SystemClock } from '../../../adapters/browser/system-clock';
import packageJson from '../../../package.json';

describe('SinkAnalytics', () => {
  it('sends page views and exceptions with the identity of section 1 and 9, and nothing personal', () => {
    const events: AnalyticsEvent[] = [];
    const analytics = new SinkAnalytics(
      (event) => events.push(event),
      () => 'en',
      () => 1000,
    );
    analytics.pageView('/card-management');
    analytics.exception(serviceError('MESSAGE_BAI540_1029', { traceId: 't-1' }));
    analytics.notificationSeen({ type: 'positive', key: 'blockedCard' });
    expect(events).toEqual([
      { ...ANALYTICS_IDENTITY, language: 'en', event: 'pageView', page: '/card-management', at: 1000 },
      {
        ...ANALYTICS_IDENTITY,
        language: 'en',
        event: 'exception',
        page: '/card-management',
        code: 'MESSAGE_BAI540_1029',
        type: 'negative',
        recoverable: true,
        traceId: 't-1',
        at: 1000,
      },
      {
        ...ANALYTICS_IDENTITY,
        language: 'en',
        event: 'notificationView',
        page: '/card-management',
        type: 'positive',
        key: 'blockedCard',
        at: 1000,
      },
    ]);
    expect(ANALYTICS_IDENTITY).toEqual({
      app_name: 'dcss-frontend',
      app_version: '2.8.0',
      business_line: 'retail',
      segment: 'personal',
      country_code: 'nl',
      channel_type: 'closed domain',
      user_is_logged_in: true,
      feedback_button_load: 1,
    });
  });

  it('never lets a failing sink break the app', () => {
    const analytics = new SinkAnalytics(
      () => {
        throw new Error('blocked by an ad blocker');
      },
      () => 'nl',
    );
    expect(() => analytics.pageView('/x')).not.toThrow();
  });

  it('names the version package.json names', () => {
    expect(APP_VERSION).toBe(packageJson.version);
  });
});

describe('BrowserNavigation', () => {
  const location = () => ({
    pathname: '/nl/betaalpassen/',
    search: '?x=1',
    hash: '#/card-management',
    assign: jest.fn(),
    replace: jest.fn(),
  });

  it('reads the address and aborts the screen signal on every screen change and departure', () => {
    const page = location();
    const navigation = new BrowserNavigation(page);
    expect(navigation.current()).toEqual({ pathname: '/nl/betaalpassen/', search: '?x=1', hash: '#/card-management' });
    const first = navigation.screenSignal();
    navigation.screenChanged();
    expect(first.aborted).toBe(true);
    const second = navigation.screenSignal();
    expect(second.aborted).toBe(false);
    navigation.leaveTo('/login');
    expect(second.aborted).toBe(true);
    expect(page.assign).toHaveBeenCalledWith('/login');
    navigation.reload('/again');
    expect(page.replace).toHaveBeenCalledWith('/again');
  });
});

describe('small browser adapters', () => {
  it('sets AppOnDevice=true on path /', () => {
    new DocumentCookies(document).set('AppOnDevice', 'true', { path: '/' });
    expect(document.cookie).toContain('AppOnDevice=true');
  });

  it('takes the language from the page, Dutch by default', () => {
    document.documentElement.lang = 'en-GB';
    expect(pageLanguage(document)()).toBe('en');
    document.documentElement.lang = 'fr';
    expect(pageLanguage(document)()).toBe('nl');
  });

  it('gives today on the bank calendar: 23:30 UTC on 31 December is already 1 January in Amsterdam', () => {
    expect(new SystemClock(() => Date.UTC(2026, 11, 31, 23, 30)).today()).toBe('2027-01-01');
  });

  it('makes version-4 UUIDs, different every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
