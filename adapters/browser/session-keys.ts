/**
 * The keys this app writes to sessionStorage; the address-change record is read by the portal's
 * personal-data page. A file of its own: the page's first module reads the chosen card and the
 * plain layout before the app (and valibot, which the session store checks with) has loaded.
 */
export const SESSION_KEYS = {
  selectedCard: 'debitCards.selectedCard',
  pendingSignature: 'debitCards.pendingSignature',
  unfinishedTrip: 'debitCards.unfinishedTrip',
  enforcePlain: 'debitCards.enforcePlain',
  addressChangeProcess: 'addressChangeProcess',
  addressChangeReturn: 'debitCards.addressChangeReturn',
} as const;
