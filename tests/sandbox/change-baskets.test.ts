import {
  cardOf,
  cardsPath,
  codeOf,
  control,
  env,
  limitsPath,
  login,
  pendingSignItems,
  reset,
  signingPath,
  storeVariants,
  useSandbox,
  type Browser,
} from './support/bank-client';

const basketPath = (card: string) => env.changeBasketPath!.replace('{paymentInstrumentId}', card);
// Sandbox day 2027-03-01 (a Monday): a trip from Friday 5 to Friday 19 March.
const temporary = (limitType: string, limitValue: number, startDate = '2027-03-05', endDate = '2027-03-19') => ({
  operation: 'createTemporaryLimit',
  body: { startDate, limitType, limitValue, endDate },
});
const TRIP = { changes: [temporary('POS', 4000), temporary('ATM', 1000)] };

const limitOf = (card: any, type: string) => card.limits.find((limit: any) => limit.limitType === type);
const temporariesOf = (card: any) =>
  card.limits.flatMap((limit: any) =>
    (limit.temporaryLimits ?? []).map((entry: any) => [
      limit.limitType,
      entry.limitValue,
      entry.startDate,
      entry.endDate,
    ]),
  );

describe.each(storeVariants())('change baskets (issue 35), on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  const sign = (tpsId: string, code: string) =>
    sanne.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code } });

  /** The card as it stands, and that nothing waits on it. */
  async function expectUntouched(before: any) {
    const after = await cardOf(sanne, 'sanne-dmc');
    expect(after.limits).toEqual(before.limits);
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
  }

  it('takes several changes under one sign item; signing it applies them all', async () => {
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: { sourceId: expect.any(String), tpsId: expect.any(String) }, changes: 2 });
    const waiting = await cardOf(sanne, 'sanne-dmc');
    // Each limit shows its own change, signed with the basket's one item.
    expect(limitOf(waiting, 'POS').limitChangeRequest).toMatchObject({ tpsId: answer.body.id.tpsId, limitValue: 4000 });
    expect(limitOf(waiting, 'ATM').limitChangeRequest).toMatchObject({ tpsId: answer.body.id.tpsId, limitValue: 1000 });
    const items = await pendingSignItems(started.url, 'sanne');
    expect(items.map((item) => item.signItemId)).toEqual([answer.body.id.tpsId]);

    expect((await sign(answer.body.id.tpsId, items[0].code)).status).toBe(200);
    const signed = await cardOf(sanne, 'sanne-dmc');
    expect(temporariesOf(signed)).toEqual(
      expect.arrayContaining([
        ['POS', 4000, '2027-03-05', '2027-03-19'],
        ['ATM', 1000, '2027-03-05', '2027-03-19'],
      ]),
    );
    expect(signed.limits.map((limit: any) => limit.limitChangeRequest)).toEqual([null, null, null]);
    // Each change its own entry in the card's history, signed with the basket.
    const history = await sanne.get(`${cardsPath}/sanne-dmc/history?limit=2`);
    expect(
      history.body.changes.map((entry: any) => [entry.type, entry.operation, entry.limitType, entry.signing]).sort(),
    ).toEqual([
      ['LIMIT_CHANGED', 'createTemporary', 'ATM', 'SIGNED'],
      ['LIMIT_CHANGED', 'createTemporary', 'POS', 'SIGNED'],
    ]);
  });

  it('is described whole to whoever signs it: the sign item, the control list and the "to sign" page name every change', async () => {
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    const described = await sanne.get(`${signingPath}/${answer.body.id.tpsId}`);
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({
      operationType: 'newTemporaryPOSLimit',
      change: { limitType: 'POS', oldValue: 2500, newValue: 4000, startDate: '2027-03-05', endDate: '2027-03-19' },
      basket: [
        {
          operationType: 'newTemporaryATMLimit',
          change: { limitType: 'ATM', oldValue: 500, newValue: 1000, startDate: '2027-03-05', endDate: '2027-03-19' },
        },
      ],
    });
    const [listed] = await pendingSignItems(started.url, 'sanne');
    expect(listed.basket).toEqual(described.body.basket);
    const page = await sanne.get('/en/my-overview/to-sign/');
    const text = String(page.body).replace(/<[^>]*>/g, ' ');
    expect(text).toMatch(/Payment limit[\s\S]*€4,000\.00[\s\S]*Withdrawal limit[\s\S]*€1,000\.00/);
  });

  it('while it waits, refuses any other limit change with 1003, and a change of the basket is no sign item of its own', async () => {
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    const other = await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/ECOM`, {
      body: { limitValue: 2000 },
    });
    expect([other.status, codeOf(other.body)]).toEqual([409, 'MESSAGE_BAI540_1003']);
    const second = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    expect(codeOf(second.body)).toBe('MESSAGE_BAI540_1003');
    const atm = limitOf(await cardOf(sanne, 'sanne-dmc'), 'ATM').limitChangeRequest;
    expect(atm.tpsId).toBe(answer.body.id.tpsId);
  });

  it('refuses the whole basket with the first refusal when a later change breaks a rule: nothing waits', async () => {
    const before = await cardOf(sanne, 'sanne-dmc');
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), {
      body: { changes: [temporary('POS', 4000), temporary('ATM', 9999)] },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(codeOf(answer.body)).toBe('MESSAGE_BAI540_1011'); // over the ATM maximum
    await expectUntouched(before);
  });

  it('checks each change on the card as the ones before it leave it: two overlapping periods of one limit are refused', async () => {
    const before = await cardOf(sanne, 'sanne-dmc');
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), {
      body: { changes: [temporary('POS', 4000), temporary('POS', 3000, '2027-03-12', '2027-03-26')] },
    });
    expect(codeOf(answer.body)).toBe('TEMPORARY_LIMIT_OVERLAPS');
    await expectUntouched(before);
  });

  it('leaves nothing changed when a failure is injected after the first change, and uses the fault up', async () => {
    const before = await cardOf(sanne, 'sanne-dmc');
    const armed = await control(started.url).send('POST', '/sandbox/faults', {
      body: { method: 'POST', path: `${basketPath('*')}/changes/1`, status: 500, times: 1 },
    });
    expect(armed.status).toBe(201);
    const failed = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    expect([failed.status, codeOf(failed.body), failed.headers.get('sandbox-fault')]).toEqual([
      500,
      'INTERNAL_SERVER_ERROR',
      String(armed.body.id),
    ]);
    await expectUntouched(before);
    expect((await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP })).status).toBe(201);
  });

  it('applies nothing when a failure is injected into its signature after the first change; signed again, all of it', async () => {
    const before = await cardOf(sanne, 'sanne-dmc');
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    const [item] = await pendingSignItems(started.url, 'sanne');
    await control(started.url).send('POST', '/sandbox/faults', {
      body: { method: 'POST', path: `${signingPath}/*/signature/changes/1`, status: 503, times: 1 },
    });
    expect((await sign(answer.body.id.tpsId, item.code)).status).toBe(503);
    expect(temporariesOf(await cardOf(sanne, 'sanne-dmc'))).toEqual(temporariesOf(before));
    expect((await pendingSignItems(started.url, 'sanne')).length).toBe(1);
    expect((await sign(answer.body.id.tpsId, item.code)).status).toBe(200);
    expect(temporariesOf(await cardOf(sanne, 'sanne-dmc'))).toHaveLength(temporariesOf(before).length + 2);
  });

  it('races with another tab: of a basket and a single change asked at once, exactly one waits', async () => {
    const other = await login(started.url, 'sanne');
    const [basket, single] = await Promise.all([
      sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP }),
      other.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/ECOM`, { body: { limitValue: 2000 } }),
    ]);
    const accepted = [basket, single].filter((answer) => answer.status < 300);
    expect(accepted).toHaveLength(1);
    expect(codeOf([basket, single].find((answer) => answer.status >= 300)!.body)).toBe('MESSAGE_BAI540_1003');
    const card = await cardOf(sanne, 'sanne-dmc');
    const waiting = card.limits.filter((limit: any) => limit.limitChangeRequest !== null).map((l: any) => l.limitType);
    expect(waiting.sort()).toEqual(basket.status < 300 ? ['ATM', 'POS'] : ['ECOM']);
  });

  it('races with another tab while it waits: a region change goes through, a block since makes signing apply nothing', async () => {
    const other = await login(started.url, 'sanne');
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    const [item] = await pendingSignItems(started.url, 'sanne');
    const region = await other.send('POST', `${cardsPath}/sanne-dmc/temporary-geo-profiles`, {
      body: { startDate: '2027-03-05', endDate: '2027-03-19', geoProfile: 'WORLD' },
    });
    expect(region.status).toBeLessThan(300);
    expect((await other.send('POST', `${cardsPath}/sanne-dmc/suspension`)).status).toBe(200);
    const before = temporariesOf(await cardOf(sanne, 'sanne-dmc'));
    const signed = await sign(answer.body.id.tpsId, item.code);
    expect([signed.status, codeOf(signed.body)]).toEqual([409, 'MESSAGE_BAI540_1005']);
    expect(temporariesOf(await cardOf(sanne, 'sanne-dmc'))).toEqual(before);
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
  });

  it('is withdrawn whole when the card was replaced while it waited: signing applies nothing', async () => {
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    const [item] = await pendingSignItems(started.url, 'sanne');
    const card = await cardOf(sanne, 'sanne-dmc');
    const reissue = await sanne.send('POST', `${cardsPath}/sanne-dmc/reissue`, {
      body: { paymentInstrumentUsageId: card.paymentInstrumentUsageId, reason: 'DEFECT' },
    });
    expect(reissue.status).toBe(201);
    const signed = await sign(answer.body.id.tpsId, item.code);
    expect(codeOf(signed.body)).toBe('INSTRUMENT_LIFECYCLE_INVALID');
    expect(temporariesOf(await cardOf(sanne, 'sanne-dmc'))).toEqual(temporariesOf(card));
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
    const history = await sanne.get(`${cardsPath}/sanne-dmc/history?limit=5`);
    const limitEntries = history.body.changes.filter((entry: any) => entry.type === 'LIMIT_CHANGED');
    expect(limitEntries.slice(0, 2).map((entry: any) => entry.signing)).toEqual(['WITHDRAWN', 'WITHDRAWN']);
  });

  it('locks whole after three wrong codes: no change of it waits any more', async () => {
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP });
    for (let attempt = 0; attempt < 3; attempt += 1) await sign(answer.body.id.tpsId, 'wrong!');
    const card = await cardOf(sanne, 'sanne-dmc');
    expect(card.limits.map((limit: any) => limit.limitChangeRequest)).toEqual([null, null, null]);
    expect((await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP })).status).toBe(201);
  });

  it.each([
    ['no list', {}],
    ['an empty list', { changes: [] }],
    ['seven changes', { changes: Array.from({ length: 7 }, () => temporary('POS', 3000)) }],
    ['an operation that is no limit call', { changes: [{ operation: 'block' }] }],
    ['a delete without its id', { changes: [{ operation: 'deleteTemporaryLimit' }] }],
  ])('refuses a body with %s as REQUEST_INVALID, naming what is wrong', async (_name, body) => {
    const answer = await sanne.send('POST', basketPath('sanne-dmc'), { body });
    expect([answer.status, codeOf(answer.body)]).toEqual([400, 'REQUEST_INVALID']);
  });

  it("is another customer's card's 403, and an unknown card's 404", async () => {
    const pieter = await login(started.url, 'pieter');
    expect(codeOf((await pieter.send('POST', basketPath('sanne-dmc'), { body: TRIP })).body)).toBe(
      'SUBJECT_NOT_ALLOWED',
    );
    expect(codeOf((await sanne.send('POST', basketPath('nobody'), { body: TRIP })).body)).toBe('INSTRUMENT_NOT_FOUND');
  });
});

describe('a bank without baskets (no changeBasketPath in the Environment)', () => {
  const { changeBasketPath: _path, ...withoutBaskets } = env;
  const started = useSandbox({ environment: withoutBaskets });

  it('has no such call: 404', async () => {
    const sanne = await login(started.url, 'sanne');
    expect((await sanne.send('POST', basketPath('sanne-dmc'), { body: TRIP })).status).toBe(404);
  });
});
