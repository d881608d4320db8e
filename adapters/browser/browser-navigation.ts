import type { Navigation, PageAddress } from '../../application/ports/navigation';

type PageLocation = Pick<Location, 'pathname' | 'search' | 'hash' | 'assign' | 'replace'>;

/**
 * The page's location, and the signal the HTTP client ties every call to: a new screen (or
 * leaving the page) aborts what the previous one still waited for.
 */
export class BrowserNavigation implements Navigation {
  private screen = new AbortController();

  constructor(private readonly location: PageLocation) {}

  current(): PageAddress {
    return { pathname: this.location.pathname, search: this.location.search, hash: this.location.hash };
  }

  leaveTo(url: string): void {
    this.screenChanged();
    this.location.assign(url);
  }

  reload(url: string): void {
    this.screenChanged();
    this.location.replace(url);
  }

  screenChanged(): void {
    this.screen.abort();
    this.screen = new AbortController();
  }

  /** The signal of the screen shown now. */
  screenSignal(): AbortSignal {
    return this.screen.signal;
  }
}
