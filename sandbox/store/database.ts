/** One SQL connection's worth of queries: what every store query needs, on PGlite or PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * The sandbox's database. `transaction` runs `work` in one transaction (READ COMMITTED; the
 * queries take row locks where they need them) and rolls back when `work` throws or answers a
 * failed Result, so a refused request never leaves half a change behind.
 */
export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `sql` as one script (several statements, no parameters): migrations and resets. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export const isFailedResult = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;

/** PostgreSQL error codes the store turns into the bank's refusals rather than 500s. */
export const PG_ERRORS = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint a violation names, to tell which invariant held. */
export function pgConstraint(error: unknown): string | undefined {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  if (typeof constraint === 'string') return constraint;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? /constraint "([^"]+)"/.exec(message)?.[1] : undefined;
}
