/** The page's cookies, as far as the session needs them. */
export interface CookieJar {
  set(name: string, value: string, options: { readonly path: string }): void;
}
