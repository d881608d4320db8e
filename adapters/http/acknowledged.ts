import { fail, ok, serviceError, type CatalogueCode, type Result, type ServiceError } from '../../domain/index';

/**
 * Section 7: of the suspension, the resumption and the default-region PATCH only truthiness is
 * used — "truthy = success". A 204 or Content-Length 0 is returned unparsed, which is truthy
 * (bank-response.ts); a 2xx whose JSON body is `false`, `null` or empty acknowledges nothing, so
 * nothing may be shown as done: it becomes the catalogue's "can't … at the moment"
 * for that change, which keeps the page and lets the customer try again.
 */
export async function acknowledged(
  answer: Promise<Result<unknown, ServiceError>>,
  unacknowledged: CatalogueCode,
): Promise<Result<void, ServiceError>> {
  const result = await answer;
  if (!result.ok) return result;
  if (result.value) return ok(undefined);
  return fail(
    serviceError(unacknowledged, {
      originalError: { problem: 'a success status without an acknowledgement', answer: result.value ?? 'empty' },
    }),
  );
}
