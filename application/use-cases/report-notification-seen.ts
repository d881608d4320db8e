import { isMessageKey } from '../errors/handle-error';
import type { Notification, NotificationText } from '../notification';
import type { Analytics } from '../ports/analytics';

/** What stands in for raw text the bank sent instead of a key: text is never sent to analytics. */
export const UNKEYED_TEXT = 'text';

/** The content's text key; a success key, a catalogue message key, or for the bank's raw text its fallback (if any). */
function seenKey(content: NotificationText): string {
  if (content.scope === 'notifications' || isMessageKey(content.key)) return content.key;
  return content.fallbackKey ?? UNKEYED_TEXT;
}

/** Sections 3 and 9: a notification shown to the customer is reported as seen, unless it says trackVisibility false. */
export class ReportNotificationSeen {
  constructor(private readonly analytics: Analytics) {}

  execute(input: { readonly notification: Notification }): void {
    const { notification } = input;
    if (notification.trackVisibility === false) return;
    this.analytics.notificationSeen({ type: notification.type, key: seenKey(notification.content) });
  }
}
