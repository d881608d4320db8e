/**
 * The session's absolute end from a `GET /session` answer, which the sandbox sends beyond spec
 * section 7: `lifetimeSecondsLeft`, counted from the answer, so the end is placed on this device's
 * clock — a device's clock may be minutes or days off the bank's, and an end in the bank's time
 * (its `lifetimeEndsAt`) would warn far too early or too late. Absent or malformed: undefined, and
 * the app counts the idle time only, as a bank that does not send it needs.
 */
export function lifetimeEndOf(body: unknown, now: number): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const left = (body as { lifetimeSecondsLeft?: unknown }).lifetimeSecondsLeft;
  if (typeof left !== 'number' || !Number.isFinite(left) || left < 0) return undefined;
  return now + left * 1000;
}
