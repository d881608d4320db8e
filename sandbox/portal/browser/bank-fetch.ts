import { config } from './config';

/** `retryAfterSeconds`: a refusal's `Retry-After` (429), when it names whole seconds. */
export type BankAnswer = { readonly status: number; readonly body: unknown; readonly retryAfterSeconds?: number };

function retryAfterOf(response: Response): { retryAfterSeconds?: number } {
  const value = response.headers.get('retry-after');
  return value !== null && /^\d{1,6}$/.test(value) ? { retryAfterSeconds: Number(value) } : {};
}

const AMR = () => `urn:nl:${config.brandAbbreviation}:ciso:authentication:customer:method:msec:session`;

async function send(
  method: string,
  path: string,
  init: { readonly json?: unknown; readonly form?: Record<string, string> } = {},
): Promise<BankAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-XSRF-HEADER': config.xsrfToken };
    let body: string | URLSearchParams | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = new URLSearchParams(init.form);
    }
    const response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, ...retryAfterOf(response) };
  } finally {
    clearTimeout(timer);
  }
}

/** Only an authorize URL on this origin is followed (it comes from a response body). */
function sameOriginPath(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const resolved = new URL(url, location.origin);
    return resolved.origin === location.origin ? `${resolved.pathname}${resolved.search}` : undefined;
  } catch {
    return undefined;
  }
}

/** Section 4, "Authorisation session", as the app runs it: start, authorize, OIDC callback. */
async function reauthorise(): Promise<boolean> {
  const en = config.productPrefixes.en;
  const start = await send('GET', `/${en}/apis/user-session/v1/start`);
  if (start.status === 200) return true;
  const body = start.body as { oidc_authz_url?: unknown; oidc?: { authzUrl?: unknown } } | undefined;
  const url = sameOriginPath(body?.oidc_authz_url ?? body?.oidc?.authzUrl);
  if (start.status !== 401 || !url) return false;
  const authorized = await send('POST', url, { form: { amr_values: AMR() } });
  const answer = (authorized.body as { authorizeResponse?: { code?: unknown; state?: unknown } } | undefined)
    ?.authorizeResponse;
  if (authorized.status !== 200 || typeof answer?.code !== 'string' || typeof answer.state !== 'string') return false;
  const query = new URLSearchParams({ code: answer.code, state: answer.state });
  return (await send('POST', `/${en}/apis/pa/oidc/cb?${query}`)).status === 200;
}

/**
 * A call to the bank as the app makes it (section 4, "Wrapped requests"): XSRF header,
 * same-origin credentials, a timeout, and on a 401 one renewal of the authorisation and one
 * retry. A network failure answers status 0.
 */
export async function bankFetch(method: string, path: string, json?: unknown): Promise<BankAnswer> {
  try {
    const first = await send(method, path, json === undefined ? {} : { json });
    if (first.status !== 401 || !(await reauthorise())) return first;
    return await send(method, path, json === undefined ? {} : { json });
  } catch {
    return { status: 0, body: undefined };
  }
}

/** The catalogue code of an error body in any of the bank's formats. */
export function codeOf(body: unknown): string | undefined {
  const value = body as
    | { messages?: { messageKey?: string }[]; errors?: { code?: string }[]; message?: { errors?: { code?: string }[] } }
    | undefined;
  return value?.messages?.[0]?.messageKey ?? value?.errors?.[0]?.code ?? value?.message?.errors?.[0]?.code;
}
