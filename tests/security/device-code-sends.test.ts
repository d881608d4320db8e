import { startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import {
  browser,
  codeOf,
  limitsPath,
  signingPath,
  storeVariants,
  TODAY,
  type Answer,
  type Browser,
} from '../sandbox/support/bank-client';
import { pageClient, signIn } from '../sandbox/support/page-client';

// Issue 37, item 2: each send of the confirmation code is an SMS in a real set-up. 200 parallel
// asks wrote 200 lines: SMS pumping at the bank's cost and a flooded phone. Now one send per
// 30 s per sign item and five per 10 minutes per customer, 429 with Retry-After; and the send is
// a POST, so the XSRF header (and the same-site checks) apply. Control API off: the
// "no back doors" mode, where the code goes only to the console.

const SECOND = 1000;

describe.each(storeVariants())('sending the confirmation code, on $name', ({ store }) => {
  let sandbox: RunningSandbox;
  let lines: string[];
  let clock: number;
  let sanne: Browser;

  beforeEach(async () => {
    lines = [];
    clock = Date.now();
    sandbox = await startSandbox({
      store,
      today: TODAY,
      control: false,
      now: () => clock,
      authorisationSeconds: 3600,
      deviceCodeOutput: (line) => lines.push(line),
    });
    const client = pageClient(sandbox.url);
    await signIn(client, 'sanne');
    sanne = browser(sandbox.url, client.sessionCookie());
  }, 60_000);
  afterEach(() => sandbox.close());

  async function aChange(card: string): Promise<string> {
    const answer = await sanne.send('PUT', `${limitsPath}/${card}/permanent-limits/POS`, {
      body: { limitValue: 2400 },
    });
    expect(answer.status).toBe(200);
    return answer.body.id.tpsId;
  }
  const send = (tpsId: string) => sanne.send('POST', `${signingPath}/${tpsId}/device-code`);
  const sentFor = (tpsId: string) => lines.filter((line) => line.includes(tpsId)).length;
  const refusal = (answer: Answer) => [answer.status, codeOf(answer.body)];
  const retryAfter = (answer: Answer) => Number(answer.headers.get('retry-after'));

  it('sends once for 100 parallel asks on one item; the rest are 429 with Retry-After until 30 s have passed', async () => {
    const tpsId = await aChange('sanne-dmc');
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(tpsId)));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 202);
    expect(new Set(refused.map((answer) => refusal(answer).join(' ')))).toEqual(new Set(['429 TOO_MANY_ATTEMPTS']));
    for (const answer of refused) expect(retryAfter(answer)).toBeGreaterThanOrEqual(1);
    for (const answer of refused) expect(retryAfter(answer)).toBeLessThanOrEqual(30);
    expect(sentFor(tpsId)).toBe(1);
    clock += 29 * SECOND;
    const early = await send(tpsId);
    expect([...refusal(early), retryAfter(early)]).toEqual([429, 'TOO_MANY_ATTEMPTS', 1]);
    clock += 1 * SECOND;
    expect((await send(tpsId)).status).toBe(202);
    expect(sentFor(tpsId)).toBe(2);
  }, 60_000);

  it('sends at most five per customer in 10 minutes, across items, and says when the next may go', async () => {
    const first = await aChange('sanne-dmc');
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(first)).status).toBe(202);
      clock += 31 * SECOND;
    }
    // 155 s after the first send: the first leaves the window at 600 s.
    const sixth = await send(first);
    expect([...refusal(sixth), retryAfter(sixth)]).toEqual([429, 'TOO_MANY_ATTEMPTS', 600 - 155]);
    const other = await aChange('sanne-travel');
    expect(refusal(await send(other))).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(lines).toHaveLength(5);
    clock += (600 - 155) * SECOND;
    expect((await send(other)).status).toBe(202);
    expect(lines).toHaveLength(6);
  }, 60_000);

  it('is a POST that needs the XSRF header: a GET or a forged POST sends nothing', async () => {
    const tpsId = await aChange('sanne-dmc');
    expect((await sanne.get(`${signingPath}/${tpsId}/device-code`)).status).toBe(404);
    const forged = await sanne.send('POST', `${signingPath}/${tpsId}/device-code`, { xsrf: false });
    expect(refusal(forged)).toEqual([403, 'USER_ACTION_FORBIDDEN']);
    expect(lines).toEqual([]);
  }, 60_000);
});
