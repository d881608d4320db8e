import { contextBatches, type ContextQuestion } from '../../sandbox/store/context-batches';
import type { Queryable } from '../../sandbox/store/database';

/**
 * The request-context batches over a database that takes a few milliseconds per statement and
 * answers each row with the request's own token and argument, so a test sees who got what.
 */
function slowDatabase(msPerStatement: number): Queryable & { statements: number; msPerStatement: number } {
  const db = {
    statements: 0,
    msPerStatement,
    async query<T>(_sql: string, params: readonly unknown[] = []): Promise<T[]> {
      db.statements += 1;
      if (db.msPerStatement > 0) await new Promise((settle) => setTimeout(settle, db.msPerStatement));
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
  lifetimeSeconds: 7200,
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
  const flooded: Promise<unknown>[] = [];
  const flood = async () => {
    // More card-list requests per statement than two statements of 64 can serve.
    while (flooding) {
      for (let index = 0; index < 140; index += 1) flooded.push(batches.ask(question(`list-${index}`, 'SELECT list')));
      await new Promise((settle) => setTimeout(settle, 5));
    }
  };
  const floodEnded = flood();
  await new Promise((settle) => setTimeout(settle, 30));
  const startedAt = Date.now();
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const other = await Promise.race([batches.ask(question('details', 'SELECT details', 'card-1')), new Promise((settle) => (giveUp = setTimeout(() => settle('still waiting'), 2000)))]);
  const waitedMs = Date.now() - startedAt;
  // Nothing may outlive the test (a timer still running keeps jest's worker from exiting when
  // this file runs last): the flood stops and what it queued drains at once, without timers.
  clearTimeout(giveUp);
  flooding = false;
  await floodEnded;
  db.msPerStatement = 0;
  await Promise.all(flooded);
  expect(other).toEqual({ token: 'details', arg: 'card-1' });
  expect(waitedMs).toBeLessThan(500);
});
