import {
  cardOf,
  codeOf,
  limitsPath,
  login,
  pendingSignItems,
  reset,
  storeVariants,
  useSandbox,
  type Browser,
} from './support/bank-client';

const permanent = (card: string, type: string) => `${limitsPath}/${card}/permanent-limits/${type}`;
const temporaries = (card: string) => `${limitsPath}/${card}/temporary-limits`;
const period = (limitType: unknown, limitValue: unknown, startDate: unknown, endDate: unknown) => ({
  startDate,
  limitType,
  limitValue,
  endDate,
});
const limitOf = (card: any, type: string) => card.limits.find((limit: any) => limit.limitType === type);

async function signAll(url: string, client: Browser, customer: string) {
  for (const item of await pendingSignItems(url, customer)) {
    const answer = await client.send('POST', `/portal/apis/signing/v1/sign-items/${item.signItemId}/signature`, {
      body: { code: item.code },
    });
    expect(answer.status).toBe(200);
  }
}

describe.each(storeVariants())('limits, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;
  let pieter: Browser;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
    pieter = await login(started.url, 'pieter');
  });

  async function expectRefused(
    client: Browser,
    method: string,
    path: string,
    body: unknown,
    status: number,
    code: string,
  ) {
    const before = await cardOf(client, path.split('/')[4]!);
    const answer = await client.send(method, path, body === undefined ? {} : { body });
    expect([answer.status, codeOf(answer.body)]).toEqual([status, code]);
    expect(await cardOf(client, path.split('/')[4]!)).toEqual(before);
  }

  describe('a permanent change', () => {
    it('answers its sign item and stays pending: limitChangeRequest is set and every other change is refused with 1003', async () => {
      const answer = await sanne.send('PUT', permanent('sanne-dmc', 'POS'), { body: { limitValue: 3000 } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ id: { sourceId: expect.any(String), tpsId: expect.any(String) } });
      const card = await cardOf(sanne, 'sanne-dmc');
      expect(limitOf(card, 'POS').defaultLimitValue).toBe(2500);
      expect(limitOf(card, 'POS').limitChangeRequest).toEqual(
        expect.objectContaining({
          tpsId: answer.body.id.tpsId,
          operationType: 'changedDefaultPOSLimit',
          limitValue: 3000,
        }),
      );
      expect(limitOf(card, 'ATM').limitChangeRequest).toBeNull();
      const [item] = await pendingSignItems(started.url, 'sanne');
      expect(item).toEqual(
        expect.objectContaining({
          signItemId: answer.body.id.tpsId,
          adapterId: answer.body.id.sourceId,
          change: { limitType: 'POS', oldValue: 2500, newValue: 3000 },
        }),
      );
      await expectRefused(sanne, 'PUT', permanent('sanne-dmc', 'ATM'), { limitValue: 300 }, 409, 'MESSAGE_BAI540_1003');
      await expectRefused(
        sanne,
        'POST',
        temporaries('sanne-dmc'),
        period('ATM', 300, '2027-03-02', '2027-03-02'),
        409,
        'MESSAGE_BAI540_1003',
      );
    });

    it('serves ECOM, POS and ATM, and signing applies it', async () => {
      for (const [type, value] of [
        ['ECOM', 2000],
        ['POS', 4000],
        ['ATM', 1000],
      ] as const) {
        expect((await sanne.send('PUT', permanent('sanne-dmc', type), { body: { limitValue: value } })).status).toBe(
          200,
        );
        await signAll(started.url, sanne, 'sanne');
        expect(limitOf(await cardOf(sanne, 'sanne-dmc'), type)).toEqual(
          expect.objectContaining({ defaultLimitValue: value, limitChangeRequest: null }),
        );
      }
    });

    it('is refused by each of the bank’s rules with its code, in the messages format', async () => {
      await expectRefused(
        sanne,
        'PUT',
        permanent('sanne-dmc', 'ECOM'),
        { limitValue: 1500 },
        422,
        'MESSAGE_BAI540_1029',
      );
      await expectRefused(
        sanne,
        'PUT',
        permanent('sanne-dmc', 'POS'),
        { limitValue: 5001 },
        422,
        'MESSAGE_BAI540_1011',
      );
      // pieter-limited's account holds € 640.25: raising the payment limit past it needs the money.
      await expectRefused(
        pieter,
        'PUT',
        permanent('pieter-limited', 'POS'),
        { limitValue: 1000 },
        422,
        'MESSAGE_BAI540_0072',
      );
      await expectRefused(
        pieter,
        'PUT',
        permanent('pieter-limited', 'ATM'),
        { limitValue: 100 },
        409,
        'MESSAGE_BAI540_1002',
      );
      await expectRefused(
        pieter,
        'PUT',
        permanent('pieter-private-banking', 'POS'),
        { limitValue: 6000 },
        409,
        'MESSAGE_BAI540_1003',
      );
      await expectRefused(
        sanne,
        'PUT',
        permanent('sanne-maestro', 'POS'),
        { limitValue: 1500 },
        409,
        'MESSAGE_BAI540_1002',
      );
      const refused = await sanne.send('PUT', permanent('sanne-dmc', 'ECOM'), { body: { limitValue: 1500 } });
      expect(refused.body).toEqual({
        messages: [
          { messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_1029', traceId: refused.headers.get('trace-id') },
        ],
      });
    });

    it('lowering a limit needs no money on the account', async () => {
      expect((await pieter.send('PUT', permanent('pieter-limited', 'POS'), { body: { limitValue: 100 } })).status).toBe(
        200,
      );
    });

    it('refuses unreadable fields with the field codes', async () => {
      const cases: [unknown, string][] = [
        [{}, 'LIMIT_VALUE_MISSING'],
        [{ limitValue: null }, 'LIMIT_VALUE_MISSING'],
        [{ limitValue: '3000' }, 'LIMIT_VALUE_INVALID'],
        [{ limitValue: 10.5 }, 'LIMIT_VALUE_INVALID'],
        [{ limitValue: -1 }, 'LIMIT_VALUE_INVALID'],
        [{ limitValue: 1e300 }, 'LIMIT_VALUE_INVALID'],
        [[3000], 'REQUEST_INVALID'],
      ];
      for (const [body, code] of cases)
        await expectRefused(sanne, 'PUT', permanent('sanne-dmc', 'POS'), body, 400, code);
      await expectRefused(
        sanne,
        'PUT',
        permanent('sanne-dmc', 'GOLD'),
        { limitValue: 3000 },
        400,
        'LIMIT_TYPE_NOT_FOUND',
      );
    });

    it('refuses another customer’s card and an unknown card', async () => {
      const foreign = await sanne.send('PUT', permanent('pieter-limited', 'POS'), { body: { limitValue: 100 } });
      expect([foreign.status, codeOf(foreign.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
      const unknown = await sanne.send('PUT', permanent('no-such-card', 'POS'), { body: { limitValue: 100 } });
      expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'INSTRUMENT_NOT_FOUND']);
      expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
    });
  });

  describe('a temporary limit', () => {
    it('is created pending, then exists once signed', async () => {
      const created = await sanne.send('POST', temporaries('sanne-dmc'), {
        body: period('ATM', 1000, '2027-03-02', '2027-03-05'),
      });
      expect(created.status).toBe(201);
      expect(created.body.id.tpsId).toEqual(expect.any(String));
      expect(limitOf(await cardOf(sanne, 'sanne-dmc'), 'ATM').temporaryLimits).toEqual([]);
      await signAll(started.url, sanne, 'sanne');
      expect(limitOf(await cardOf(sanne, 'sanne-dmc'), 'ATM').temporaryLimits).toEqual([
        { temporaryLimitId: expect.any(String), limitValue: 1000, startDate: '2027-03-02', endDate: '2027-03-05' },
      ]);
    });

    it('is refused by each date rule with its code', async () => {
      const cases: [unknown, number, string][] = [
        [period('ATM', 1000, undefined, '2027-03-05'), 400, 'START_DATE_MISSING'],
        [period('ATM', 1000, '2027-03-02', undefined), 400, 'END_DATE_MISSING'],
        [period('ATM', 1000, '2027-02-30', '2027-03-05'), 400, 'START_DATE_INVALID'],
        [period('ATM', 1000, '2027-03-02', '2027-13-01'), 400, 'END_DATE_INVALID'],
        [period('ATM', 1000, '2 maart', '2027-03-05'), 400, 'START_DATE_INVALID'],
        [period('ATM', 1000, '2027-03-05', '2027-03-02'), 400, 'END_DATE_INVALID'],
        [period('ATM', 1000, '2027-02-26', '2027-03-02'), 400, 'START_DATE_INVALID'],
        [period('ATM', 1000, '2027-09-08', '2027-09-08'), 400, 'START_DATE_INVALID'],
        [period('ATM', 1000, '2027-03-02', '2028-03-03'), 422, 'MESSAGE_BAI540_0050'],
        [period('ATM', 1000, '2027-03-06', '2027-03-08'), 422, 'MESSAGE_BAI540_0051'],
        [period('ATM', 1000, '2027-03-25', '2027-03-29'), 422, 'MESSAGE_BAI540_0052'],
        [period('ATM', 2501, '2027-03-02', '2027-03-02'), 422, 'MESSAGE_BAI540_1011'],
        [period('ECOM', 500, '2027-03-02', '2027-03-02'), 400, 'LIMIT_TYPE_NOT_FOUND'],
        [period(undefined, 500, '2027-03-02', '2027-03-02'), 400, 'LIMIT_TYPE_NOT_FOUND'],
        [period('ATM', undefined, '2027-03-02', '2027-03-02'), 400, 'LIMIT_VALUE_MISSING'],
      ];
      for (const [body, status, code] of cases)
        await expectRefused(sanne, 'POST', temporaries('sanne-dmc'), body, status, code);
    });

    it('may not overlap another of its type (TEMPORARY_LIMIT_OVERLAPS), but may overlap one of the other type', async () => {
      await expectRefused(
        sanne,
        'POST',
        temporaries('sanne-travel'),
        period('POS', 3000, '2027-03-10', '2027-03-12'),
        409,
        'TEMPORARY_LIMIT_OVERLAPS',
      );
      expect(
        (
          await sanne.send('POST', temporaries('sanne-travel'), {
            body: period('ATM', 1000, '2027-03-10', '2027-03-12'),
          })
        ).status,
      ).toBe(201);
    });

    it('refuses a new one equal to the permanent limit with 1013: for its days nothing would change (issue 33, item 7)', async () => {
      await expectRefused(
        sanne,
        'POST',
        temporaries('sanne-dmc'),
        period('ATM', 500, '2027-04-05', '2027-04-06'),
        422,
        'MESSAGE_BAI540_1013',
      );
    });

    it('counts at most three of a type at once; a fourth is refused with 1008', async () => {
      const periods = [
        ['2027-04-05', '2027-04-06'],
        ['2027-05-03', '2027-05-04'],
        ['2027-06-07', '2027-06-08'],
      ];
      for (const [start, end] of periods) {
        expect(
          (await sanne.send('POST', temporaries('sanne-dmc'), { body: period('ATM', 800, start, end) })).status,
        ).toBe(201);
        await signAll(started.url, sanne, 'sanne');
      }
      await expectRefused(
        sanne,
        'POST',
        temporaries('sanne-dmc'),
        period('ATM', 800, '2027-07-05', '2027-07-06'),
        409,
        'MESSAGE_BAI540_1008',
      );
    });

    it('is changed and deleted through sign items, and an unknown one is TEMPORARY_LIMIT_NOT_FOUND', async () => {
      const path = `${temporaries('sanne-travel')}/tl-sanne-travel-1`;
      await expectRefused(
        sanne,
        'PUT',
        path,
        period('POS', 4000, '2027-03-08', '2027-03-18'),
        422,
        'MESSAGE_BAI540_1013',
      );
      const changed = await sanne.send('PUT', path, { body: period('POS', 4500, '2027-03-08', '2027-03-19') });
      expect(changed.status).toBe(200);
      const [item] = await pendingSignItems(started.url, 'sanne');
      expect(item.change).toEqual({
        limitType: 'POS',
        oldValue: 4000,
        newValue: 4500,
        startDate: '2027-03-08',
        endDate: '2027-03-19',
        oldStartDate: '2027-03-08',
        oldEndDate: '2027-03-18',
        temporaryLimitId: 'tl-sanne-travel-1',
      });
      expect(item.operationType).toBe('changedTemporaryPOSLimit');
      await signAll(started.url, sanne, 'sanne');
      expect(limitOf(await cardOf(sanne, 'sanne-travel'), 'POS').temporaryLimits[0]).toEqual({
        temporaryLimitId: 'tl-sanne-travel-1',
        limitValue: 4500,
        startDate: '2027-03-08',
        endDate: '2027-03-19',
      });

      const deleted = await sanne.send('DELETE', path);
      expect([deleted.status, Object.keys(deleted.body.id)]).toEqual([200, ['sourceId', 'tpsId']]);
      await signAll(started.url, sanne, 'sanne');
      expect(limitOf(await cardOf(sanne, 'sanne-travel'), 'POS').temporaryLimits).toEqual([]);

      const gone = await sanne.send('DELETE', path);
      expect([gone.status, codeOf(gone.body)]).toEqual([404, 'TEMPORARY_LIMIT_NOT_FOUND']);
      const unknownChange = await sanne.send('PUT', `${temporaries('sanne-travel')}/tl-unknown`, {
        body: period('POS', 100, '2027-03-08', '2027-03-09'),
      });
      expect([unknownChange.status, codeOf(unknownChange.body)]).toEqual([404, 'TEMPORARY_LIMIT_NOT_FOUND']);
    });

    it('needs the card’s link action for its type (1005)', async () => {
      await expectRefused(
        pieter,
        'POST',
        temporaries('pieter-limited'),
        period('ATM', 300, '2027-03-02', '2027-03-02'),
        409,
        'MESSAGE_BAI540_1005',
      );
    });
  });
});
