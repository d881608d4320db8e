import { TEXTS, useApp, VIEWPORTS, NAMED_RUNS } from './support/app-session';
import { openEditor } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Section 2.1, "Every navigation scrolls to the top", for the browser's Back and Forward too. Seen
 * walking at 375 px: Back from the region editor (its tile 760 px down the overview) showed the
 * overview 760 px down, where the browser had kept it, with focus on the heading out of sight at
 * the top. nl at 1280 px, en at 375 px.
 */
const app = useApp();

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];

  it('Back from an editor entered far down the overview, and Forward: each at the top, focus on its heading in sight', async () => {
    const { page } = await app.open({ language, viewport: VIEWPORTS[viewport], card: 'sanne-dmc' });
    await page.getByRole('link', { name: t.overview.settings.region.title }).scrollIntoViewIfNeeded();
    const tileDown = await page.evaluate(() => window.scrollY);
    await openEditor(page, '/edit-region');
    const atTop = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const box = focused?.getBoundingClientRect();
        return {
          scrollY: window.scrollY,
          focus: focused?.tagName,
          inSight: box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight,
        };
      });
    await page.goBack();
    await page.waitForURL(/#\/card-management$/);
    await page.getByRole('link', { name: t.overview.settings.region.title }).waitFor();
    await page.waitForTimeout(300);
    expect(await atTop()).toEqual({ scrollY: 0, focus: 'H1', inSight: true });
    await page.goForward();
    await page.locator('form.editor').waitFor();
    await page.waitForTimeout(300);
    expect(await atTop()).toEqual({ scrollY: 0, focus: 'H1', inSight: true });
    // The walk's case: the tile is below the first screen on a phone.
    if (viewport === 'mobile') expect(tileDown).toBeGreaterThan(0);
  });
});
