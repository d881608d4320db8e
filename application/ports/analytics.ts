import type { ServiceError } from '../../domain/index';
import { token } from '../token';

/** Section 1: page-view, exception and notification-visibility tracking. Fire and forget: tracking never fails a use case. */
export interface Analytics {
  /** A screen was shown, by its route path (`/card-management`). */
  pageView(page: string): void;
  /** A call failed and the customer was told (section 8, "Handling"). */
  exception(error: ServiceError): void;
  /** A notification was shown to the customer (sections 3 and 9, `trackvisibility`): once per notification. */
  notificationSeen(notification: SeenNotification): void;
  /** The first card is on screen (issue 14): what was tracked before may go out now, in order. */
  release(): void;
}

/** What is reported of a shown notification: its type and its text key, never its text. */
export type SeenNotification = { readonly type: string; readonly key: string };

export const Analytics = token<Analytics>('Analytics');
