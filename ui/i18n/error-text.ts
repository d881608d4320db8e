import type { i18n } from 'i18next';

const CATALOGUE_KEY = /^(title|message):[A-Za-z0-9_]+$/;

/**
 * Section 3, Notification: a title or message that names a catalogue key (`title:{code}`,
 * `message:{code}`) shows its translation; anything else is the bank's raw text, shown as is.
 */
export function errorText(instance: i18n, value: string): string {
  if (!CATALOGUE_KEY.test(value)) return value;
  const key = `errorMessages.${value}`;
  return instance.exists(key) ? instance.t(key as never) : value;
}
