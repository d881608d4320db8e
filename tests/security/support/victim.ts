import {
  cardOf,
  cardsPath,
  control,
  env,
  limitsPath,
  login,
  pendingSignItems,
  signingPath,
  type Browser,
} from '../../sandbox/support/bank-client';

/** One call of spec section 7 on the victim's card or sign item, with a body the bank would accept from its owner. */
export type Attack = {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
};

export const VICTIM = 'sanne';
export const VICTIM_CARD = 'sanne-travel';
const systemHeaders = { 'Consumer-Id': env.consumerId, 'Trace-Id': 'trace-security' };

/**
 * The victim (Sanne) with a pending limit change to sign, and every card, limit, region, reissue,
 * signing and address call aimed at her card `sanne-travel` (which holds a temporary limit and a
 * temporary region, so their ids are real) and at her sign item.
 */
export async function victimAttacks(
  baseUrl: string,
): Promise<{ readonly victim: Browser; readonly attacks: readonly Attack[] }> {
  const victim = await login(baseUrl, VICTIM);
  const pending = await victim.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {
    body: { limitValue: 3300 },
  });
  if (pending.status !== 200) throw new Error(`the victim's change: ${pending.status}`);
  const signItemId: string = pending.body.id.tpsId;
  const card = await cardOf(victim, VICTIM_CARD);
  const temporaryLimitId: string = card.limits.flatMap((limit: any) => limit.temporaryLimits ?? [])[0].temporaryLimitId;
  const temporaryGeoProfileId: string = card.geoProfile.temporaryGeoProfiles[0].temporaryGeoProfileId;
  const cardPath = `${cardsPath}/${VICTIM_CARD}`;
  const limitPath = `${limitsPath}/${VICTIM_CARD}`;
  const period = { startDate: '2027-03-02', endDate: '2027-03-04' };
  const attacks: Attack[] = [
    {
      name: 'card details',
      method: 'GET',
      path: `${cardPath}?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true`,
    },
    { name: 'block', method: 'POST', path: `${cardPath}/suspension` },
    { name: 'unblock', method: 'POST', path: `${cardPath}/resumption` },
    {
      name: 'reissue',
      method: 'POST',
      path: `${cardPath}/reissue`,
      body: { paymentInstrumentUsageId: card.paymentInstrumentUsageId, reason: 'STOLEN' },
    },
    { name: 'default region', method: 'PATCH', path: `${cardPath}/geo-profile`, body: { defaultGeoProfile: 'WORLD' } },
    {
      name: 'temporary region',
      method: 'POST',
      path: `${cardPath}/temporary-geo-profiles`,
      body: { ...period, geoProfile: 'WORLD' },
    },
    {
      name: 'temporary region deletion',
      method: 'DELETE',
      path: `${cardPath}/temporary-geo-profiles/${temporaryGeoProfileId}`,
    },
    { name: 'permanent limit', method: 'PUT', path: `${limitPath}/permanent-limits/ATM`, body: { limitValue: 900 } },
    {
      name: 'temporary limit',
      method: 'POST',
      path: `${limitPath}/temporary-limits`,
      body: { ...period, limitType: 'ATM', limitValue: 1000 },
    },
    {
      name: 'temporary limit change',
      method: 'PUT',
      path: `${limitPath}/temporary-limits/${temporaryLimitId}`,
      body: { startDate: '2027-03-08', endDate: '2027-03-19', limitType: 'POS', limitValue: 4500 },
    },
    { name: 'temporary limit deletion', method: 'DELETE', path: `${limitPath}/temporary-limits/${temporaryLimitId}` },
    { name: 'sign item', method: 'GET', path: `${signingPath}/${signItemId}` },
    { name: 'sign item code', method: 'POST', path: `${signingPath}/${signItemId}/device-code` },
    { name: 'signature', method: 'POST', path: `${signingPath}/${signItemId}/signature`, body: { code: '123456' } },
    {
      name: 'customer address',
      method: 'GET',
      path: `${env.apiPrefix}/api/debitcards/v1/customerAddress`,
      headers: { ...systemHeaders, bcNumber: '100234561' },
    },
  ];
  return { victim, attacks };
}

/** Everything of the victim's an attack could change: her cards in full, her address, her sign items in every state. */
export async function victimState(baseUrl: string, victim: Browser): Promise<unknown> {
  const cards = await victim.get(
    `${cardsPath}/?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true`,
  );
  const address = await victim.get(`${env.apiPrefix}/api/debitcards/v1/customerAddress`, {
    ...systemHeaders,
    bcNumber: '100234561',
  });
  const items = await Promise.all(
    ['PENDING', 'SIGNED', 'LOCKED'].map((status) =>
      control(baseUrl).get(`/sandbox/sign-items?customer=${VICTIM}&status=${status}`),
    ),
  );
  return {
    cards: cards.body,
    address: address.body,
    signItems: items.map((answer) => answer.body),
    pending: (await pendingSignItems(baseUrl, VICTIM)).length,
  };
}

/** What of the victim must never show in someone else's answer. */
export function victimSecrets(state: any): string[] {
  const cards: any[] = state.cards.paymentInstruments;
  const travel = cards.find((card) => card.paymentInstrumentId === VICTIM_CARD);
  return [
    travel.maskedPan,
    travel.accountId ?? travel.iban,
    travel.physicalCard?.printedCardLineOne,
    state.address.streetName,
    state.address.postCode,
    ...state.signItems[0].signItems.map((item: any) => item.code),
  ].filter((secret): secret is string => typeof secret === 'string' && secret.length >= 4);
}
