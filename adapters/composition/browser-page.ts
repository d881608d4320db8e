/** The browser page the adapters work in; absent under Node, where tests pass what they need. */
export type BrowserPage = {
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign' | 'replace' | 'origin'>;
  readonly document: Document;
  readonly sessionStorage: Storage;
  /** Shared by the app's tabs: the portal session's last activity (SessionActivity). */
  readonly localStorage: Storage;
};
