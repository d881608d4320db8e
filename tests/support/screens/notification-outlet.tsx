import type { i18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { NotificationText } from '../../../application/notification';
import type { Notifications } from '../../../ui/store/notifications';
import { Notification } from '../../../ui/widgets/notification';

/** Section 3: the key's text under its scope, else the fallback's, else the raw text. */
function textOf(instance: i18n, text: NotificationText, part: 'title' | 'content'): string {
  const keys =
    text.scope === 'errorMessages'
      ? [`errorMessages.${text.key}`, ...(text.fallbackKey ? [`errorMessages.${text.fallbackKey}`] : [])]
      : [`notification.success.${text.key}.${part}`];
  const found = keys.find((key) => instance.exists(key));
  return found ? instance.t(found as never, text.values ?? {}) : text.key;
}

/**
 * The shell's notification area as the screens' tests need it (the real one lives with the
 * shell): the app's one notification, translated, with its close button.
 */
export const NotificationOutlet = observer(function NotificationOutlet({
  notifications,
}: {
  notifications: Notifications;
}) {
  const { i18n } = useTranslation();
  const shown = notifications.notification;
  if (!shown) return null;
  const title = shown.title
    ? textOf(i18n, shown.title, 'title')
    : shown.content.scope === 'notifications'
      ? textOf(i18n, shown.content, 'title')
      : undefined;
  return (
    <Notification key={shown.id} type={shown.type} title={title} onClose={notifications.close}>
      <p>{textOf(i18n, shown.content, 'content')}</p>
    </Notification>
  );
});
