/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { LANGUAGES, parseErrorBody, serviceError } from '../../../domain/index';
import { errorNotification } from '../../../application/errors/handle-error';
import { successNotification, type Notification } from '../../../application/notification';
import { addScreenTexts } from '../../../ui/i18n/screen-texts';
import type { AddScreenTexts } from '../../../ui/i18n/screen-texts-loader';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

// Issue 14: the catalogue's messages and the success notifications are not in the first load
// (ui/i18n/<lang>/notices.json). The app starts as in production, with the first load's texts
// only; the notices part comes through a loader the test holds, fails or lets through.
describe.each(LANGUAGES)('notices whose texts come after the first paint (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  /** Every part as usual, but the notices part as the test says: held until released, or failing until allowed. */
  function noticesLoader(mode: 'held' | 'failing') {
    const asked: boolean[] = [];
    let release: () => void = () => undefined;
    let allowed = false;
    const add: AddScreenTexts = (instance, part) => {
      if (part !== 'notices') return addScreenTexts(instance, part);
      // Whether the first card was on the page when the part was asked for.
      asked.push(screen.queryByRole('button', { name: texts.overview.actions.block }) !== null);
      if (allowed) return addScreenTexts(instance, part);
      if (mode === 'failing') return Promise.reject(new Error('the notices chunk did not load'));
      return new Promise<void>((resolve, reject) => {
        release = () => void addScreenTexts(instance, part).then(resolve, reject);
      });
    };
    return { add, asked, release: () => act(async () => release()), allow: () => void (allowed = true) };
  }

  async function open(mode: 'held' | 'failing') {
    const loader = noticesLoader(mode);
    const app = await renderApp([aCard().build()], { language, texts: 'first-load', screenTexts: loader.add });
    await screen.findByRole('button', { name: texts.overview.actions.block });
    const area = app.container.querySelector('.notification-area') as HTMLElement;
    const show = (notification: Notification) => act(async () => app.world.app.notifications.notify(notification));
    return { app, area, show, loader };
  }

  it('asks for them once the first card has been painted, not before', async () => {
    const { loader } = await open('held');
    expect(loader.asked).toEqual([true]);
  });

  it('shows a notification given before they arrived once they are in, in its own words, and reports it seen then', async () => {
    const { app, area, show, loader } = await open('held');
    await show(successNotification('blockedCard'));
    // Nothing yet: no raw key, no generic words swapped for its own a moment later.
    expect(area.children).toHaveLength(0);
    expect(app.world.analytics.seenNotifications).toEqual([]);
    await loader.release();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { level: 6 }).textContent).toBe(
      texts.notification.success.blockedCard.title,
    );
    expect(status.textContent).toContain(texts.notification.success.blockedCard.content);
    expect(app.world.analytics.seenNotifications).toEqual([{ type: 'positive', key: 'blockedCard' }]);
    // The notification joined the request the first paint had started.
    expect(loader.asked).toHaveLength(1);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('shows a catalogue error given before they arrived once they are in', async () => {
    const { show, loader } = await open('held');
    await show(errorNotification(serviceError('MESSAGE_BAI540_1027')));
    expect(screen.queryByRole('alert')).toBeNull();
    await loader.release();
    expect(screen.getByRole('alert').textContent).toContain(texts.errorMessages['message:MESSAGE_BAI540_1027']);
  });

  it('when they do not load, shows generic translated words — never a key — and asks again at the next notification', async () => {
    const { app, show, loader } = await open('failing');
    await show(errorNotification(serviceError('MESSAGE_BAI540_1027')));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(texts.errorMessages['message:serviceError']);
    expect(refusal.textContent).not.toContain(texts.errorMessages['message:MESSAGE_BAI540_1027']);
    expectNoRawKeys(document.body);

    await show(successNotification('blockedCard'));
    const success = await screen.findByRole('status');
    expect(success.textContent).toContain(texts.notification.types.positive);
    expect(success.textContent).toContain(texts.notification.successFallback);
    expect(within(success).queryByRole('heading')).toBeNull();
    expectNoRawKeys(document.body);

    await show(errorNotification(serviceError('INTERNAL_SERVER_ERROR')));
    const fault = await screen.findByRole('alert');
    expect(within(fault).getByRole('heading', { level: 6 }).textContent).toBe(texts.errorMessages.somethingWentWrong);
    expect(fault.textContent).toContain(texts.errorMessages['message:serviceError']);
    // The code still says what went wrong, for the help desk.
    expect(fault.querySelector('.notification__code')?.textContent).toBe(
      texts.notification.code.replace('{{code}}', 'INTERNAL_SERVER_ERROR'),
    );
    expectNoRawKeys(document.body);
    // The first paint's request, then one per notification.
    expect(loader.asked).toHaveLength(4);

    loader.allow();
    await show(successNotification('deblockedCard'));
    const own = await screen.findByRole('heading', { level: 6, name: texts.notification.success.deblockedCard.title });
    expect(own.closest('[role="status"]')?.textContent).toContain(texts.notification.success.deblockedCard.content);
    expect(app.missingKeys).toEqual([]);
  });

  it('says a code the bank sent with raw text (the nested format) in the page’s words, its raw text only for a code without them', async () => {
    const { show, loader } = await open('held');
    await loader.release();
    const nested = (code: string) =>
      errorNotification(
        parseErrorBody({ message: { errors: [{ code, message: 'Plain words of the bank, in its own language.' }] } }),
      );
    await show(nested('INTERNAL_SERVER_ERROR'));
    const known = (await screen.findByRole('alert')).textContent;
    expect(known).toContain(texts.errorMessages['message:INTERNAL_SERVER_ERROR']);
    expect(known).not.toContain('Plain words of the bank, in its own language.');
    await show(nested('SOMETHING_NEW'));
    expect((await screen.findByRole('alert')).textContent).toContain('Plain words of the bank, in its own language.');
  });

  it('when they do not load, shows the bank’s own raw text as it came', async () => {
    const { show } = await open('failing');
    await show({ type: 'negative', content: { scope: 'errorMessages', key: 'Limiet te hoog voor deze pas' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Limiet te hoog voor deze pas');
  });
});
