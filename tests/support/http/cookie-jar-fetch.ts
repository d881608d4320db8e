/**
 * `fetch` as a browser tab does it for same-origin calls: cookies the server sets come back on
 * the next requests (HttpOnly ones too), and cookies the page sets itself can be added. Every
 * call is recorded as "METHOD /path".
 */
export type CookieJarFetch = typeof fetch & {
  readonly cookies: Map<string, string>;
  readonly calls: string[];
};

export function cookieJarFetch(): CookieJarFetch {
  const cookies = new Map<string, string>();
  const calls: string[] = [];
  const jarFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      if (/;\s*Max-Age=0/i.test(cookie)) cookies.delete(pair.slice(0, separator));
      else cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };
  return Object.assign(jarFetch, { cookies, calls }) as CookieJarFetch;
}
