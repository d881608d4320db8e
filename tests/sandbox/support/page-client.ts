import { env } from './bank-client';

export type PageAnswer = {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly location: string | undefined;
};

/**
 * A browser for the portal's pages: keeps cookies, follows no redirects (tests look at them),
 * posts forms as a browser does.
 */
export type PageClient = {
  readonly cookies: Map<string, string>;
  get(path: string, headers?: Record<string, string>): Promise<PageAnswer>;
  post(path: string, form: Record<string, string>, headers?: Record<string, string>): Promise<PageAnswer>;
  /** The session cookie as a `cookie` header value, for the API clients. */
  sessionCookie(): string | undefined;
};

export function pageClient(baseUrl: string): PageClient {
  const cookies = new Map<string, string>();
  async function request(
    method: string,
    path: string,
    form?: Record<string, string>,
    extra: Record<string, string> = {},
  ): Promise<PageAnswer> {
    const headers: Record<string, string> = { ...extra };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (/;\s*Max-Age=0/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1));
    }
    return {
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      location: response.headers.get('location') ?? undefined,
    };
  }
  return {
    cookies,
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, form, headers) => request('POST', path, form, headers),
    sessionCookie: () => {
      const value = cookies.get(`${env.brandAbbreviation}_session`);
      return value === undefined ? undefined : `${env.brandAbbreviation}_session=${value}`;
    },
  };
}

/** The form token a page's form carries. */
export function formTokenOf(html: string): string {
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the page has no form token');
  return token;
}

/** Signs in through the login page, as a customer would: the page, then the form. */
export async function signIn(
  client: PageClient,
  customer: string,
  options: { readonly language?: 'nl' | 'en'; readonly segment?: 'business'; readonly back?: string } = {},
): Promise<PageAnswer> {
  const loginPath = env.loginPaths[options.language ?? 'nl'];
  const query = new URLSearchParams({
    ...(options.segment ? { segment: options.segment } : {}),
    ...(options.back ? { dmbUrl: options.back } : {}),
  });
  const page = await client.get(`${loginPath}${query.size > 0 ? `?${query}` : ''}`);
  return client.post(loginPath, {
    formToken: formTokenOf(page.text),
    customer,
    ...(options.segment ? { segment: options.segment } : {}),
    ...(options.back ? { dmbUrl: options.back } : {}),
  });
}
