import type { IsoDate } from '../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { demoBank } from '../../sandbox/seed/demo-bank';
import { seedIfEmpty } from '../../sandbox/seed/seed-store';
import { startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import { migrate } from '../../sandbox/store/migrate';
import { openStore } from '../../sandbox/store/open-store';
import { browser, codeOf, signingPath, storeVariants, TODAY, type Browser } from '../sandbox/support/bank-client';
import { pageClient, signIn } from '../sandbox/support/page-client';

// Issue 37, item 1: Pieter's seeded pending change had the fixed code 135790, in the source, in
// every mode, and never expiring: whoever held his session signed it (ECOM 250 → 2500) without a
// code ever being sent, and the right code also cleared his run of wrong ones. Now a seeded item
// gets a random code like any other, and stores seeded before get one by migration.

const SEEDED = 'b7e4c2d0-5f1a-4c8e-9a3b-2d6f8e1c4a70';
const OLD_CODE = '135790';

describe.each(storeVariants())('the seeded pending change, on $name', ({ store }) => {
  const running: RunningSandbox[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((sandbox) => sandbox.close()));
  });

  /** A sandbox without the control API, Pieter signed in on the login page, and the codes it sends. */
  async function noBackDoors(): Promise<{ pieter: Browser; sent: () => string[] }> {
    const lines: string[] = [];
    const sandbox = await startSandbox({ store, today: TODAY, control: false, deviceCodeOutput: (l) => lines.push(l) });
    running.push(sandbox);
    const client = pageClient(sandbox.url);
    await signIn(client, 'pieter');
    const pieter = browser(sandbox.url, client.sessionCookie());
    const sent = () => lines.flatMap((line) => /code (\d{6}) /.exec(line)?.[1] ?? []);
    return { pieter, sent };
  }
  const sign = (client: Browser, code: string) =>
    client.send('POST', `${signingPath}/${SEEDED}/signature`, { body: { code } });

  it('is not signed with the code from the source; its code is sent like any other, and differs per store', async () => {
    const first = await noBackDoors();
    const second = await noBackDoors();
    for (const { pieter } of [first, second])
      expect((await pieter.send('POST', `${signingPath}/${SEEDED}/device-code`)).status).toBe(202);
    const [code] = first.sent();
    const [otherCode] = second.sent();
    expect(code).toMatch(/^\d{6}$/);
    // Two draws of a million agree once in a million runs; a fixed code always would.
    expect(otherCode).not.toBe(code);
    if (code !== OLD_CODE) {
      const guessed = await sign(first.pieter, OLD_CODE);
      expect([guessed.status, codeOf(guessed.body)]).toEqual([422, 'SIGNATURE_INVALID']);
    }
    expect((await sign(first.pieter, code!)).status).toBe(200);
  }, 60_000);

  it('gives whoever holds the session no more than the documented guesses: three on the item, the old code among them', async () => {
    const { pieter, sent } = await noBackDoors();
    const guesses = [OLD_CODE, '000000', '999999'];
    const answers = [];
    for (const guess of guesses) answers.push(codeOf((await sign(pieter, guess)).body));
    // A guess that happened to be right would have signed; in a million runs once.
    expect(answers).toEqual(['SIGNATURE_INVALID', 'SIGNATURE_INVALID', 'SIGN_ITEM_LOCKED']);
    expect(codeOf((await sign(pieter, OLD_CODE)).body)).toBe('SIGN_ITEM_LOCKED');
    expect(sent()).toEqual([]);
  }, 60_000);
});

describe('a store seeded before issue 37', () => {
  it('has the public code replaced by migration 0008', async () => {
    const database = await openStore({ kind: 'memory' });
    try {
      await seedIfEmpty(database, demoBank(DEFAULT_ENVIRONMENT), TODAY as IsoDate);
      // As the old seed left it: the fixed code, and the migration not yet run.
      await database.query('UPDATE sign_items SET code = $1 WHERE tps_id = $2', [OLD_CODE, SEEDED]);
      await database.exec('DROP TABLE device_code_sends; DELETE FROM schema_migrations WHERE version = 8;');
      expect(await migrate(database)).toEqual([8]);
      const rows = await database.query<{ code: string }>('SELECT code FROM sign_items WHERE tps_id = $1', [SEEDED]);
      expect(rows[0]!.code).toMatch(/^\d{6}$/);
      expect(rows[0]!.code).not.toBe(OLD_CODE);
    } finally {
      await database.close();
    }
  }, 60_000);
});
