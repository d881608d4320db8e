import type { Environment } from '../../application/environment';
import { LINK_ACTIONS, privateBankingUsageCode } from '../../domain/index';
import { ALL_REASONS, MISSING_ON_LIMITED_CARD } from './demo-card-defaults';
import type { DemoAccounts } from './demo-accounts';
import type { SeedCard } from './seed-types';

/** Pieter Bakker's cards: private banking, an access card the list leaves out, a card missing some actions. */
export function pieterCards(accounts: DemoAccounts, environment: Environment): SeedCard[] {
  return [
    {
      id: 'pieter-private-banking',
      usageCode: privateBankingUsageCode(environment.brand),
      scheme: 'DMC',
      iban: accounts.pieter,
      sequenceNumber: '402',
      holder: 'pieter',
      productId: '1201',
      maskedPan: '1188',
      printedName: 'P.J. Bakker',
      state: 'ACTIVE',
      suspendedBy: [],
      expiresInMonths: 44,
      reissueReasons: ALL_REASONS,
      capabilities: LINK_ACTIONS,
      defaultRegion: 'WORLD',
      limits: { ECOM: [1000, 10000], POS: [5000, 20000], ATM: [1000, 5000] },
      access: [{ customer: 'pieter', seesDetails: true }],
    },
    {
      id: 'pieter-access',
      usageCode: 'ACCESS_CARD',
      scheme: 'DMC',
      iban: accounts.pieter,
      sequenceNumber: '403',
      holder: 'pieter',
      productId: '1301',
      maskedPan: '5502',
      printedName: 'P.J. Bakker',
      state: 'ACTIVE',
      suspendedBy: [],
      expiresInMonths: 44,
      reissueReasons: [],
      capabilities: [],
      defaultRegion: 'EUR',
      limits: {},
      access: [{ customer: 'pieter', seesDetails: true }],
    },
    {
      id: 'pieter-limited',
      usageCode: 'PAYMENT_CARD',
      scheme: 'DMC',
      iban: accounts.pieterLow,
      sequenceNumber: '117',
      holder: 'pieter',
      productId: '1101',
      maskedPan: '2640',
      printedName: 'P.J. Bakker',
      state: 'ACTIVE',
      suspendedBy: [],
      expiresInMonths: 17,
      reissueReasons: ['DEFECT'],
      capabilities: LINK_ACTIONS.filter((action) => !MISSING_ON_LIMITED_CARD.includes(action)),
      defaultRegion: 'EUR',
      limits: { ECOM: [250, 2500], POS: [500, 5000], ATM: [250, 2500] },
      access: [{ customer: 'pieter', seesDetails: true }],
    },
  ];
}
