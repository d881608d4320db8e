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

/**
 * The first armed fault matching the call, used up by one. The decrement is conditional, so
 * two instances racing for the last use cannot both fire it.
 */
export async function takeFault(db: Queryable, method: string, path: string): Promise<FaultAnswer | undefined> {
  for (const fault of await listFaults(db)) {
    if ((fault.method !== '*' && fault.method !== method) || !pathPatternMatches(fault.path, path)) continue;
    const taken = await db.query<FaultAnswer>(
      'UPDATE faults SET remaining = remaining - 1 WHERE fault_id = $1 AND remaining > 0 RETURNING fault_id AS id, status, body, body IS NULL AS empty',
      [fault.id],
    );
    if (taken[0]) return taken[0];
  }
  return undefined;
}
