/** The worker's script, beside the app's page, so that it controls the page's path (calls-ahead.ts). */
export const CALLS_AHEAD_WORKER = 'calls-ahead-worker.js';

/**
 * Issue 14: installs the service worker that asks for a returning customer's first calls as the
 * page is navigated to; called once the app has started. Where service workers are not offered
 * (an old browser, some private windows) or refused, nothing changes. The browser checks the
 * worker's script against the server's on navigations, past its HTTP cache: a new build's
 * worker is found at once.
 */
export function registerCallsAhead(navigator: Navigator): void {
  navigator.serviceWorker?.register(CALLS_AHEAD_WORKER).catch(() => undefined);
}
