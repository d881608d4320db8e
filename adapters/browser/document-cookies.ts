import type { CookieJar } from '../session/cookie-jar';

/** `document.cookie`; names and values are encoded so nothing can add attributes. */
export class DocumentCookies implements CookieJar {
  constructor(private readonly document: Pick<Document, 'cookie'>) {}

  set(name: string, value: string, options: { readonly path: string }): void {
    this.document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path}`;
  }
}
