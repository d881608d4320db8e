/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type NotificationType } from '../../../domain/index';
import { Notification } from '../../../ui/widgets/notification';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';

const TYPES: readonly NotificationType[] = [
  'positive',
  'negative',
  'system-error',
  'warning',
  'info',
  'privacy',
  'inactive',
];

function Blocked({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <Notification type="positive" title={t('notification.success.blockedCard.title')} onClose={onClose}>
      {t('notification.success.blockedCard.content')}
    </Notification>
  );
}

describe.each(LANGUAGES)('Notification (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it.each(TYPES)('labels a %s notification in words, not only in colour', (type) => {
    const { container, missingKeys } = renderIn(language, <Notification type={type}>…</Notification>);
    expect(screen.getByText(texts.notification.types[type])).toBeTruthy();
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it.each(['negative', 'system-error'] as const)('announces a %s notification assertively', (type) => {
    renderIn(language, <Notification type={type}>{texts.errorMessages['message:MESSAGE_BAI540_1027']}</Notification>);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(alert.textContent).toContain(texts.errorMessages['message:MESSAGE_BAI540_1027']);
  });

  it.each(['positive', 'warning', 'info', 'privacy', 'inactive'] as const)(
    'announces a %s notification politely',
    (type) => {
      renderIn(language, <Notification type={type}>…</Notification>);
      expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('has its title as a heading at level 6, and its content', () => {
    renderIn(language, <Blocked />);
    expect(screen.getByRole('heading', { level: 6 }).textContent).toBe(texts.notification.success.blockedCard.title);
    expect(screen.getByText(texts.notification.success.blockedCard.content)).toBeTruthy();
  });

  it('has no heading when there is no title (a recoverable error shows only its message)', () => {
    renderIn(
      language,
      <Notification type="negative">{texts.errorMessages['message:MESSAGE_BAI540_1029']}</Notification>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('closes with a button of its own name in the page language, not the toolbar\'s "Close"', async () => {
    let closed = 0;
    renderIn(language, <Blocked onClose={() => (closed += 1)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: texts.notification.close }));
    expect(closed).toBe(1);
    expect(texts.notification.close).toBe(language === 'nl' ? 'Melding sluiten' : 'Close message');
    expect(texts.notification.close).not.toBe(texts.shell.toolbar.close);
  });

  it('has no close button when it cannot be closed', () => {
    renderIn(language, <Blocked />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
