import type { Queryable } from './database';

/**
 * How often a confirmation code may be sent: once per `itemSeconds` for one sign item, and
 * `perCustomer` times per `windowSeconds` for one customer across items. Each send is an SMS in
 * a real set-up, so an unlimited send is SMS pumping at the bank's cost and a flooded phone.
 */
export type DeviceCodeSendRule = {
  readonly itemSeconds: number;
  readonly perCustomer: number;
  readonly windowSeconds: number;
};

/** Whether a send may go now, or how many seconds until the next may. */
export type SendClaim = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/** Serialises one customer's sends across instances (two-key advisory locks: this key, the customer's hash). */
const SEND_LOCK = 7_300_303;

const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Records a send when the rule allows one, in the caller's transaction. The customer's lock is
 * held until it ends, so parallel asks (on any instance) are counted one after the other.
 */
export async function claimDeviceCodeSend(
  tx: Queryable,
  send: { readonly tpsId: string; readonly customerId: string; readonly now: number },
  rule: DeviceCodeSendRule,
): Promise<SendClaim> {
  const { tpsId, customerId, now } = send;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SEND_LOCK, customerId]);
  const windowStart = new Date(now - rule.windowSeconds * 1000).toISOString();
  await tx.query('DELETE FROM device_code_sends WHERE customer_id = $1 AND sent_at <= $2', [customerId, windowStart]);
  const rows = await tx.query<{ tps_id: string; sent_at: Date | string }>(
    'SELECT tps_id, sent_at FROM device_code_sends WHERE customer_id = $1 ORDER BY sent_at DESC',
    [customerId],
  );
  const sent = rows.map((row) => ({ tpsId: row.tps_id, at: new Date(row.sent_at).getTime() }));
  const lastOfItem = sent.find((row) => row.tpsId === tpsId);
  const itemFreeAt = lastOfItem ? lastOfItem.at + rule.itemSeconds * 1000 : 0;
  // The oldest send that still counts leaves the window first; then one more may go.
  const customerFreeAt =
    sent.length >= rule.perCustomer ? sent[rule.perCustomer - 1]!.at + rule.windowSeconds * 1000 : 0;
  const freeAt = Math.max(itemFreeAt, customerFreeAt);
  if (freeAt > now) return { ok: false, retryAfterSeconds: secondsUntil(freeAt, now) };
  await tx.query('INSERT INTO device_code_sends (tps_id, customer_id, sent_at) VALUES ($1, $2, $3)', [
    tpsId,
    customerId,
    new Date(now).toISOString(),
  ]);
  return { ok: true };
}

export async function clearDeviceCodeSends(db: Queryable): Promise<void> {
  await db.query('DELETE FROM device_code_sends');
}
