import { fail, ok, type ProposedChange, type Result } from '../../domain/index';

/** A basket's change as the rules take it: one of section 7's limit calls. */
export type BasketProposal = Extract<
  ProposedChange,
  {
    readonly operation:
      'changePermanentLimit' | 'createTemporaryLimit' | 'changeTemporaryLimit' | 'deleteTemporaryLimit';
  }
>;

/** A trip needs at most a default and a temporary change per limit type; more is not a basket but a batch job. */
export const MAX_BASKET_CHANGES = 6;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

/** One entry of `changes`: its operation names the call, `body` is that call's body, `temporaryLimitId` its path's id. */
function proposalOf(entry: unknown): BasketProposal | undefined {
  if (!isObject(entry)) return undefined;
  const { operation, body, temporaryLimitId } = entry;
  switch (operation) {
    case 'changePermanentLimit':
    case 'createTemporaryLimit':
      return body === undefined ? undefined : { operation, body };
    case 'changeTemporaryLimit':
      return body === undefined || !isId(temporaryLimitId) ? undefined : { operation, body, temporaryLimitId };
    case 'deleteTemporaryLimit':
      return isId(temporaryLimitId) ? { operation, temporaryLimitId } : undefined;
    default:
      return undefined;
  }
}

/**
 * The basket's body, `{ changes: [...] }`, read before anything is looked up: its shape only.
 * What each change asks is the rules' business, as in the call it stands for.
 */
export function readBasketChanges(body: unknown): Result<BasketProposal[], string> {
  const changes = isObject(body) ? body.changes : undefined;
  if (!Array.isArray(changes) || changes.length === 0 || changes.length > MAX_BASKET_CHANGES)
    return fail(`changes must be a list of 1–${MAX_BASKET_CHANGES} limit changes.`);
  const proposals = changes.map(proposalOf);
  const wrong = proposals.findIndex((proposal) => proposal === undefined);
  if (wrong >= 0)
    return fail(
      `changes[${wrong}] must name an operation (changePermanentLimit, createTemporaryLimit, changeTemporaryLimit, deleteTemporaryLimit) with its body and temporaryLimitId.`,
    );
  return ok(proposals as BasketProposal[]);
}
