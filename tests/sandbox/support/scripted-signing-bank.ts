import type { SignItem } from '../../../sandbox/portal/browser/signing-item';

/** One answer of the bank, or `'network'` for a request that never gets one (fetch rejects). */
export type Scripted = { readonly status: number; readonly body?: unknown; readonly retryAfter?: number } | 'network';

export type Call = { readonly method: string; readonly path: string; readonly body?: unknown };

export const THE_CODE = '246810';

export const anItem = (overrides: Partial<SignItem> = {}): SignItem => ({
  signItemId: 'tps-1',
  adapterId: 'source-1',
  status: 'PENDING',
  operationType: 'changedDefaultECOMLimit',
  card: { maskedPan: '4821', accountId: 'NL86DMBK0482019374', cardHolder: 'S. de Vries' },
  change: { limitType: 'ECOM', oldValue: 1500, newValue: 2750 },
  attemptsLeft: 3,
  ...overrides,
});

export const refusal = (status: number, code: string): Scripted => ({ status, body: { errors: [{ code }] } });

/**
 * The bank as the signing widget meets it, on the window's `fetch`: the item, its device code
 * and signatures with the right code answer as the sandbox does, unless the test scripted the
 * next answers of a kind (`next.signature`, `next.deviceCode`, `next.item`), taken in turn.
 */
export function scriptedSigningBank(item: SignItem = anItem()) {
  const calls: Call[] = [];
  const next = { item: [] as Scripted[], deviceCode: [] as Scripted[], signature: [] as Scripted[] };
  const kindOf = (method: string, path: string): keyof typeof next =>
    path.endsWith('/signature') ? 'signature' : path.endsWith('/device-code') ? 'deviceCode' : 'item';
  const usual = (kind: keyof typeof next, body: unknown): Scripted => {
    if (kind === 'item') return { status: 200, body: item };
    if (kind === 'deviceCode') return { status: 200, body: { code: THE_CODE } };
    return (body as { code?: string }).code === THE_CODE
      ? { status: 200, body: { signItemId: item.signItemId, status: 'SIGNED', operationType: item.operationType } }
      : refusal(400, 'SIGNATURE_INVALID');
  };
  const fetch = async (path: string, init: { method: string; body?: string }): Promise<unknown> => {
    const body = init.body === undefined ? undefined : JSON.parse(init.body);
    calls.push({ method: init.method, path, body });
    const kind = kindOf(init.method, path);
    const answer = next[kind].shift() ?? usual(kind, body);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return {
      status: answer.status,
      headers: {
        get: (name: string) => (name === 'retry-after' && answer.retryAfter ? String(answer.retryAfter) : null),
      },
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    };
  };
  (window as unknown as { fetch: typeof fetch }).fetch = fetch;
  return { calls, next, signatures: () => calls.filter((call) => call.path.endsWith('/signature')) };
}
