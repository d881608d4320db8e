import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import {
  browser,
  cardOf,
  codeOf,
  control,
  limitsPath,
  login,
  pendingSignItems,
  reset,
  signingPath,
  storeVariants,
  TODAY,
  useSandbox,
  type Browser,
} from '../sandbox/support/bank-client';

// Issue 20, item 1 (PSD2 RTS art. 4(3)(d), ASVS V6.3): at most five wrong confirmation codes in a
// row per customer, across sign items, then signing is blocked for the customer until a wait
// ends or the bank unlocks it. Counting per item only (three) let a session make a change, spend
// its guesses, make the next change, and so on without end.

const MINUTE = 60_000;
const wrongFor = (code: string, nth = 0) => String((Number(code) + 1 + nth) % 1_000_000).padStart(6, '0');

/** A change on one of Sanne's active cards (a lower POS limit is always allowed), and its code. */
async function aChange(baseUrl: string, client: Browser, card: 'sanne-dmc' | 'sanne-travel', limitValue = 2400) {
  const answer = await client.send('PUT', `${limitsPath}/${card}/permanent-limits/POS`, { body: { limitValue } });
  if (answer.status !== 200) throw new Error(`change on ${card}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const tpsId: string = answer.body.id.tpsId;
  const item = (await pendingSignItems(baseUrl, 'sanne')).find((candidate) => candidate.signItemId === tpsId);
  return { tpsId, code: item.code as string };
}

const sign = (client: Browser, tpsId: string, code: string) =>
  client.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code } });
const outcome = (answer: { status: number; body: unknown }) => [answer.status, codeOf(answer.body)];
const posOf = async (client: Browser, card: string) =>
  (await cardOf(client, card)).limits.find((limit: any) => limit.limitType === 'POS').defaultLimitValue;

describe.each(storeVariants())('guessing confirmation codes across sign items, on $name', ({ store }) => {
  let clockOffset = 0;
  const started = useSandbox({
    store,
    now: () => Date.now() + clockOffset,
    authorisationSeconds: 3 * 3600,
    sessionIdleSeconds: 3 * 3600,
  });
  let sanne: Browser;
  beforeEach(async () => {
    clockOffset += 24 * 60 * MINUTE;
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  /** Three wrong codes on one change (it locks), two on the next: five in a row. */
  async function fiveWrongInARow(limitValue = 2400) {
    const first = await aChange(started.url, sanne, 'sanne-dmc', limitValue);
    const answers = [];
    for (let nth = 0; nth < 3; nth += 1)
      answers.push(outcome(await sign(sanne, first.tpsId, wrongFor(first.code, nth))));
    const second = await aChange(started.url, sanne, 'sanne-dmc', limitValue);
    for (let nth = 0; nth < 2; nth += 1)
      answers.push(outcome(await sign(sanne, second.tpsId, wrongFor(second.code, nth))));
    return { answers, second };
  }

  it('blocks signing for the customer after five wrong codes in a row across changes, the right code and new changes included', async () => {
    const first = await aChange(started.url, sanne, 'sanne-dmc');
    for (let nth = 0; nth < 3; nth += 1) await sign(sanne, first.tpsId, wrongFor(first.code, nth));
    const second = await aChange(started.url, sanne, 'sanne-dmc');
    // Two left for the customer, though the new change has three of its own.
    expect((await sanne.get(`${signingPath}/${second.tpsId}`)).body.attemptsLeft).toBe(2);
    const fourth = await sign(sanne, second.tpsId, wrongFor(second.code));
    expect(outcome(fourth)).toEqual([422, 'SIGNATURE_INVALID']);
    expect(fourth.body.errors[0].message).toMatch(/Attempts left: 1\./);
    const fifth = await sign(sanne, second.tpsId, wrongFor(second.code, 1));
    expect(outcome(fifth)).toEqual([429, 'SIGNING_BLOCKED']);
    expect(Number(fifth.headers.get('retry-after'))).toBe(30 * 60);

    expect(outcome(await sign(sanne, second.tpsId, second.code))).toEqual([429, 'SIGNING_BLOCKED']);
    const elsewhere = await aChange(started.url, sanne, 'sanne-travel');
    expect(outcome(await sign(sanne, elsewhere.tpsId, elsewhere.code))).toEqual([429, 'SIGNING_BLOCKED']);
    expect(outcome(await sanne.send('POST', `${signingPath}/${elsewhere.tpsId}/device-code`))).toEqual([
      429,
      'SIGNING_BLOCKED',
    ]);
    const shown = await sanne.get(`${signingPath}/${elsewhere.tpsId}`);
    expect(shown.body).toEqual(
      expect.objectContaining({ status: 'PENDING', attemptsLeft: 0, signingBlockedForSeconds: 30 * 60 }),
    );
    expect([await posOf(sanne, 'sanne-dmc'), await posOf(sanne, 'sanne-travel')]).toEqual([2500, 2500]);
    // Blocked changes stay pending: they can be signed once the block is over.
    expect((await pendingSignItems(started.url, 'sanne')).map((item) => item.signItemId).sort()).toEqual(
      [second.tpsId, elsewhere.tpsId].sort(),
    );
  });

  it('ends the block after thirty minutes, and the count starts afresh', async () => {
    const { second } = await fiveWrongInARow();
    clockOffset += 29 * MINUTE;
    expect(outcome(await sign(sanne, second.tpsId, second.code))).toEqual([429, 'SIGNING_BLOCKED']);
    expect((await sanne.get(`${signingPath}/${second.tpsId}`)).body.signingBlockedForSeconds).toBe(60);
    clockOffset += MINUTE + 1000;
    expect((await sanne.get(`${signingPath}/${second.tpsId}`)).body).not.toHaveProperty('signingBlockedForSeconds');
    const other = await aChange(started.url, sanne, 'sanne-travel');
    const wrong = await sign(sanne, other.tpsId, wrongFor(other.code));
    expect(outcome(wrong)).toEqual([422, 'SIGNATURE_INVALID']);
    expect(wrong.body.errors[0].message).toMatch(/Attempts left: 2\./);
    expect(outcome(await sign(sanne, second.tpsId, second.code))[0]).toBe(200);
    expect(await posOf(sanne, 'sanne-dmc')).toBe(2400);
  });

  it('counts only wrong codes in a row: a right one starts the count again', async () => {
    const first = await aChange(started.url, sanne, 'sanne-dmc');
    for (let nth = 0; nth < 2; nth += 1) await sign(sanne, first.tpsId, wrongFor(first.code, nth));
    const other = await aChange(started.url, sanne, 'sanne-travel');
    for (let nth = 0; nth < 2; nth += 1) await sign(sanne, other.tpsId, wrongFor(other.code, nth));
    expect(outcome(await sign(sanne, first.tpsId, first.code))[0]).toBe(200);
    expect(outcome(await sign(sanne, other.tpsId, wrongFor(other.code, 3)))).toEqual([423, 'SIGN_ITEM_LOCKED']);
    const next = await aChange(started.url, sanne, 'sanne-dmc', 2300);
    expect(outcome(await sign(sanne, next.tpsId, wrongFor(next.code)))).toEqual([422, 'SIGNATURE_INVALID']);
    expect(outcome(await sign(sanne, next.tpsId, next.code))[0]).toBe(200);
  });

  it('blocks only that customer, and the control API unlocks one (demos, tests); a reset does too', async () => {
    const { answers, second } = await fiveWrongInARow();
    expect(answers.at(-1)).toEqual([429, 'SIGNING_BLOCKED']);
    const pieter = await login(started.url, 'pieter');
    const [seeded] = await pendingSignItems(started.url, 'pieter');
    expect(outcome(await sign(pieter, seeded.signItemId, seeded.code))[0]).toBe(200);

    expect((await control(started.url).get('/sandbox/signing-blocks')).body).toEqual({
      blocks: [{ customer: 'sanne', failures: 5, blockedForSeconds: 30 * 60 }],
    });
    const unlocked = await control(started.url).send('DELETE', '/sandbox/signing-blocks/sanne');
    expect([unlocked.status, unlocked.body]).toEqual([200, { customer: 'sanne', unlocked: true }]);
    expect((await control(started.url).get('/sandbox/signing-blocks')).body).toEqual({ blocks: [] });
    expect(outcome(await sign(sanne, second.tpsId, second.code))[0]).toBe(200);

    await fiveWrongInARow(2300);
    await reset(started.url);
    const fresh = await aChange(started.url, sanne, 'sanne-dmc');
    expect(outcome(await sign(sanne, fresh.tpsId, fresh.code))[0]).toBe(200);
  });

  it('counts guesses sent all at once, on several changes, one at a time: never more than five', async () => {
    const items = [await aChange(started.url, sanne, 'sanne-dmc'), await aChange(started.url, sanne, 'sanne-travel')];
    const guesses = items.flatMap((item) =>
      [0, 1, 2, 3, 4].map((nth) => sign(sanne, item.tpsId, wrongFor(item.code, nth))),
    );
    const answers = (await Promise.all(guesses)).map(outcome);
    expect(answers).toContainEqual([429, 'SIGNING_BLOCKED']);
    expect(await failuresCounted(started.url)).toBe(5);
    const [left] = await pendingSignItems(started.url, 'sanne');
    expect(outcome(await sign(sanne, left.signItemId, left.code))).toEqual([429, 'SIGNING_BLOCKED']);
  });
});

/** The wrong codes the bank counted on Sanne's changes, pending or locked (three at most per change). */
async function failuresCounted(baseUrl: string): Promise<number> {
  const lists = await Promise.all(
    ['PENDING', 'LOCKED'].map((status) => control(baseUrl).get(`/sandbox/sign-items?customer=sanne&status=${status}`)),
  );
  return lists
    .flatMap((list) => list.body.signItems)
    .reduce((sum: number, item: any) => sum + (3 - item.attemptsLeft), 0);
}

/** Several instances on one store: the count is in the database, not in any one process. */
const sharedUrl = process.env.TEST_DATABASE_URL;
if (sharedUrl) {
  describe('guessing through two sandbox instances on one PostgreSQL store', () => {
    const schema = `sandbox_guesses_${randomBytes(4).toString('hex')}`;
    let first: RunningSandbox;
    let second: RunningSandbox;
    beforeAll(async () => {
      first = await startSandbox({ today: TODAY, store: { kind: 'postgres', url: sharedUrl, schema } });
      second = await startSandbox({ today: TODAY, store: { kind: 'postgres', url: sharedUrl, schema } });
    }, 60_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      const client = new pg.Client({ connectionString: sharedUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });

    it('blocks after five wrong codes in a row, whichever instance each guess went to', async () => {
      const viaFirst = await login(first.url, 'sanne');
      const viaSecond = browser(second.url, viaFirst.cookie);
      const items = [
        await aChange(first.url, viaFirst, 'sanne-dmc'),
        await aChange(first.url, viaFirst, 'sanne-travel'),
      ];
      const guesses = items.flatMap((item, index) =>
        [0, 1, 2].map((nth) =>
          sign(nth % 2 === index % 2 ? viaFirst : viaSecond, item.tpsId, wrongFor(item.code, nth)),
        ),
      );
      const answers = (await Promise.all(guesses)).map(outcome);
      expect(answers).toContainEqual([429, 'SIGNING_BLOCKED']);
      expect(await failuresCounted(second.url)).toBe(5);
      const [left] = await pendingSignItems(second.url, 'sanne');
      expect(outcome(await sign(viaSecond, left.signItemId, left.code))).toEqual([429, 'SIGNING_BLOCKED']);
    });
  });
}
