/**
 * The session's absolute end from a `GET /session` answer's `lifetimeEndsAt` (ISO), which the
 * sandbox sends beyond spec section 7. Absent or malformed: undefined, and the app counts the
 * idle time only, as a bank that does not send it needs.
 */
export function lifetimeEndOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as { lifetimeEndsAt?: unknown }).lifetimeEndsAt;
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : undefined;
}
