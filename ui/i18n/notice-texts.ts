import type { i18n } from 'i18next';
import type { AddScreenTexts } from './screen-texts-loader';

/**
 * The notices part (`<lang>/notices.json`): the catalogue's messages and the success
 * notifications, which no first paint shows (issue 14: 1.9 KB gzip off the first load). It is
 * asked for once the first card has been painted, with every lazy screen, and whenever a notice
 * is to be shown before it is in; all of them share one request per i18n instance. A failed
 * request is forgotten, so the next need asks again (browsers that still keep a failed module
 * import answer that from memory until the page is reloaded).
 */
const loading = new WeakMap<i18n, Promise<void>>();

/** Whether the part is in: only it holds the success notifications. */
export const noticeTextsIn = (instance: i18n): boolean =>
  instance.getResource(instance.language, 'translation', 'notification.success') !== undefined;

export function loadNoticeTexts(instance: i18n, add: AddScreenTexts): Promise<void> {
  if (noticeTextsIn(instance)) return Promise.resolve();
  const pending = loading.get(instance);
  if (pending) return pending;
  const load = add(instance, 'notices').finally(() => loading.delete(instance));
  loading.set(instance, load);
  return load;
}

const CATALOGUE_KEY = /^(title|message):[A-Za-z0-9_]+$/;

/** A catalogue key (`title:{code}`, `message:{code}`), as opposed to the bank's own raw text. */
export const isCatalogueKey = (value: string): boolean => CATALOGUE_KEY.test(value);

/** The first load's generic texts, for a notice whose own text is in the part that did not load. */
const FALLBACK = {
  title: 'errorMessages.somethingWentWrong',
  message: 'errorMessages.message:serviceError',
  success: 'notification.successFallback',
} as const;

/**
 * What a notice reads while its part is not in: "Something went wrong" for a catalogue title,
 * the generic technical-error message for a catalogue message, a generic "request processed"
 * for a success — translated, never the key.
 */
export function noticeFallback(instance: i18n, kind: 'catalogue' | 'success', key: string): string {
  if (kind === 'success') return instance.t(FALLBACK.success);
  return instance.t(key.startsWith('title:') ? FALLBACK.title : FALLBACK.message);
}
