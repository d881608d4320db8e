import { LINK_ACTIONS } from '../../domain/index';
import { BUSINESS_LIMITS, ALL_REASONS } from './demo-card-defaults';
import type { DemoAccounts } from './demo-accounts';
import type { SeedCard } from './seed-types';

/** Bakkerij Van den Berg B.V.: two holders' cards on one business account. */
export function businessCards(accounts: DemoAccounts): SeedCard[] {
  return [
    {
      id: 'bakery-jeroen',
      usageCode: 'PAYMENT_CARD',
      scheme: 'DMC',
      iban: accounts.bakery,
      sequenceNumber: '011',
      holder: 'vandenberg',
      productId: '2101',
      maskedPan: '6045',
      printedName: 'J. van den Berg',
      state: 'ACTIVE',
      suspendedBy: [],
      expiresInMonths: 31,
      reissueReasons: ALL_REASONS,
      capabilities: LINK_ACTIONS,
      defaultRegion: 'WORLD',
      limits: BUSINESS_LIMITS,
      access: [{ customer: 'vandenberg', seesDetails: true }],
    },
    {
      id: 'bakery-fatma',
      usageCode: 'PAYMENT_CARD',
      scheme: 'DMC',
      iban: accounts.bakery,
      sequenceNumber: '012',
      holder: 'fatma',
      productId: '2101',
      maskedPan: '6052',
      printedName: 'F. Yilmaz',
      state: 'ACTIVE',
      suspendedBy: [],
      expiresInMonths: 31,
      reissueReasons: ALL_REASONS,
      capabilities: LINK_ACTIONS,
      defaultRegion: 'EUR',
      limits: BUSINESS_LIMITS,
      // The administrator of the business account manages every card on it.
      access: [
        { customer: 'vandenberg', seesDetails: true },
        { customer: 'fatma', seesDetails: true },
      ],
    },
  ];
}
