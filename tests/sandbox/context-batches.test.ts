import { contextBatches, type ContextQuestion } from '../../sandbox/store/context-batches';
import type { Queryable } from '../../sandbox/store/database';

/**
 * The request-context batches over a database that takes a few milliseconds per statement and
 * answers each row with the request's own token and argument, so a test sees who got what.
 */
function slowDatabase(
  msPerStatement: number,
): Queryable & { statements: number; msPerStatement: number; tokensOf: string[][] } {
  const db = {
    statements: 0,
    msPerStatement,
    /** Each statement's tokens, in the order the statements started. */
    tokensOf: [] as string[][],
    async query<T>(_sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const [tokens, , , , args] = params as [string[], string[], number, number, string[]];
      db.statements += 1;
      db.tokensOf.push(tokens);
      if (db.msPerStatement > 0) await new Promise((settle) => setTimeout(settle, db.msPerStatement));
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
  const asked = Array.from({ length: 300 }, (_, index) =>
    batches.ask(question(`t${index}`, index % 3 === 0 ? 'SELECT 1' : undefined, `card-${index}`)),
  );
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
  while (db.statements < 4) await new Promise((settle) => setTimeout(settle, 5));
  // Counted in statements, not milliseconds (a busy machine stretches those: a 500 ms bound fails
  // whenever the worker gets no CPU for that long): at most the two running end, and the flood
  // may take the first place freed, before its own statement starts.
  const askedAfter = db.statements;
  let answered = false;
  const other = batches.ask(question('details', 'SELECT details', 'card-1')).then((row) => ((answered = true), row));
  // Starved, it would still be waiting after twenty statements.
  while (!answered && db.statements - askedAfter < 20) await new Promise((settle) => setTimeout(settle, 5));
  const own = db.tokensOf.findIndex((tokens) => tokens.includes('details'));
  // Nothing may outlive the test (a timer still running keeps jest's worker from exiting when
  // this file runs last): the flood stops and what it queued drains at once, without timers.
  flooding = false;
  await floodEnded;
  db.msPerStatement = 0;
  await Promise.all(flooded);
  expect(await other).toEqual({ token: 'details', arg: 'card-1' });
  // Its statement started (a starved request's never does), with at most two others before it.
  expect(own).toBeGreaterThanOrEqual(askedAfter);
  expect(own - askedAfter).toBeLessThanOrEqual(2);
});
