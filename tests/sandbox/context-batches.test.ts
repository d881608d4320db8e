import { contextBatches, type ContextQuestion } from '../../sandbox/store/context-batches';
import type { Queryable } from '../../sandbox/store/database';

/**
 * The request-context batches over a database that takes a few milliseconds per statement and
 * answers each row with the request's own token and argument, so a test sees who got what.
 */
function slowDatabase(msPerStatement: number): Queryable & { statements: number } {
  const db = {
    statements: 0,
    async query<T>(_sql: string, params: readonly unknown[] = []): Promise<T[]> {
      db.statements += 1;
      await new Promise((settle) => setTimeout(settle, msPerStatement));
      const [tokens, , , , args] = params as [string[], string[], number, number, string[]];
      return tokens.map((token, index) => ({ token, arg: args[index] })) as T[];
    },
  };
  return db;
}

const question = (tokenHash: string, prefetchSql: string | undefined, arg = ''): ContextQuestion => ({
  tokenHash,
  at: new Date(0).toISOString(),
  idleSeconds: 900,
  touchAfterSeconds: 30,
  prefetchSql,
  arg,
});

it('answers every request with its own row, also when many arrive together', async () => {
  const batches = contextBatches<{ token: string; arg: string }>(slowDatabase(2));
  const asked = Array.from({ length: 300 }, (_, index) => batches.ask(question(`t${index}`, index % 3 === 0 ? 'SELECT 1' : undefined, `card-${index}`)));
  const rows = await Promise.all(asked);
  rows.forEach((row, index) => expect(row).toEqual({ token: `t${index}`, arg: `card-${index}` }));
});

it('a flood of one route’s reads does not keep another route’s request waiting', async () => {
  const db = slowDatabase(5);
  const batches = contextBatches<{ token: string }>(db);
  let flooding = true;
  const flood = async () => {
    // More card-list requests per statement than two statements of 64 can serve.
    while (flooding) {
      for (let index = 0; index < 140; index += 1) void batches.ask(question(`list-${index}`, 'SELECT list'));
      await new Promise((settle) => setTimeout(settle, 5));
    }
  };
  void flood();
  await new Promise((settle) => setTimeout(settle, 30));
  const startedAt = Date.now();
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const other = await Promise.race([batches.ask(question('details', 'SELECT details', 'card-1')), new Promise((settle) => (giveUp = setTimeout(() => settle('still waiting'), 2000)))]);
  // A timer left running would keep jest's worker from exiting when this file runs last.
  clearTimeout(giveUp);
  const waitedMs = Date.now() - startedAt;
  flooding = false;
  expect(other).toEqual({ token: 'details', arg: 'card-1' });
  expect(waitedMs).toBeLessThan(500);
});
