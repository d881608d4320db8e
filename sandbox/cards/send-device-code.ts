import { operationTypeOf, type LimitOperation } from '../../domain/index';
import type { SignItemRow } from '../store/card-queries';
import type { Queryable } from '../store/database';

/** What sending needs of the sandbox's context (cards/ does not import the context: it imports the seed, which imports cards/). */
export type DeviceCodeGateway = {
  readonly database: Queryable;
  readonly environment: { readonly brandName: string };
  readonly deviceCodeOutput: (line: string) => void;
};

/**
 * The console channel: the sandbox's stand-in for the SMS gateway (or push message) that brings
 * the confirmation code to the customer's phone, out of reach of whoever holds the web session.
 * Like a real one it says what the code confirms (PSD2 dynamic linking): the change and the card.
 */
export async function sendDeviceCode(context: DeviceCodeGateway, item: SignItemRow): Promise<void> {
  const rows = await context.database.query<{ name: string; masked_pan: string }>(
    'SELECT c.name, k.masked_pan FROM customers c, cards k WHERE c.customer_id = $1 AND k.payment_instrument_id = $2',
    [item.customer_id, item.payment_instrument_id],
  );
  const who = rows[0] ? `${rows[0].name} (${item.customer_id})` : item.customer_id;
  const what = operationTypeOf({ kind: item.operation, limitType: item.limit_type } as LimitOperation);
  const value = item.new_value === null ? '' : ` to ${item.new_value}`;
  context.deviceCodeOutput(
    `[bank sandbox] SMS to ${who}: ${context.environment.brandName} code ${item.code} confirms ${what}${value} on card •••• ${rows[0]?.masked_pan ?? '?'} (sign item ${item.tps_id}).`,
  );
}
