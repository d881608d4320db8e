import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { isFailedResult, type Database, type Queryable } from './database';

/** Dates stay `YYYY-MM-DD` strings, exactly as the bank's JSON carries them. */
const parsers = { [types.DATE]: (value: string) => value };

export type PGliteSource = { readonly dataDir?: string; readonly loadDataDir?: Blob };

/** The embedded PostgreSQL (WASM): in memory, or persisted to a data directory. */
export async function openPGlite(source: PGliteSource): Promise<{ database: Database; pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(source.dataDir === undefined ? {} : { dataDir: source.dataDir }),
    ...(source.loadDataDir === undefined ? {} : { loadDataDir: source.loadDataDir }),
    extensions: { btree_gist },
    parsers,
  });
  const queryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows;
    },
  });
  const database: Database = {
    ...queryable(pglite),
    transaction: (work) =>
      pglite.transaction(async (tx) => {
        const result = await work(queryable(tx));
        if (isFailedResult(result)) await tx.rollback();
        return result;
      }),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
  return { database, pglite };
}
