/** Section 9: the handover's parameters (a–d) and the marker that the bank's app already signed in. */
export const HANDOVER_PARAMETERS = ['a', 'b', 'c', 'd'] as const;
export const INAPP_LOGON = 'inapplogon';

/**
 * Section 2.9 and 4: a handover can run only when a, b, c and d are all present and non-empty.
 * Issue 34: only then is the handover's plan (handover.ts) loaded; every other page start, the
 * first load, does without it.
 */
export const carriesHandover = (search: string): boolean => {
  const query = new URLSearchParams(search);
  return HANDOVER_PARAMETERS.every((name) => (query.get(name) ?? '') !== '');
};
