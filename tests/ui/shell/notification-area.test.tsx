/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError, type NotificationType } from '../../../domain/index';
import { errorNotification } from '../../../application/errors/handle-error';
import { successNotification, type Notification } from '../../../application/notification';
import { notificationTexts } from '../../../ui/shell/notification-texts';
import { aCard } from '../../support/builders/card';
import { i18nFor, TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

const TYPES: NotificationType[] = ['positive', 'negative', 'system-error', 'warning', 'info', 'privacy'];

describe.each(LANGUAGES)('the notification area (section 2.2, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const open = async () => {
    const app = await renderApp([aCard().build()], { language });
    await screen.findByRole('heading', { level: 1 });
    const show = (notification: Notification) => act(async () => app.world.app.notifications.notify(notification));
    return { app, show, area: app.container.querySelector('.notification-area')! };
  };

  it.each(TYPES)('labels a %s notification with its type, and announces failures assertively', async (type) => {
    const { show, area } = await open();
    await show({ type, content: { scope: 'errorMessages', key: 'message:MESSAGE_BAI540_1027' } });
    const notification = area.firstElementChild as HTMLElement;
    expect(notification.textContent).toContain(texts.notification.types[type as keyof typeof texts.notification.types]);
    const assertive = type === 'negative' || type === 'system-error';
    expect(notification.getAttribute('role')).toBe(assertive ? 'alert' : 'status');
    expect(notification.getAttribute('aria-live')).toBe(assertive ? 'assertive' : 'polite');
  });

  it('shows a success with its title as a heading at aria level 6', async () => {
    const { show } = await open();
    await show(successNotification('blockedCard'));
    const notification = screen.getByRole('status');
    expect(within(notification).getByRole('heading', { level: 6 }).textContent).toBe(
      texts.notification.success.blockedCard.title,
    );
    expect(notification.textContent).toContain(texts.notification.success.blockedCard.content);
  });

  it('titles a non-recoverable error in words, with its message, and its code on a smaller line of its own', async () => {
    const { show } = await open();
    await show(errorNotification(serviceError('INTERNAL_SERVER_ERROR')));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 6 }).textContent).toBe(texts.errorMessages.somethingWentWrong);
    expect(alert.textContent).toContain(texts.errorMessages['message:INTERNAL_SERVER_ERROR']);
    expect(alert.querySelector('.notification__code')?.textContent).toBe(
      texts.notification.code.replace('{{code}}', 'INTERNAL_SERVER_ERROR'),
    );
    expectNoRawKeys(document.body);
  });

  it('titles a code with a title of its own by it: no debit cards found', async () => {
    const { show } = await open();
    await show(errorNotification(serviceError('MESSAGE_FED001_0001')));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 6 }).textContent).toBe(
      texts.errorMessages['title:MESSAGE_FED001_0001'],
    );
    expect(alert.querySelector('.notification__code')?.textContent).toBe(
      texts.notification.code.replace('{{code}}', 'MESSAGE_FED001_0001'),
    );
  });

  it('shows a recoverable error with its message only', async () => {
    const { show } = await open();
    await show(errorNotification(serviceError('MESSAGE_BAI540_1027')));
    const alert = screen.getByRole('alert');
    expect(within(alert).queryByRole('heading')).toBeNull();
    expect(alert.textContent).toContain(texts.errorMessages['message:MESSAGE_BAI540_1027']);
    expect(alert.querySelector('.notification__code')).toBeNull();
  });

  it('shows one notification at a time, and closes it', async () => {
    const { show, area } = await open();
    await show(successNotification('blockedCard'));
    await show(successNotification('deblockedCard'));
    expect(area.children).toHaveLength(1);
    expect(area.textContent).toContain(texts.notification.success.deblockedCard.content);
    await userEvent.click(within(area as HTMLElement).getByRole('button', { name: texts.notification.close }));
    expect(area.children).toHaveLength(0);
    // The area itself stays, so the next notification lands in a region that already exists.
    expect(document.querySelector('.notification-area')).toBe(area);
  });

  it('moves focus to the page heading when a notification is closed, never to <body>', async () => {
    const { show, area } = await open();
    await show(successNotification('blockedCard'));
    await userEvent.click(within(area as HTMLElement).getByRole('button', { name: texts.notification.close }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: texts.routes.cardManagement.title }),
    );
  });
});

describe.each(LANGUAGES)('notifications reported as seen (sections 3 and 9, trackvisibility; %s)', (language) => {
  const open = async () => {
    const app = await renderApp([aCard().build()], { language });
    await screen.findByRole('heading', { level: 1 });
    const show = (notification: Notification) => act(async () => app.world.app.notifications.notify(notification));
    return { show, seen: app.world.analytics.seenNotifications, notifications: app.world.app.notifications };
  };

  it('reports each one shown once, by its type and text key, whatever else re-renders the page', async () => {
    const { show, seen, notifications } = await open();
    await show(successNotification('blockedCard'));
    await act(async () => notifications.resetError());
    await show(errorNotification(serviceError('MESSAGE_BAI540_1027')));
    await show(errorNotification(serviceError('INTERNAL_SERVER_ERROR')));
    // The same text shown again is a new notification, and seen again.
    await show(successNotification('blockedCard'));
    expect(seen).toEqual([
      { type: 'positive', key: 'blockedCard' },
      { type: 'negative', key: 'message:MESSAGE_BAI540_1027' },
      { type: 'negative', key: 'message:INTERNAL_SERVER_ERROR' },
      { type: 'positive', key: 'blockedCard' },
    ]);
  });

  it('does not report one that says trackVisibility false, though it shows it', async () => {
    const { show, seen } = await open();
    await show({ ...successNotification('deblockedCard'), trackVisibility: false });
    expect(screen.getByRole('status').textContent).toContain(
      TRANSLATIONS[language].notification.success.deblockedCard.content,
    );
    expect(seen).toEqual([]);
  });

  it('never sends the text the bank sent instead of a key', async () => {
    const { show, seen } = await open();
    await show({ type: 'negative', content: { scope: 'errorMessages', key: 'Limiet te hoog voor S. de Vries' } });
    expect(seen).toEqual([{ type: 'negative', key: 'text' }]);
  });
});

describe('notification texts (section 3)', () => {
  const nl = i18nFor('nl');

  it('uses the fallback for a code without a text of its own', () => {
    expect(notificationTexts(nl, errorNotification(serviceError('A_CODE_NOBODY_KNOWS'))).content).toBe(
      TRANSLATIONS.nl.errorMessages['message:serviceError'],
    );
  });

  it('shows text the bank sent as it is', () => {
    expect(
      notificationTexts(nl, {
        type: 'negative',
        content: { scope: 'errorMessages', key: 'Limiet te hoog voor deze pas' },
      }),
    ).toEqual({
      title: undefined,
      content: 'Limiet te hoog voor deze pas',
    });
  });

  it.each(LANGUAGES)(
    'sends to the card picker only where it is, else to the overview (reading 112, %s)',
    (language) => {
      const i18n = i18nFor(language);
      const { errorMessages } = TRANSLATIONS[language];
      const notAllowed = errorNotification(serviceError('SUBJECT_NOT_ALLOWED'));
      expect(notificationTexts(i18n, notAllowed, { cardPicker: true }).content).toBe(
        errorMessages['message:SUBJECT_NOT_ALLOWED'],
      );
      expect(notificationTexts(i18n, notAllowed).content).toBe(
        errorMessages['message:SUBJECT_NOT_ALLOWED:withoutPicker'],
      );
      // A message without a variant reads the same anywhere.
      const refused = errorNotification(serviceError('MESSAGE_BAI540_1027'));
      expect(notificationTexts(i18n, refused).content).toBe(errorMessages['message:MESSAGE_BAI540_1027']);
    },
  );

  it('gives every success outcome a title and a content', () => {
    for (const key of Object.keys(TRANSLATIONS.nl.notification.success)) {
      const texts = notificationTexts(nl, successNotification(key as never));
      expect(texts.title).toBe(
        TRANSLATIONS.nl.notification.success[key as keyof typeof TRANSLATIONS.nl.notification.success].title,
      );
      expect(texts.content).toBe(
        TRANSLATIONS.nl.notification.success[key as keyof typeof TRANSLATIONS.nl.notification.success].content,
      );
    }
  });
});
