import type { i18n } from 'i18next';
import { isCatalogueKey, noticeFallback, noticeTextsIn } from './notice-texts';

/**
 * Section 3, Notification: a title or message that names a catalogue key (`title:{code}`,
 * `message:{code}`) shows its translation; anything else is the bank's raw text, shown as is.
 * Most catalogue texts come with the notices part: until it is in, a key reads the generic text
 * of its kind, never itself (a caller re-renders when the part arrives: useNoticeTexts).
 */
export function errorText(instance: i18n, value: string): string {
  if (!isCatalogueKey(value)) return value;
  const key = `errorMessages.${value}`;
  if (instance.exists(key)) return instance.t(key as never);
  return noticeTextsIn(instance) ? value : noticeFallback(instance, 'catalogue', value);
}
