import type { Queryable } from './database';

export type CustomerRow = {
  readonly customer_id: string;
  readonly bc_number: string;
  readonly name: string;
  readonly segment: 'private' | 'business';
  readonly company_name: string | null;
  readonly street_name: string;
  readonly house_number: string;
  readonly post_code: string;
  readonly city_name: string;
};

const COLUMNS = 'customer_id, bc_number, name, segment, company_name, street_name, house_number, post_code, city_name';

export async function customerById(db: Queryable, customerId: string): Promise<CustomerRow | undefined> {
  return (await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE customer_id = $1`, [customerId]))[0];
}

export async function customerByBcNumber(db: Queryable, bcNumber: string): Promise<CustomerRow | undefined> {
  return (await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE bc_number = $1`, [bcNumber]))[0];
}

/**
 * Whose address a customer may see and change: their own, or that of the holder of a card they
 * manage (a replacement card is sent to its holder).
 */
export async function mayManageHolder(db: Queryable, customerId: string, holderId: string): Promise<boolean> {
  if (holderId === customerId) return true;
  const rows = await db.query(
    `SELECT 1 FROM cards k JOIN card_access a ON a.payment_instrument_id = k.payment_instrument_id
      WHERE k.owner_customer_id = $1 AND a.customer_id = $2 AND a.sees_details LIMIT 1`,
    [holderId, customerId],
  );
  return rows.length > 0;
}

export type Address = {
  readonly streetName: string;
  readonly houseNumber: string;
  readonly postCode: string;
  readonly cityName: string;
};

export async function changeAddress(db: Queryable, customerId: string, address: Address): Promise<void> {
  await db.query(
    'UPDATE customers SET street_name = $2, house_number = $3, post_code = $4, city_name = $5 WHERE customer_id = $1',
    [customerId, address.streetName, address.houseNumber, address.postCode, address.cityName],
  );
}
