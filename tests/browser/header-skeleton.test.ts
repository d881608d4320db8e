import type { Page } from 'playwright-core';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { appAxeViolations, openApp, signIn, useApp, type AppPage } from './support/app-session';

jest.setTimeout(90_000);

/**
 * Issue 21: the portal header's skeleton (section 2.2, region 2) keeps the header's place, so the
 * page below it does not move when the header's script arrives (CLS 0). The header wraps onto a
 * second row on a phone (in English already at Lighthouse's 412 px), so the skeleton must wrap
 * at the same widths. The script is held back until the first card shows — the order in which a
 * height difference becomes a layout shift — and then let through.
 */
const app = useApp();
let { context, page, watched } = {} as AppPage;

/** From the phone the layout must fit (320 px) to a desktop; 412 px is Lighthouse's phone. */
const WIDTHS = [320, 360, 375, 390, 412, 430, 768, 1280];
const PHONE = { width: 412, height: 823 };

type Shift = { readonly time: number; readonly value: number; readonly sources: readonly string[] };

/** The header region's height at each width (the viewport resized, the page not reloaded). */
async function headerHeights(): Promise<Record<number, number>> {
  const heights: Record<number, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    heights[width] = await page.locator('.page__header').evaluate((header) => header.getBoundingClientRect().height);
  }
  await page.setViewportSize(PHONE);
  return heights;
}

/** Two frames: what changed has been laid out and painted. */
const painted = (target: Page) =>
  target.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe.each(['nl', 'en'] as const)('%s', (language) => {
  it('the skeleton is as high as the header at every width, and the header arrives without moving the page', async () => {
    ({ context, page, watched } = await app.newPage('mobile'));
    await page.setViewportSize(PHONE);
    await signIn(context, app.url, 'sanne');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(`**${DEFAULT_ENVIRONMENT.portal.headerScript}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      Object.defineProperty(window, '__shifts', { value: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          startTime: number;
          value: number;
          sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
        }[]) {
          const sources = entry.sources.map(
            (source) =>
              `${(source.node as Element | undefined)?.className} y ${source.previousRect.y} → ${source.currentRect.y}`,
          );
          shifts.push({ time: entry.startTime, value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await openApp(page, app.url, { language, route: '' });
    await page.locator('.status-panel .card-image').waitFor();
    await page.locator('.portal-header--skeleton').waitFor();
    const skeleton = await headerHeights();
    expect(await appAxeViolations(page)).toEqual([]);

    await painted(page);
    const released = await page.evaluate(() => performance.now());
    release();
    await page.locator('dmb-header').waitFor();
    await painted(page);
    const shifts = await page.evaluate(
      (since) => (window as unknown as { __shifts: Shift[] }).__shifts.filter((shift) => shift.time >= since),
      released,
    );
    expect(shifts).toEqual([]);

    const header = await headerHeights();
    expect(skeleton).toEqual(header);
    // The widths cover a header on one row and one that wraps.
    expect(header[320]).toBeGreaterThan(header[1280]!);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});
