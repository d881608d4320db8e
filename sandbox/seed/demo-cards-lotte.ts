import { LINK_ACTIONS } from '../../domain/index';
import { ALL_REASONS, PRIVATE_LIMITS } from './demo-card-defaults';
import type { DemoAccounts } from './demo-accounts';
import type { SeedCard } from './seed-types';

/**
 * Lotte Jansen's cards (issue 16): temporary settings that end or start within a week of the
 * sandbox's today, for the reminders beside the tiles; and a card only the bank can unblock.
 */
export function lotteCards(accounts: DemoAccounts): SeedCard[] {
  const card = {
    usageCode: 'PAYMENT_CARD',
    scheme: 'DMC',
    iban: accounts.lotte,
    holder: 'lotte',
    productId: '1101',
    printedName: 'L. Jansen',
    state: 'ACTIVE',
    expiresInMonths: 29,
    reissueReasons: ALL_REASONS,
    capabilities: LINK_ACTIONS,
    defaultRegion: 'EUR',
    limits: PRIVATE_LIMITS,
    access: [{ customer: 'lotte', seesDetails: true }],
  } as const;
  return [
    {
      ...card,
      id: 'lotte-dmc',
      sequenceNumber: '301',
      maskedPan: '5517',
      suspendedBy: [],
      // Begun three days ago and over within the week; today only; a World period two days ahead.
      temporaryLimits: [
        { limitType: 'POS', limitValue: 4000, startInDays: -3, lengthInDays: 5 },
        { limitType: 'ATM', limitValue: 1000, startInDays: 0, lengthInDays: 0 },
      ],
      temporaryRegions: [{ geoProfile: 'WORLD', startInDays: 2, lengthInDays: 7 }],
    },
    // Blocked by the bank: the sandbox offers unblocking only for a block the customer set.
    { ...card, id: 'lotte-bank-blocked', sequenceNumber: '302', maskedPan: '8843', suspendedBy: ['BANK'] },
  ];
}
