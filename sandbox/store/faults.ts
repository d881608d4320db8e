import type { Queryable } from './database';

export type Fault = {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** undefined: a 2xx answers an empty body (a success that says nothing), any other the bank's own refusal. */
  readonly body: unknown;
  readonly times: number;
};

/** What an armed fault answers: its status and body, or none (fault-answer.ts says what then). */
export type FaultAnswer = {
  readonly id: number;
  readonly status: number;
  readonly body: unknown;
  readonly empty: boolean;
};

/** `*` stands for one path segment (or part of one), `**` for any run of segments. */
export function pathPatternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

export async function armFault(db: Queryable, fault: Fault): Promise<number> {
  const rows = await db.query<{ fault_id: number }>(
    'INSERT INTO faults (method, path_pattern, status, body, remaining) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING fault_id',
    [fault.method, fault.path, fault.status, fault.body === undefined ? null : JSON.stringify(fault.body), fault.times],
  );
  return rows[0]!.fault_id;
}

export async function clearFaults(db: Queryable): Promise<number> {
  return (await db.query('DELETE FROM faults RETURNING fault_id')).length;
}

export async function listFaults(db: Queryable): Promise<(Fault & { id: number })[]> {
  const rows = await db.query<{
    fault_id: number;
    method: string;
    path_pattern: string;
    status: number;
    body: unknown;
    empty: boolean;
    remaining: number;
  }>(
    'SELECT fault_id, method, path_pattern, status, body, body IS NULL AS empty, remaining FROM faults WHERE remaining > 0 ORDER BY fault_id',
  );
  return rows.map((row) => ({
    id: row.fault_id,
    method: row.method,
    path: row.path_pattern,
    status: row.status,
    body: row.empty ? undefined : row.body,
    times: row.remaining,
  }));
}

/** One use of an armed fault; none when another instance took its last use first. */
const useFault = (db: Queryable, id: number) =>
  db.query<FaultAnswer>(
    'UPDATE faults SET remaining = remaining - 1 WHERE fault_id = $1 AND remaining > 0 RETURNING fault_id AS id, status, body, body IS NULL AS empty',
    [id],
  );

/**
 * The first armed fault matching the call, used up by one. The decrement is conditional, so
 * two instances racing for the last use cannot both fire it.
 */
export async function takeFault(db: Queryable, method: string, path: string): Promise<FaultAnswer | undefined> {
  for (const fault of await listFaults(db)) {
    if ((fault.method !== '*' && fault.method !== method) || !pathPatternMatches(fault.path, path)) continue;
    const taken = await useFault(db, fault.id);
    if (taken[0]) return taken[0];
  }
  return undefined;
}

const AFTER_CHANGE = /^(.*)\/changes\/([1-9][0-9]?)$/;

/**
 * A fault armed for `{call's path}/changes/{n}` fires inside a basket's call (issue 35), once its
 * first n changes have been made in the call's transaction: taken before the transaction starts,
 * so that rolling the call back does not re-arm it. Which change it fires after, or none.
 */
export async function takeFaultAfterChange(
  db: Queryable,
  method: string,
  path: string,
): Promise<FaultAfterChange | undefined> {
  for (const fault of await listFaults(db)) {
    const after = AFTER_CHANGE.exec(fault.path);
    if (!after || (fault.method !== '*' && fault.method !== method) || !pathPatternMatches(after[1]!, path)) continue;
    const taken = await useFault(db, fault.id);
    if (taken[0]) return { afterChange: Number(after[2]), fault: taken[0] };
  }
  return undefined;
}

/** A fault injected after a change, armed and taken before the call's transaction. */
export type FaultAfterChange = { readonly afterChange: number; readonly fault: FaultAnswer };

/** A fault that fires inside a call's transaction (`takeFaultAfterChange`): thrown to roll it back, then answered. */
export class InjectedFault extends Error {
  constructor(readonly fault: FaultAnswer) {
    super(`Injected fault ${fault.id}`);
  }
}
