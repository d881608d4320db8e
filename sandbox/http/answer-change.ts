import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueCode, Result, RuleFailure } from '../../domain/index';
import { pgConstraint, pgErrorCode, PG_ERRORS, type Database, type Queryable } from '../store/database';
import { refuse } from './refusal';

export type Answer = { readonly status: number; readonly body: unknown };

/** The database's own guards, should a race ever get past the row locks: still the bank's codes. */
const CONSTRAINT_CODES: Record<string, CatalogueCode> = {
  temporary_limits_no_overlap: 'TEMPORARY_LIMIT_OVERLAPS',
  temporary_geo_profiles_no_overlap: 'TEMPORARY_GEO_PROFILE_OVERLAPS',
  sign_items_one_pending_per_card: 'MESSAGE_BAI540_1003',
};

export function invariantCode(error: unknown): CatalogueCode | undefined {
  const code = pgErrorCode(error);
  if (code !== PG_ERRORS.exclusionViolation && code !== PG_ERRORS.uniqueViolation) return undefined;
  return CONSTRAINT_CODES[pgConstraint(error) ?? ''];
}

/**
 * Runs one change in one transaction: a refusal rolls everything back and answers the bank's
 * code; an acknowledged change is committed before the answer leaves.
 */
export async function answerChange(
  request: FastifyRequest,
  reply: FastifyReply,
  database: Database,
  work: (tx: Queryable) => Promise<Result<Answer, RuleFailure>>,
) {
  let result: Result<Answer, RuleFailure>;
  try {
    result = await database.transaction(work);
  } catch (error) {
    const code = invariantCode(error);
    if (code) return refuse(request, reply, code);
    throw error;
  }
  if (!result.ok) return refuse(request, reply, result.error);
  return reply.code(result.value.status).send(result.value.body);
}
