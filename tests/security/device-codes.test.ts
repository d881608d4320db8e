import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/start-sandbox';
import {
  browser,
  codeOf,
  limitsPath,
  login,
  signingPath,
  storeVariants,
  TODAY,
  type Browser,
} from '../sandbox/support/bank-client';
import { pageClient, signIn } from '../sandbox/support/page-client';

// Issue 20, item 4: the confirmation code is the second factor, so whoever holds the session
// must not be able to read it. Only the demo (control API on) shows it in the widget; with the
// control API off — the "no back doors" mode — it goes out on a channel of its own (the server's
// console, standing in for an SMS gateway) and the session only asks for it to be sent.

type Run = { readonly sandbox: RunningSandbox; readonly lines: string[] };

async function run(options: SandboxOptions): Promise<Run> {
  const lines: string[] = [];
  const sandbox = await startSandbox({
    today: TODAY,
    ...options,
    deviceCodeOutput: (line: string) => lines.push(line),
  } as SandboxOptions);
  return { sandbox, lines };
}

/** Signed in through the login page, as a customer would (the control API's sign-in may be gone). */
async function signedIn(url: string, customer: string): Promise<Browser> {
  const client = pageClient(url);
  await signIn(client, customer);
  return browser(url, client.sessionCookie());
}

async function aChange(client: Browser): Promise<string> {
  const answer = await client.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {
    body: { limitValue: 2400 },
  });
  expect(answer.status).toBe(200);
  return answer.body.id.tpsId;
}

describe.each(storeVariants())('where the confirmation code goes, on $name', ({ store }) => {
  const runs: Run[] = [];
  const started = async (options: SandboxOptions) => {
    const opened = await run({ store, ...options });
    runs.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(runs.splice(0).map((opened) => opened.sandbox.close()));
  });

  it('with the control API off, no session can read it: the call only has it sent, to the console, which signs', async () => {
    const { sandbox, lines } = await started({ control: false });
    const sanne = await signedIn(sandbox.url, 'sanne');
    const tpsId = await aChange(sanne);
    const asked = await sanne.send('POST', `${signingPath}/${tpsId}/device-code`);
    expect([asked.status, asked.body]).toEqual([202, { sentTo: 'console' }]);
    expect(JSON.stringify(asked.body)).not.toMatch(/\d{6}/);
    const line = lines.find((candidate) => candidate.includes(tpsId));
    expect(line).toMatch(/sanne/);
    const code = /\b(\d{6})\b/.exec(line!)![1]!;
    // The item itself never carries it either.
    expect(JSON.stringify((await sanne.get(`${signingPath}/${tpsId}`)).body)).not.toContain(`"${code}"`);
    const signed = await sanne.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code } });
    expect([signed.status, signed.body.status]).toEqual([200, 'SIGNED']);
  }, 60_000);

  it('with the control API off, the widget channel cannot be chosen', async () => {
    const attempt = run({ store, control: false, deviceCodes: 'widget' } as SandboxOptions).then(
      async (opened) => {
        await opened.sandbox.close();
        return 'started';
      },
      (error: unknown) => String(error),
    );
    expect(await attempt).toMatch(/deviceCodes/);
  }, 60_000);

  it('with the control API on, the demo shows it in the widget, as before', async () => {
    const { sandbox, lines } = await started({});
    const sanne = await login(sandbox.url, 'sanne');
    const tpsId = await aChange(sanne);
    const shown = await sanne.send('POST', `${signingPath}/${tpsId}/device-code`);
    expect(shown.status).toBe(200);
    expect(shown.body.code).toMatch(/^\d{6}$/);
    expect(lines).toEqual([]);
    expect(
      (await sanne.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code: shown.body.code } })).status,
    ).toBe(200);
  }, 60_000);

  it('with the control API on, the console channel can be chosen too', async () => {
    const { sandbox, lines } = await started({ deviceCodes: 'console' } as SandboxOptions);
    const sanne = await login(sandbox.url, 'sanne');
    const tpsId = await aChange(sanne);
    const asked = await sanne.send('POST', `${signingPath}/${tpsId}/device-code`);
    expect([asked.status, asked.body]).toEqual([202, { sentTo: 'console' }]);
    expect(lines.some((line) => line.includes(tpsId))).toBe(true);
    // Only the item's own customer may have it sent, and only while it can be signed.
    const pieter = await login(sandbox.url, 'pieter');
    expect(codeOf((await pieter.send('POST', `${signingPath}/${tpsId}/device-code`)).body)).toBe('SUBJECT_NOT_ALLOWED');
    expect(lines.filter((line) => line.includes(tpsId))).toHaveLength(1);
  }, 60_000);
});
