import { LINK_ACTIONS } from '../../domain/index';
import { ALL_REASONS, PRIVATE_LIMITS } from './demo-card-defaults';
import type { DemoAccounts } from './demo-accounts';
import type { SeedCard } from './seed-types';

/** A trip as planTrip makes it: about ten days ahead, for two weeks (business days, seed-period.ts). */
const TRIP = { startInDays: 10, lengthInDays: 14 } as const;

/**
 * Maarten Hoekstra's card (issue 35): a planned trip, the overview's trip group — a temporary
 * World setting and higher payment and withdrawal limits, all three for exactly the same days.
 */
export function maartenCards(accounts: DemoAccounts): SeedCard[] {
  return [
    {
      id: 'maarten-trip',
      usageCode: 'PAYMENT_CARD',
      scheme: 'DMC',
      iban: accounts.maarten,
      holder: 'maarten',
      productId: '1101',
      printedName: 'M. Hoekstra',
      state: 'ACTIVE',
      expiresInMonths: 41,
      reissueReasons: ALL_REASONS,
      capabilities: LINK_ACTIONS,
      defaultRegion: 'EUR',
      limits: PRIVATE_LIMITS,
      access: [{ customer: 'maarten', seesDetails: true }],
      sequenceNumber: '401',
      maskedPan: '7306',
      suspendedBy: [],
      temporaryLimits: [
        { limitType: 'POS', limitValue: 4000, ...TRIP },
        { limitType: 'ATM', limitValue: 1000, ...TRIP },
      ],
      temporaryRegions: [{ geoProfile: 'WORLD', ...TRIP }],
    },
  ];
}
