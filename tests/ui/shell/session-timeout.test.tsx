/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, LANGUAGES, ok, serviceError, type Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { bind } from '../../../ui/shell/session-timeout-dialog';
import { SessionTimeoutPresenter } from '../../../ui/shell/session-timeout.presenter';
import { aCard } from '../../support/builders/card';
import { browserTabs } from '../../support/fakes/browser-tabs';
import { FakeSession } from '../../support/fakes/fake-session';
import { fakeWorld } from '../../support/fakes/fake-world';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp, type World } from '../support/render-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(() => {
  // Promises must still settle: only the timers are the test's.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'Date'] });
});
afterEach(() => {
  jest.useRealTimers();
});

/** The device's time and the page's timers move together. */
function elapse(world: Pick<World, 'clock'>, ms: number): void {
  world.clock.advance(ms);
  jest.advanceTimersByTime(ms);
}

async function passTime(world: World, ms: number): Promise<void> {
  await act(async () => elapse(world, ms));
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

describe('SessionTimeoutPresenter (WCAG 2.2.1)', () => {
  /** A presenter watching a session the portal has just answered for. */
  async function watching(world: ReturnType<typeof fakeWorld>): Promise<SessionTimeoutPresenter> {
    await world.session.check();
    // The warning's chunk binds its presenter as it arrives (issue 14: loaded after the first card).
    bind(world.container);
    const presenter = world.container.get(SessionTimeoutPresenter);
    presenter.start();
    return presenter;
  }

  it('opens the warning two minutes before the idle time ends, counts down, and speaks again only at the last minute', async () => {
    const world = fakeWorld();
    const presenter = await watching(world);
    expect(presenter.viewModel).toMatchObject({ open: false });
    elapse(world, 13 * MINUTE);
    expect(presenter.viewModel).toEqual({
      open: true,
      minutes: 2,
      seconds: 0,
      announceLastMinute: false,
      busy: false,
      extendFailed: false,
      final: false,
    });
    elapse(world, 59 * SECOND);
    expect(presenter.viewModel).toMatchObject({ minutes: 1, seconds: 1, announceLastMinute: false });
    elapse(world, SECOND);
    expect(presenter.viewModel).toMatchObject({ minutes: 1, seconds: 0, announceLastMinute: true });
    presenter.dispose();
  });

  it('a warning that opens inside the last minute is not said twice', async () => {
    const world = fakeWorld([], undefined, { environment: { ...DEFAULT_ENVIRONMENT, session: { idleSeconds: 150 } } });
    const presenter = await watching(world);
    elapse(world, 100 * SECOND);
    expect(presenter.viewModel).toMatchObject({ open: true, minutes: 0, seconds: 50, announceLastMinute: false });
    presenter.dispose();
  });

  it('moves the end with every answer of the portal in between: the warning closes again', async () => {
    const world = fakeWorld();
    const presenter = await watching(world);
    elapse(world, 14 * MINUTE);
    expect(presenter.viewModel.open).toBe(true);
    await world.session.check();
    elapse(world, SECOND);
    expect(presenter.viewModel.open).toBe(false);
    elapse(world, 13 * MINUTE);
    expect(presenter.viewModel.open).toBe(true);
    expect(world.session.signOuts).toBe(0);
    presenter.dispose();
  });

  it('with the app open in another tab of the browser, that tab’s answers put the warning off, and close it when open', async () => {
    const world = fakeWorld();
    const tabs = browserTabs(() => world.clock.now());
    tabs.tab(world.session);
    const otherTab = tabs.tab();
    const presenter = await watching(world);
    await otherTab.check();
    elapse(world, 10 * MINUTE);
    await otherTab.check();
    // At its own warning time this tab looks again and finds the other's later answer.
    elapse(world, 3 * MINUTE);
    expect(presenter.viewModel.open).toBe(false);
    elapse(world, 10 * MINUTE);
    expect(presenter.viewModel).toMatchObject({ open: true, minutes: 2, seconds: 0 });
    elapse(world, 30 * SECOND);
    await otherTab.check();
    elapse(world, SECOND);
    expect(presenter.viewModel.open).toBe(false);
    expect(world.session.signOuts + otherTab.signOuts).toBe(0);
    // When the whole browser is left alone, this tab still signs out at the end, for inactivity.
    elapse(world, 15 * MINUTE);
    expect(world.session.signOutReasons).toEqual(['inactive']);
  });

  it('an extension that did not get through keeps the warning open and counting, says so, and may be tried again', async () => {
    const world = fakeWorld();
    const presenter = await watching(world);
    elapse(world, 14 * MINUTE);
    world.session.extendResult = fail({ kind: 'failed', error: serviceError('NETWORK_UNAVAILABLE') });
    await presenter.stayIn();
    expect(presenter.viewModel).toMatchObject({ open: true, minutes: 1, seconds: 0, extendFailed: true, busy: false });
    elapse(world, 30 * SECOND);
    expect(presenter.viewModel).toMatchObject({ open: true, seconds: 30, extendFailed: true });
    world.session.extendResult = ok(undefined);
    await presenter.stayIn();
    expect(presenter.viewModel).toMatchObject({ open: false, extendFailed: false });
    expect(world.session.extensions).toBe(2);
    // Failing again until the end: the end still signs out.
    elapse(world, 13 * MINUTE);
    world.session.extendResult = fail({ kind: 'failed', error: serviceError('REQUEST_TIMEOUT') });
    await presenter.stayIn();
    expect(presenter.viewModel.extendFailed).toBe(true);
    elapse(world, 2 * MINUTE);
    expect(world.session.signOuts).toBe(1);
  });

  it('after a failed extension (the portal already sent the page to login) stops watching', async () => {
    const world = fakeWorld();
    const presenter = await watching(world);
    elapse(world, 14 * MINUTE);
    world.session.extendResult = fail({ kind: 'redirecting', to: 'login' });
    await presenter.stayIn();
    elapse(world, 2 * MINUTE);
    expect(world.session.signOuts).toBe(0);
  });
});

describe.each(LANGUAGES)('the session-timeout warning on screen (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language].sessionTimeout;
  const open = () => renderApp([aCard().build()], { language });
  const dialog = () => screen.getByRole('dialog', { name: texts.title });
  const count = (text: string, n: number) => text.replace('{{count}}', String(n));

  it('shows nothing while the session is young, then a labelled dialog with the time left in words', async () => {
    const app = await open();
    await passTime(app.world, 12 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await passTime(app.world, MINUTE + 15 * SECOND);
    const time = texts.minutesAndSeconds
      .replace('{{minutes}}', count(texts.minutes_one, 1))
      .replace('{{seconds}}', count(texts.seconds_other, 45));
    expect(within(dialog()).getByText(texts.body.replace('{{time}}', time))).toBeTruthy();
    expect(within(dialog()).getByRole('heading', { name: texts.title })).toBe(document.activeElement);
    expect(within(dialog()).getByRole('status').textContent).toBe('');
    await passTime(app.world, 45 * SECOND);
    expect(within(dialog()).getByRole('status').textContent).toBe(texts.lastMinute);
    expect(within(dialog()).getByText(texts.body.replace('{{time}}', count(texts.minutes_one, 1)))).toBeTruthy();
    await passTime(app.world, 59 * SECOND);
    expect(within(dialog()).getByText(texts.body.replace('{{time}}', count(texts.seconds_one, 1)))).toBeTruthy();
    expect(app.missingKeys).toEqual([]);
  });

  it('"Stay signed in" extends the session, closes the dialog and gives focus back', async () => {
    const app = await open();
    const before = screen.getAllByRole('button')[0]!;
    before.focus();
    await passTime(app.world, 14 * MINUTE);
    await user().click(within(dialog()).getByRole('button', { name: texts.stay }));
    expect(app.world.session.extensions).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
    // Counted again from the extension: no warning for another thirteen minutes, and no sign-out.
    await passTime(app.world, 12 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.world.session.signOuts).toBe(0);
  });

  it('says so in the dialog when "Stay signed in" does not get through, and keeps counting', async () => {
    const app = await open();
    await passTime(app.world, 14 * MINUTE);
    app.world.session.extendResult = fail({ kind: 'failed', error: serviceError('NETWORK_UNAVAILABLE') });
    await user().click(within(dialog()).getByRole('button', { name: texts.stay }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(texts.extendFailed);
    expect(within(dialog()).getByRole('button', { name: texts.stay })).toBeTruthy();
    app.world.session.extendResult = ok(undefined);
    await user().click(within(dialog()).getByRole('button', { name: texts.stay }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.world.session.signOuts).toBe(0);
    expect(app.missingKeys).toEqual([]);
  });

  it('a tab shown again after its timers were held back in the background looks again at once', async () => {
    const app = await open();
    // The device's time moves on, but the page's timers did not run.
    app.world.clock.advance(14 * MINUTE);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(within(dialog()).getByText(texts.body.replace('{{time}}', count(texts.minutes_one, 1)))).toBeTruthy();
    app.world.clock.advance(MINUTE);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(app.world.session.signOuts).toBe(1);
  });

  it('closes by itself when the customer works on in another tab of the browser', async () => {
    let otherTab = new FakeSession();
    const app = await renderApp([aCard().build()], {
      language,
      arrange: (world) => {
        const tabs = browserTabs(() => world.clock.now());
        tabs.tab(world.session);
        otherTab = tabs.tab();
      },
    });
    await passTime(app.world, 14 * MINUTE);
    expect(dialog()).toBeTruthy();
    await act(async () => {
      await otherTab.check();
    });
    await passTime(app.world, SECOND);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.world.session.extensions).toBe(0);
    expect(app.world.session.signOuts).toBe(0);
  });

  it('Escape counts as staying signed in', async () => {
    const app = await open();
    await passTime(app.world, 14 * MINUTE);
    within(dialog()).getByRole('heading', { name: texts.title }).focus();
    await user().keyboard('{Escape}');
    expect(app.world.session.extensions).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Sign out" ends the session through the portal (which goes to login)', async () => {
    const app = await open();
    await passTime(app.world, 14 * MINUTE);
    await user().click(within(dialog()).getByRole('button', { name: texts.signOut }));
    expect(app.world.session.signOutReasons).toEqual(['customer']);
    expect(app.world.session.extensions).toBe(0);
  });

  it('before the session\'s absolute end: a final warning without "Stay signed in"; OK closes it for good, and the end signs out', async () => {
    const app = await open();
    // The portal said the session ends, however busy, five minutes from now (issue 20's lifetime).
    app.world.session.lifetimeEnd = app.world.clock.now() + 5 * MINUTE;
    // The watch started before the fake learnt it: it looks again when the tab is shown.
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const final = () => screen.getByRole('dialog', { name: texts.title });
    await passTime(app.world, 3 * MINUTE + 30 * SECOND);
    const time = texts.minutesAndSeconds
      .replace('{{minutes}}', count(texts.minutes_one, 1))
      .replace('{{seconds}}', count(texts.seconds_other, 30));
    expect(within(final()).getByText(texts.finalBody.replace('{{time}}', time))).toBeTruthy();
    expect(within(final()).queryByRole('button', { name: texts.stay })).toBeNull();
    expect(within(final()).getByRole('heading', { name: texts.title })).toBe(document.activeElement);
    await user().click(within(final()).getByRole('button', { name: TRANSLATIONS[language].generic.buttons.ok }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.world.session.extensions).toBe(0);
    await passTime(app.world, 80 * SECOND);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.world.session.signOuts).toBe(0);
    await passTime(app.world, 10 * SECOND);
    expect(app.world.session.signOuts).toBe(1);
    expect(app.missingKeys).toEqual([]);
  });

  it('when the time runs out, signs out to the login page without being asked', async () => {
    const app = await open();
    await passTime(app.world, 14 * MINUTE);
    expect(app.world.session.signOuts).toBe(0);
    await passTime(app.world, MINUTE);
    expect(app.world.session.signOuts).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
