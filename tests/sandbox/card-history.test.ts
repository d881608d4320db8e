import {
  addDays,
  bankDateTimeOf,
  instantAtBankTime,
  parseCardHistoryPage,
  type CardHistoryEntry,
  type IsoDate,
} from '../../domain/index';
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
  TODAY,
  useSandbox,
  type Browser,
} from './support/bank-client';

const historyOf = (card: string, query = '') => `${cardsPath}/${card}/history${query}`;
const today = TODAY as IsoDate;
const daysAgo = (days: number) => addDays(today, -days);

/** The history as the domain's parser reads it (so the sandbox and every channel agree on its shape). */
async function history(
  client: Browser,
  card: string,
  query = '',
): Promise<{ changes: readonly CardHistoryEntry[]; hasMore: boolean }> {
  const answer = await client.get(historyOf(card, query));
  expect(answer.status).toBe(200);
  const page = parseCardHistoryPage(answer.body);
  if (!page.ok) throw new Error(`not a history page (${page.error.at}): ${JSON.stringify(answer.body)}`);
  return page.value;
}

/** An entry without its id and time: what changed. */
const what = ({ id: _id, occurredAt: _at, ...change }: CardHistoryEntry) => change;

describe.each(storeVariants())('the card’s change history, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  it('holds Sanne’s seeded months, newest first, dated relative to the sandbox date, a page of 10 then the rest', async () => {
    const first = await history(sanne, 'sanne-dmc');
    expect(first.changes).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.changes[0]).toEqual(
      expect.objectContaining({
        occurredAt: instantAtBankTime(daysAgo(3), '14:05'),
        type: 'LIMIT_CHANGED',
        operation: 'changeDefault',
        limitType: 'ECOM',
      }),
    );
    expect(what(first.changes[0]!)).toEqual({
      type: 'LIMIT_CHANGED',
      operation: 'changeDefault',
      limitType: 'ECOM',
      before: { limitValue: 1000 },
      after: { limitValue: 1500 },
      signing: 'SIGNED',
      signBy: daysAgo(3),
    });
    const rest = await history(sanne, 'sanne-dmc', `?startingAfter=${first.changes[9]!.id}`);
    expect(rest).toEqual({
      changes: [expect.objectContaining({ type: 'BLOCKED', occurredAt: instantAtBankTime(daysAgo(75), '22:14') })],
      hasMore: false,
    });
    const all = [...first.changes, ...rest.changes];
    expect(all.map((entry) => entry.type)).toEqual([
      'LIMIT_CHANGED',
      'TEMPORARY_REGION_DELETED',
      'TEMPORARY_REGION_ADDED',
      'LIMIT_CHANGED',
      'LIMIT_CHANGED',
      'TEMPORARY_REGION_ADDED',
      'DEFAULT_REGION_CHANGED',
      'DEFAULT_REGION_CHANGED',
      'LIMIT_CHANGED',
      'UNBLOCKED',
      'BLOCKED',
    ]);
    // Not signed in time, asked again the next morning and signed.
    expect(
      all
        .filter((entry) => entry.type === 'LIMIT_CHANGED' && entry.operation === 'createTemporary')
        .map((entry) => (entry as { signing: string }).signing),
    ).toEqual(['SIGNED', 'EXPIRED']);
    expect(all.map((entry) => entry.occurredAt)).toEqual(
      all
        .map((entry) => entry.occurredAt)
        .sort()
        .reverse(),
    );
  });

  it('pages by entry id: any page size up to 50, and the next page starts after the last entry', async () => {
    const three = await history(sanne, 'sanne-dmc', '?limit=3');
    expect([three.changes.length, three.hasMore]).toEqual([3, true]);
    const next = await history(sanne, 'sanne-dmc', `?limit=3&startingAfter=${three.changes[2]!.id}`);
    const whole = await history(sanne, 'sanne-dmc', '?limit=50');
    expect([whole.changes.length, whole.hasMore]).toEqual([11, false]);
    expect([...three.changes, ...next.changes]).toEqual(whole.changes.slice(0, 6));
    // A change made between two pages does not move the older entries.
    await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`);
    expect((await history(sanne, 'sanne-dmc', `?limit=3&startingAfter=${three.changes[2]!.id}`)).changes).toEqual(
      next.changes,
    );
  });

  it('records each acknowledged change with what it changed, at the sandbox date', async () => {
    const before = (await history(sanne, 'sanne-dmc', '?limit=1')).changes[0]!;
    expect((await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`)).status).toBe(200);
    expect((await sanne.send('POST', `${cardsPath}/sanne-dmc/resumption`)).status).toBe(200);
    expect(
      (await sanne.send('PATCH', `${cardsPath}/sanne-dmc/geo-profile`, { body: { defaultGeoProfile: 'WORLD' } }))
        .status,
    ).toBe(200);
    const added = await sanne.send('POST', `${cardsPath}/sanne-dmc/temporary-geo-profiles`, {
      body: { geoProfile: 'EUR', startDate: '2027-03-03', endDate: '2027-03-05' },
    });
    expect(added.status).toBe(201);
    const { temporaryGeoProfileId } = added.body;
    expect(
      (await sanne.send('DELETE', `${cardsPath}/sanne-dmc/temporary-geo-profiles/${temporaryGeoProfileId}`)).status,
    ).toBe(200);
    expect(
      (await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3300 } })).status,
    ).toBe(200);

    const { changes } = await history(sanne, 'sanne-dmc', '?limit=7');
    expect(changes.map(what)).toEqual([
      {
        type: 'LIMIT_CHANGED',
        operation: 'changeDefault',
        limitType: 'POS',
        before: { limitValue: 2500 },
        after: { limitValue: 3300 },
        signing: 'PENDING',
        signBy: today,
      },
      {
        type: 'TEMPORARY_REGION_DELETED',
        temporaryGeoProfileId,
        geoProfile: 'EUR',
        startDate: '2027-03-03',
        endDate: '2027-03-05',
      },
      {
        type: 'TEMPORARY_REGION_ADDED',
        temporaryGeoProfileId,
        geoProfile: 'EUR',
        startDate: '2027-03-03',
        endDate: '2027-03-05',
      },
      { type: 'DEFAULT_REGION_CHANGED', before: 'EUR', after: 'WORLD' },
      { type: 'UNBLOCKED' },
      { type: 'BLOCKED' },
      what(before),
    ]);
    for (const entry of changes.slice(0, 6)) expect(bankDateTimeOf(entry.occurredAt).date).toBe(TODAY);
  });

  it('shows a limit change pending, then signed; a refused change leaves no entry', async () => {
    const asked = await sanne.send('POST', `${limitsPath}/sanne-dmc/temporary-limits`, {
      body: { limitType: 'ATM', limitValue: 1000, startDate: '2027-03-02', endDate: '2027-03-04' },
    });
    expect(asked.status).toBe(201);
    const count = (await history(sanne, 'sanne-dmc', '?limit=50')).changes.length;
    // A change while one waits, and a region that is already the default: refused, not recorded.
    expect(
      (await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/ECOM`, { body: { limitValue: 900 } })).status,
    ).toBe(409);
    expect(
      (await sanne.send('PATCH', `${cardsPath}/sanne-dmc/geo-profile`, { body: { defaultGeoProfile: 'EUR' } })).status,
    ).toBe(422);
    expect((await history(sanne, 'sanne-dmc', '?limit=50')).changes).toHaveLength(count);

    const [item] = await pendingSignItems(started.url, 'sanne');
    expect(
      (await sanne.send('POST', `${signingPath}/${asked.body.id.tpsId}/signature`, { body: { code: item.code } }))
        .status,
    ).toBe(200);
    const [signed] = (await history(sanne, 'sanne-dmc', '?limit=1')).changes;
    expect(what(signed!)).toEqual({
      type: 'LIMIT_CHANGED',
      operation: 'createTemporary',
      limitType: 'ATM',
      before: { limitValue: 500 },
      after: { limitValue: 1000, startDate: '2027-03-02', endDate: '2027-03-04' },
      signing: 'SIGNED',
      signBy: today,
    });

    const temporaryLimitId = (await cardOf(sanne, 'sanne-dmc')).limits.find((limit: any) => limit.limitType === 'ATM')
      .temporaryLimits[0].temporaryLimitId;
    expect((await sanne.send('DELETE', `${limitsPath}/sanne-dmc/temporary-limits/${temporaryLimitId}`)).status).toBe(
      200,
    );
    const [deletion] = (await history(sanne, 'sanne-dmc', '?limit=1')).changes;
    expect(what(deletion!)).toEqual(
      expect.objectContaining({
        operation: 'deleteTemporary',
        before: { limitValue: 1000, startDate: '2027-03-02', endDate: '2027-03-04' },
        after: null,
        signing: 'PENDING',
      }),
    );
  });

  it('lets a change not signed by the end of its day lapse: never applied, no longer pending, not signable, EXPIRED in the history', async () => {
    const asked = await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {
      body: { limitValue: 3300 },
    });
    const { tpsId } = asked.body.id;
    const [item] = await pendingSignItems(started.url, 'sanne');
    await control(started.url).send('PUT', '/sandbox/today', { body: { today: '2027-03-02' } });
    try {
      const pos = (await cardOf(sanne, 'sanne-dmc')).limits.find((limit: any) => limit.limitType === 'POS');
      expect([pos.defaultLimitValue, pos.limitChangeRequest]).toEqual([2500, null]);
      expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
      expect(codeOf((await sanne.get(`${signingPath}/${tpsId}`)).body)).toBe('SIGN_ITEM_NOT_FOUND');
      expect(codeOf((await sanne.send('POST', `${signingPath}/${tpsId}/device-code`)).body)).toBe(
        'SIGN_ITEM_NOT_FOUND',
      );
      const late = await sanne.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code: item.code } });
      expect([late.status, codeOf(late.body)]).toEqual([404, 'SIGN_ITEM_NOT_FOUND']);
      expect((await history(sanne, 'sanne-dmc', '?limit=1')).changes[0]).toEqual(
        expect.objectContaining({ signing: 'EXPIRED', signBy: today }),
      );
      const expired = (await control(started.url).get('/sandbox/sign-items?customer=sanne&status=EXPIRED')).body
        .signItems;
      expect(expired.map((entry: any) => [entry.signItemId, entry.status])).toContainEqual([tpsId, 'EXPIRED']);
      // The card takes a new change; the lapsed one stays EXPIRED.
      expect(
        (await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3400 } }))
          .status,
      ).toBe(200);
      const [newest, lapsed] = (await history(sanne, 'sanne-dmc', '?limit=2')).changes;
      expect(
        [newest, lapsed].map((entry) => [(entry as { signing: string }).signing, (entry as { signBy: string }).signBy]),
      ).toEqual([
        ['PENDING', '2027-03-02'],
        ['EXPIRED', TODAY],
      ]);
    } finally {
      await control(started.url).send('PUT', '/sandbox/today', { body: { today: TODAY } });
    }
  });

  it('records a replacement on the replaced card, naming the new one', async () => {
    const card = await cardOf(sanne, 'sanne-dmc');
    const answer = await sanne.send('POST', `${cardsPath}/sanne-dmc/reissue`, {
      body: { paymentInstrumentUsageId: card.paymentInstrumentUsageId, reason: 'DEFECT' },
    });
    expect(answer.status).toBe(201);
    expect(what((await history(sanne, 'sanne-dmc', '?limit=1')).changes[0]!)).toEqual({
      type: 'REPLACED',
      reason: 'DEFECT',
      replacementPaymentInstrumentId: answer.body.paymentInstrumentId,
    });
    expect(await history(sanne, answer.body.paymentInstrumentId)).toEqual({ changes: [], hasMore: false });
  });

  it('refuses what it cannot answer: an unknown card, a page size out of range, an entry of another card', async () => {
    const unknown = await sanne.get(historyOf('no-such-card'));
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'INSTRUMENT_NOT_FOUND']);
    for (const query of ['?limit=0', '?limit=51', '?limit=ten', '?startingAfter=abc', '?startingAfter=0']) {
      const answer = await sanne.get(historyOf('sanne-dmc', query));
      expect({ query, status: answer.status, code: codeOf(answer.body) }).toEqual({
        query,
        status: 400,
        code: 'REQUEST_INVALID',
      });
    }
    const travel = (await history(sanne, 'sanne-dmc')).changes[0]!.id;
    const foreign = await sanne.get(historyOf('sanne-travel', `?startingAfter=${travel}`));
    expect([foreign.status, codeOf(foreign.body)]).toEqual([400, 'REQUEST_INVALID']);
  });
});

describe('a bank without a history (no cardHistoryPath in the Environment)', () => {
  const { cardHistoryPath: _path, ...withoutHistory } = env;
  const plain = useSandbox({ environment: withoutHistory });

  it('has no such call, and its config.json says so', async () => {
    const sanne = await login(plain.url, 'sanne');
    const answer = await sanne.get(historyOf('sanne-dmc'));
    expect([answer.status, codeOf(answer.body)]).toEqual([404, 'REQUEST_INVALID']);
    const config = await (await fetch(`${plain.url}/nl/betaalpassen/config.json`)).json();
    expect(config).not.toHaveProperty('cardHistoryPath');
    // The changes still happen; only the history call is missing.
    expect((await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`)).status).toBe(200);
  });
});
