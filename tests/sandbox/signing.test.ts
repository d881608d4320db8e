import {
  cardOf,
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
} from './support/bank-client';

const posLimit = (card: any) => card.limits.find((limit: any) => limit.limitType === 'POS');

describe.each(storeVariants())('signing, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  async function changePos(value: number): Promise<{ tpsId: string; code: string }> {
    const answer = await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {
      body: { limitValue: value },
    });
    expect(answer.status).toBe(200);
    const item = (await pendingSignItems(started.url, 'sanne')).find(
      (candidate) => candidate.signItemId === answer.body.id.tpsId,
    );
    return { tpsId: answer.body.id.tpsId, code: item.code };
  }

  const sign = (client: Browser, tpsId: string, body: unknown) =>
    client.send('POST', `${signingPath}/${tpsId}/signature`, { body });

  it('shows what the item will do: card, limit, old and new value', async () => {
    const { tpsId } = await changePos(3200);
    const answer = await sanne.get(`${signingPath}/${tpsId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      expect.objectContaining({
        signItemId: tpsId,
        status: 'PENDING',
        operationType: 'changedDefaultPOSLimit',
        card: {
          paymentInstrumentId: 'sanne-dmc',
          maskedPan: '4821',
          accountId: expect.stringMatching(/^NL\d{2}DMBK\d{10}$/),
          cardHolder: 'S. de Vries',
        },
        change: { limitType: 'POS', oldValue: 2500, newValue: 3200 },
        attemptsLeft: 3,
      }),
    );
    expect(answer.body).not.toHaveProperty('code');
  });

  it('applies the change and clears limitChangeRequest when signed with the right code, once only', async () => {
    const { tpsId, code } = await changePos(3200);
    const signed = await sign(sanne, tpsId, { code });
    expect([signed.status, signed.body]).toEqual([
      200,
      { signItemId: tpsId, status: 'SIGNED', operationType: 'changedDefaultPOSLimit' },
    ]);
    expect(posLimit(await cardOf(sanne, 'sanne-dmc'))).toEqual(
      expect.objectContaining({ defaultLimitValue: 3200, limitChangeRequest: null }),
    );
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
    const again = await sign(sanne, tpsId, { code });
    expect([again.status, codeOf(again.body)]).toEqual([409, 'SIGN_ITEM_ALREADY_SIGNED']);
    // The card takes new changes again.
    expect(
      (await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/ATM`, { body: { limitValue: 600 } })).status,
    ).toBe(200);
  });

  it('refuses a wrong code, counts it, and locks the item after three, dropping the change', async () => {
    const { tpsId, code } = await changePos(3200);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await sign(sanne, tpsId, { code: wrong });
    expect([first.status, codeOf(first.body)]).toEqual([422, 'SIGNATURE_INVALID']);
    expect(first.body.errors[0].message).toMatch(/Attempts left: 2/);
    expect((await sanne.get(`${signingPath}/${tpsId}`)).body.attemptsLeft).toBe(2);
    expect(codeOf((await sign(sanne, tpsId, { code: wrong })).body)).toBe('SIGNATURE_INVALID');
    const third = await sign(sanne, tpsId, { code: wrong });
    expect([third.status, codeOf(third.body)]).toEqual([423, 'SIGN_ITEM_LOCKED']);
    const tooLate = await sign(sanne, tpsId, { code });
    expect([tooLate.status, codeOf(tooLate.body)]).toEqual([423, 'SIGN_ITEM_LOCKED']);
    expect(posLimit(await cardOf(sanne, 'sanne-dmc'))).toEqual(
      expect.objectContaining({ defaultLimitValue: 2500, limitChangeRequest: null }),
    );
    expect(
      (await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3100 } })).status,
    ).toBe(200);
  });

  it('refuses someone else’s item, an unknown item and a body without a code', async () => {
    const pieter = await login(started.url, 'pieter');
    const [seeded] = await pendingSignItems(started.url, 'pieter');
    const peek = await sanne.get(`${signingPath}/${seeded.signItemId}`);
    expect([peek.status, codeOf(peek.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
    const steal = await sign(sanne, seeded.signItemId, { code: seeded.code });
    expect([steal.status, codeOf(steal.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
    expect((await pendingSignItems(started.url, 'pieter'))[0].attemptsLeft).toBe(3);
    const unknown = await sign(pieter, 'no-such-item', { code: '123456' });
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'SIGN_ITEM_NOT_FOUND']);
    for (const body of [{}, { code: 135790 }, { code: '' }, 'code']) {
      const answer = await sign(pieter, seeded.signItemId, body);
      expect([answer.status, codeOf(answer.body)]).toEqual([400, 'REQUEST_INVALID']);
    }
    expect((await sign(pieter, seeded.signItemId, { code: seeded.code })).status).toBe(200);
    expect((await cardOf(pieter, 'pieter-private-banking')).limits[0]).toEqual(
      expect.objectContaining({ limitType: 'ECOM', defaultLimitValue: 2500, limitChangeRequest: null }),
    );
  });

  it('signs temporary creations, changes and deletions into the card', async () => {
    const created = await sanne.send('POST', `${limitsPath}/sanne-dmc/temporary-limits`, {
      body: { limitType: 'POS', limitValue: 4200, startDate: '2027-03-02', endDate: '2027-03-03' },
    });
    const [item] = await pendingSignItems(started.url, 'sanne');
    expect(item).toEqual(
      expect.objectContaining({ signItemId: created.body.id.tpsId, operationType: 'newTemporaryPOSLimit' }),
    );
    expect((await sign(sanne, item.signItemId, { code: item.code })).status).toBe(200);
    const entry = posLimit(await cardOf(sanne, 'sanne-dmc')).temporaryLimits[0];
    expect(entry).toEqual(
      expect.objectContaining({ limitValue: 4200, startDate: '2027-03-02', endDate: '2027-03-03' }),
    );
    await sanne.send('DELETE', `${limitsPath}/sanne-dmc/temporary-limits/${entry.temporaryLimitId}`);
    const [deletion] = await pendingSignItems(started.url, 'sanne');
    expect(deletion.operationType).toBe('deletedTemporaryPOSLimit');
    expect(posLimit(await cardOf(sanne, 'sanne-dmc')).temporaryLimits).toHaveLength(1);
    expect((await sign(sanne, deletion.signItemId, { code: deletion.code })).status).toBe(200);
    expect(posLimit(await cardOf(sanne, 'sanne-dmc')).temporaryLimits).toEqual([]);
  });

  it('shows the confirmation code, as the bank’s app would, only to the item’s customer and only while it can be signed', async () => {
    const { tpsId, code } = await changePos(3300);
    const shown = await sanne.send('POST', `${signingPath}/${tpsId}/device-code`);
    expect([shown.status, shown.body]).toEqual([200, { code }]);
    const pieter = await login(started.url, 'pieter');
    const peek = await pieter.send('POST', `${signingPath}/${tpsId}/device-code`);
    expect([peek.status, codeOf(peek.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
    expect(codeOf((await sanne.send('POST', `${signingPath}/no-such-item/device-code`)).body)).toBe(
      'SIGN_ITEM_NOT_FOUND',
    );
    expect((await sign(sanne, tpsId, { code })).status).toBe(200);
    const afterwards = await sanne.send('POST', `${signingPath}/${tpsId}/device-code`);
    expect([afterwards.status, codeOf(afterwards.body)]).toEqual([409, 'SIGN_ITEM_ALREADY_SIGNED']);
  });

  it('lists pending items with their codes for tests, per customer', async () => {
    await changePos(3300);
    const all = (await control(started.url).get('/sandbox/sign-items')).body.signItems;
    expect(all.map((item: any) => item.customer).sort()).toEqual(['pieter', 'sanne']);
    for (const item of all) expect(item.code).toMatch(/^\d{6}$/);
    // Signed ones only when asked for: here only those of Sanne's seeded history, oldest first.
    const signed = (await control(started.url).get('/sandbox/sign-items?status=SIGNED')).body.signItems;
    expect(signed.map((item: any) => [item.signItemId, item.status])).toEqual([
      ['seed-sanne-dmc-3', 'SIGNED'],
      ['seed-sanne-dmc-8', 'SIGNED'],
      ['seed-sanne-dmc-11', 'SIGNED'],
    ]);
  });
});
