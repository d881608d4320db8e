/** An answer as it arrived: its status and its body, read once. */
export type BankResponse = {
  readonly status: number;
  readonly ok: boolean;
  /** The parsed JSON; `UNPARSED` for 204 and Content-Length 0; undefined for an empty body. */
  readonly body: unknown;
  /** The body was there but was not JSON (an HTML error page, garbage, a cut-off answer). */
  readonly unreadable: boolean;
  readonly traceId: string | undefined;
};

const NO_BODY = new Set([204, 205, 304]);

/**
 * Section 7: "A 204 response, or one with Content-Length 0, is returned unparsed" — the answer
 * itself, which is truthy: for the calls where only truthiness counts it is a success. A body
 * declared as JSON that turns out empty is not returned unparsed: it reads as undefined.
 */
export const UNPARSED: unique symbol = Symbol('returned unparsed');

/** Section 7: 204, Content-Length 0 and empty bodies are returned unparsed. */
export async function readResponse(response: Response): Promise<BankResponse> {
  const traceId = response.headers.get('trace-id') ?? undefined;
  const base = { status: response.status, ok: response.ok, traceId };
  if (NO_BODY.has(response.status) || response.headers.get('content-length') === '0') {
    await response.body?.cancel();
    return { ...base, body: UNPARSED, unreadable: false };
  }
  const text = await response.text();
  if (text.trim() === '') return { ...base, body: undefined, unreadable: false };
  try {
    return { ...base, body: JSON.parse(text) as unknown, unreadable: false };
  } catch {
    return { ...base, body: undefined, unreadable: true };
  }
}
