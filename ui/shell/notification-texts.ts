import type { i18n } from 'i18next';
import type { Notification, NotificationText } from '../../application/notification';
import { isCatalogueKey, noticeFallback, noticeTextsIn } from '../i18n/notice-texts';

/** Where each scope's texts live in the resources; success texts have a title and a content. */
const PREFIX = { errorMessages: 'errorMessages', notifications: 'notification.success' } as const;

type Slot = 'title' | 'content' | 'holderContent';

/**
 * Where a notice is shown, as far as its words depend on it: the business area (reading 99), and
 * whether the page has the card picker (reading 112: elsewhere a catalogue message that sends the
 * customer to the picker has a `{key}:withoutPicker` variant, which says to choose on the overview).
 */
export type NoticePlace = { readonly business?: boolean; readonly cardPicker?: boolean };

function keyOf(text: NotificationText, key: string, slot: Slot): string {
  return text.scope === 'notifications' ? `${PREFIX.notifications}.${key}.${slot}` : `${PREFIX.errorMessages}.${key}`;
}

/**
 * Section 3: the translation of the key (on a page without the card picker, its `:withoutPicker`
 * variant where it has one), else of the fallback key, else the bank's raw text, else the key
 * itself as the bank sent it (it may be raw text rather than a key). A key whose text is in the
 * notices part, until that part is in (or when it did not load), reads the generic text of its
 * kind (ui/i18n/notice-texts.ts).
 */
function translate(instance: i18n, text: NotificationText, slot: Slot, cardPicker: boolean): string {
  const elsewhere = text.scope === 'errorMessages' && !cardPicker ? `${text.key}:withoutPicker` : undefined;
  for (const key of [elsewhere, text.key, text.fallbackKey]) {
    if (key === undefined) continue;
    const path = keyOf(text, key, slot);
    if (instance.exists(path)) return String(instance.t(path as never, (text.values ?? {}) as never));
  }
  if (noticeTextsIn(instance)) return text.raw ?? text.key;
  if (text.scope === 'notifications') return noticeFallback(instance, 'success', text.key);
  return isCatalogueKey(text.key) ? noticeFallback(instance, 'catalogue', text.key) : text.key;
}

export type NotificationWords = {
  readonly title: string | undefined;
  readonly content: string;
  readonly code: string | undefined;
};

/**
 * The one mapping from the store's notification data to what the customer reads (the notices
 * part in, or failed to load: useNoticeTexts). A success
 * notification names only its key: its title comes from the same key, and in the business area
 * its content the key's `holderContent` where it has one. A failure's code is a line of its own
 * ("Error code: …"), for the help desk.
 */
export function notificationTexts(
  instance: i18n,
  notification: Notification,
  { business = false, cardPicker = false }: NoticePlace = {},
): NotificationWords {
  const { title, content, code } = notification;
  // Reading 99: the business area's card may be another holder's; a success that has words for
  // any card's holder ("deze pas", not "je pas") says those there.
  const holderWords =
    business && content.scope === 'notifications' && instance.exists(keyOf(content, content.key, 'holderContent'));
  const successTitle = content.scope === 'notifications' && instance.exists(keyOf(content, content.key, 'title'));
  return {
    title: title
      ? translate(instance, title, 'title', cardPicker)
      : successTitle
        ? translate(instance, content, 'title', cardPicker)
        : undefined,
    content: translate(instance, content, holderWords ? 'holderContent' : 'content', cardPicker),
    code: code === undefined ? undefined : instance.t('notification.code', { code }),
  };
}
