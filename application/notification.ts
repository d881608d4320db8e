import type { LimitOperationType, NotificationType, RegionNotificationKey } from '../domain/index';

/**
 * A text of a notification. Section 3: when the key names a translation under `scope` that
 * text is shown; otherwise the `fallbackKey`'s translation, else `raw`, the bank's own words
 * (section 8: the nested body format sends text beside its code), else the key itself.
 */
export type NotificationText = {
  readonly scope: 'errorMessages' | 'notifications';
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
  readonly fallbackKey?: string;
  readonly raw?: string;
};

/** Section 3, "Notification": the one global notification the shell shows. */
export type Notification = {
  readonly type: NotificationType;
  readonly title?: NotificationText;
  readonly content: NotificationText;
  /** Section 8's code of a failure that hides the content, for the help desk: a line of its own, not the headline. */
  readonly code?: string;
  /** Sections 3 and 9, `trackvisibility` (default 1): false keeps it from being reported as seen. */
  readonly trackVisibility?: boolean;
};

/** The positive outcomes of section 3 and 4, by the key the spec gives them. */
export type SuccessKey =
  | 'blockedCard'
  | 'deblockedCard'
  | 'reissuedDebitCard'
  | RegionNotificationKey
  | LimitOperationType
  /** Issue 35: every setting of a trip made, or every one of a cancelled trip deleted. */
  | 'tripSet'
  | 'tripCancelled';

export const successNotification = (key: SuccessKey, values?: Readonly<Record<string, string>>): Notification => ({
  type: 'positive',
  content: { scope: 'notifications', key, ...(values ? { values } : {}) },
});
