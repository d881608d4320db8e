import type { Environment } from '../../application/environment';
import { LINK_ACTIONS } from '../../domain/index';
import { dutchIban, sandboxBankCode } from './iban';
import type { SeedBank, SeedCard, SeedCustomer } from './seed-types';

/** More would only slow seeding and resets; no load generator here opens that many connections. */
export const MAX_LOAD_CUSTOMERS = 1000;

/** `load-0001`: readable, sorted, and never one of the demo customers' ids. */
export const loadCustomerId = (index: number): string => `load-${String(index).padStart(4, '0')}`;
export const loadCardId = (index: number): string => `${loadCustomerId(index)}-dmc`;

/** The demo's private limits, and a balance no limit change can exceed. */
const LIMITS = { ECOM: [1500, 5000], POS: [2500, 5000], ATM: [500, 2500] } as const;
const BALANCE = 50_000;

/**
 * Extra private customers for benchmarks and crash tests, each with one active card of their
 * own on their own account: a load generator gives every connection its own card, so a write
 * mix measures writes rather than refusals of a change already waiting on a shared card. They
 * are not demo customers (`GET /sandbox/customers` leaves them out) and a reset seeds them again.
 */
export function withLoadCustomers(bank: SeedBank, count: number, environment: Environment): SeedBank {
  if (!Number.isInteger(count) || count < 0 || count > MAX_LOAD_CUSTOMERS)
    throw new Error(`load customers must be a whole number from 0 to ${MAX_LOAD_CUSTOMERS}, not ${count}`);
  const bankCode = sandboxBankCode(environment.brandAbbreviation);
  const customers: SeedCustomer[] = [];
  const cards: SeedCard[] = [];
  const accounts = [];
  for (let index = 1; index <= count; index += 1) {
    const id = loadCustomerId(index);
    const iban = dutchIban(bankCode, String(9_000_000_000 + index));
    customers.push({
      id,
      bcNumber: String(900_000_000 + index),
      name: `Load Customer ${index}`,
      segment: 'private',
      authLevel: 20,
      address: { streetName: 'Teststraat', houseNumber: String(index), postCode: '1000 AA', cityName: 'Amsterdam' },
    });
    accounts.push({ iban, balance: BALANCE });
    cards.push({
      id: loadCardId(index),
      usageCode: 'PAYMENT_CARD',
      scheme: 'DMC',
      iban,
      sequenceNumber: '001',
      holder: id,
      productId: '1101',
      maskedPan: String(index % 10_000).padStart(4, '0'),
      printedName: `L. Customer ${index}`,
      state: 'ACTIVE',
      suspendedBy: [],
      expiresInMonths: 36,
      reissueReasons: ['STOLEN', 'LOST', 'DEFECT'],
      capabilities: LINK_ACTIONS,
      defaultRegion: 'EUR',
      limits: LIMITS,
      access: [{ customer: id, seesDetails: true }],
    });
  }
  return {
    ...bank,
    customers: [...bank.customers, ...customers],
    accounts: [...bank.accounts, ...accounts],
    cards: [...bank.cards, ...cards],
  };
}
