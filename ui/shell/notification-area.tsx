import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeTexts } from '../i18n/use-notice-texts';
import type { Notifications, ShownNotification } from '../store/notifications';
import { useBusinessArea } from '../widgets/business-area';
import { Notification } from '../widgets/notification';
import { notificationTexts } from './notification-texts';
import { focusPageHeading, focusPageHeadingIfLost } from './page-heading';

export type NotificationAreaProps = {
  readonly notifications: Notifications;
  /** Each notification once it is on the page (sections 3 and 9: reported as seen). */
  readonly onShown: (notification: ShownNotification) => void;
  /** The page has the card picker (the overview's): a notice may send the customer to it (reading 112). */
  readonly cardPicker?: boolean;
};

/**
 * Section 2.2: the one global notification, with its type label, title (aria level 6), content
 * and close button. The area stays mounted; each new notification is a new element, so it is
 * announced even when its text repeats. Section 8: after a failure the page scrolls to the top.
 * A notification comes on the page once its words are there: most are in the notices part
 * (issue 14), which it asks for if need be; if that part does not load, it shows generic words.
 */
export const NotificationArea = observer(function NotificationArea({
  notifications,
  onShown,
  cardPicker,
}: NotificationAreaProps) {
  const { i18n } = useTranslation();
  // Reading 99: a card of the business area may be another holder's.
  const business = useBusinessArea();
  const { notification: wanted, error: failure, isContentHidden } = notifications;
  const noticeTexts = useNoticeTexts(wanted);
  const notification = noticeTexts === 'loading' ? undefined : wanted;
  useEffect(() => {
    if (failure) window.scrollTo?.(0, 0);
  }, [failure]);
  useEffect(() => {
    if (notification) onShown(notification);
  }, [notification, onShown]);
  // A refusal that hid what had focus (the Block button, the form) leaves it on <body>: the page's heading takes it.
  useEffect(() => {
    if (!failure) return;
    const frame = requestAnimationFrame(focusPageHeadingIfLost);
    return () => cancelAnimationFrame(frame);
  }, [failure]);
  const texts = notification ? notificationTexts(i18n, notification, { business, cardPicker }) : undefined;
  // Issue 12.9: the close button goes with the notification; focus moves to the page's heading, never to <body>.
  const close = () => {
    notifications.close();
    focusPageHeading();
  };
  return (
    <div className="notification-area">
      {notification && texts ? (
        <Notification
          key={notification.id}
          type={notification.type}
          title={texts.title}
          code={texts.code}
          // While the error hides the content it is all the page says: closed, only a title and OK would be left.
          onClose={isContentHidden ? undefined : close}
        >
          <p>{texts.content}</p>
        </Notification>
      ) : null}
    </div>
  );
});
