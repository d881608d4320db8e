import type { CDPSession, Page } from 'playwright-core';

/** A phone's network: each of the page's calls takes a round trip of 150 ms at least. */
export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 };
const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** Throttles the page's network as a phone's, from now on; resolves with the session that does it. */
async function onPhoneNetwork(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  return cdp;
}

/**
 * The app's first visit on a phone's network, until its service worker is active (what a
 * returning customer's browser has): the app installs it only where asking ahead wins, a round
 * trip that long (adapters/browser/service-worker/register.ts, issue 34). The network is quick again after it.
 */
export async function firstVisitInstallingWorker(page: Page, address: string): Promise<void> {
  const cdp = await onPhoneNetwork(page);
  await page.goto(address);
  await page.locator('#root .status-panel__heading').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await cdp.send('Network.emulateNetworkConditions', NO_THROTTLING);
  await cdp.detach();
}
