import {
  cardOf,
  cardsPath,
  codeOf,
  control,
  limitsPath,
  login,
  pendingSignItems,
  reset,
  signingPath,
  storeVariants,
  useSandbox,
  type Browser,
} from '../sandbox/support/bank-client';

// Issue 20, item 6: what is signed is what is applied. A change is checked again when it is
// signed — the card's state, its link actions, the rules — and refused (and withdrawn) when the
// card no longer takes it, rather than applied to a card that has since been blocked or replaced
// while the customer is told "signed".

const sign = (client: Browser, tpsId: string, code: string) =>
  client.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code } });
const outcome = (answer: { status: number; body: unknown }) => [answer.status, codeOf(answer.body)];
const pos = (card: any) => card.limits.find((limit: any) => limit.limitType === 'POS');

describe.each(storeVariants())('signing a change whose card has changed since, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;
  beforeEach(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  async function pending(path: string, method: string, body: unknown) {
    const answer = await sanne.send(method, path, { body });
    expect(answer.status).toBeLessThan(300);
    const tpsId: string = answer.body.id.tpsId;
    const item = (await pendingSignItems(started.url, 'sanne')).find((candidate) => candidate.signItemId === tpsId);
    return { tpsId, code: item.code as string };
  }

  it('refuses a limit change signed after its card was blocked and replaced as stolen: neither the dead card nor the new one gets it', async () => {
    const change = await pending(`${limitsPath}/sanne-dmc/permanent-limits/POS`, 'PUT', { limitValue: 2400 });
    const old = await cardOf(sanne, 'sanne-dmc');
    const reissued = await sanne.send('POST', `${cardsPath}/sanne-dmc/reissue`, {
      body: { paymentInstrumentUsageId: old.paymentInstrumentUsageId, reason: 'STOLEN' },
    });
    expect(reissued.status).toBe(201);

    const signed = await sign(sanne, change.tpsId, change.code);
    expect(outcome(signed)).toEqual([409, 'INSTRUMENT_LIFECYCLE_INVALID']);
    expect(pos(await cardOf(sanne, 'sanne-dmc'))).toEqual(
      expect.objectContaining({ defaultLimitValue: 2500, limitChangeRequest: null }),
    );
    expect(pos(await cardOf(sanne, reissued.body.paymentInstrumentId)).defaultLimitValue).toBe(2500);
    // Withdrawn: not waiting any more, not signable later, and the right code did not count as a wrong one.
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
    expect((await sanne.get(`${signingPath}/${change.tpsId}`)).body).toEqual(
      expect.objectContaining({ status: 'WITHDRAWN', attemptsLeft: 3 }),
    );
    expect(outcome(await sign(sanne, change.tpsId, change.code))).toEqual([404, 'SIGN_ITEM_NOT_FOUND']);
    const listed = (await control(started.url).get('/sandbox/sign-items?customer=sanne&status=WITHDRAWN')).body
      .signItems;
    expect(listed.map((item: any) => item.signItemId)).toEqual([change.tpsId]);
  });

  it('refuses a change signed after the customer blocked the card, with the code the change would get now', async () => {
    const change = await pending(`${limitsPath}/sanne-dmc/permanent-limits/POS`, 'PUT', { limitValue: 2400 });
    expect((await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`)).status).toBe(200);
    expect(outcome(await sign(sanne, change.tpsId, change.code))).toEqual([409, 'MESSAGE_BAI540_1002']);
    expect(pos(await cardOf(sanne, 'sanne-dmc'))).toEqual(
      expect.objectContaining({ defaultLimitValue: 2500, limitChangeRequest: null }),
    );
    // Unblocked, the card takes a new change (nothing was left waiting).
    expect((await sanne.send('POST', `${cardsPath}/sanne-dmc/resumption`)).status).toBe(200);
    const again = await pending(`${limitsPath}/sanne-dmc/permanent-limits/POS`, 'PUT', { limitValue: 2400 });
    expect(outcome(await sign(sanne, again.tpsId, again.code))[0]).toBe(200);
    expect(pos(await cardOf(sanne, 'sanne-dmc')).defaultLimitValue).toBe(2400);
  });

  it('refuses a change signed after its card was replaced as defective, though the old card still works until the new one is activated', async () => {
    const change = await pending(`${limitsPath}/sanne-dmc/temporary-limits`, 'POST', {
      startDate: '2027-03-02',
      endDate: '2027-03-04',
      limitType: 'ATM',
      limitValue: 1000,
    });
    const old = await cardOf(sanne, 'sanne-dmc');
    const reissued = await sanne.send('POST', `${cardsPath}/sanne-dmc/reissue`, {
      body: { paymentInstrumentUsageId: old.paymentInstrumentUsageId, reason: 'DEFECT' },
    });
    expect(reissued.status).toBe(201);
    expect((await cardOf(sanne, 'sanne-dmc')).links.map((link: any) => link.action)).toContain(
      'CREATE_TEMPORARY_LIMIT_ATM',
    );
    expect(outcome(await sign(sanne, change.tpsId, change.code))).toEqual([409, 'INSTRUMENT_LIFECYCLE_INVALID']);
    for (const card of ['sanne-dmc', reissued.body.paymentInstrumentId]) {
      const atm = (await cardOf(sanne, card)).limits.find((limit: any) => limit.limitType === 'ATM');
      expect(atm.temporaryLimits ?? []).toEqual([]);
    }
  });

  it('still applies a change whose card is as it was', async () => {
    const change = await pending(`${limitsPath}/sanne-dmc/permanent-limits/POS`, 'PUT', { limitValue: 2400 });
    expect(outcome(await sign(sanne, change.tpsId, change.code))[0]).toBe(200);
    expect(pos(await cardOf(sanne, 'sanne-dmc')).defaultLimitValue).toBe(2400);
  });
});
