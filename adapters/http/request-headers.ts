/** A fresh id per call (section 7: Trace-Id is a random UUID per request). */
export type NewId = () => string;

/** Section 7: the savings and address services want to know who calls and which call it is. */
export const tracedHeaders = (consumerId: string, newId: NewId): Record<string, string> => ({
  'Consumer-Id': consumerId,
  'Trace-Id': newId(),
});

/** Ids come from the bank; in a path they are one segment, whatever they contain. */
export const segment = (value: string): string => encodeURIComponent(value);
