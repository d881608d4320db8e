import { token } from '../token';

/** Where the page is: `location`'s pathname, search and hash. */
export type PageAddress = { readonly pathname: string; readonly search: string; readonly hash: string };

/** The page itself: where it is, leaving it, and the app's screens changing inside it. */
export interface Navigation {
  current(): PageAddress;
  /** Leaves the app for another page (login, portal); calls in flight are abandoned. */
  leaveTo(url: string): void;
  /** Loads the page again at this address, replacing the current history entry. */
  reload(url: string): void;
  /** The app shows another screen: reads the previous screen still waits for are cancelled. */
  screenChanged(): void;
  /** The screen shown now, as a signal aborted once another is shown. */
  screenSignal(): AbortSignal;
}

export const Navigation = token<Navigation>('Navigation');
