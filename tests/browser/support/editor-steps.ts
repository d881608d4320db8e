import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { signingText } from '../../../sandbox/portal/browser/signing-texts';
import type { Language } from './app-session';
import { shownBeside, watchBesideNotification, type Watch } from './beside-notification';

/**
 * Steps through the editors and the signing widget on an app opened by app-session (`app.open`
 * or `openSignedIn`), and the checks their tests share.
 */

export type EditorRoute = '/edit-ecommerce-limit' | '/edit-payment-limit' | '/edit-withdrawal-limit' | '/edit-region';

/** The overview's settings tile that leads to an editor (its link holds the whole tile). */
export const settingsTile = (page: Page, route: EditorRoute): Locator =>
  page.locator(`.settings-tile__link[href="#${route}"]`);

/** From the overview, through the card's settings tile. */
export async function openEditor(page: Page, route: EditorRoute): Promise<void> {
  await settingsTile(page, route).click();
  await page.locator('form.editor').waitFor();
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.0/2.1/2.2 A/AA and best-practice rules on the page as it is now; violations' ids and targets. */
export async function editorAxe(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; once per
  // document (the app changes screens without loading a new one), since it costs more than a run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
      // Section 9 requires notification headings at aria level 6 wherever they appear (after the
      // page's h1 too); best-practice heading-order objects to that skip, and only to that.
      rules: { 'heading-order': { enabled: false } },
    });
    // axe takes a link for a skip link only when it precedes the page's first other link, which
    // it judges with compareDocumentPosition: that link sits in the portal header's shadow root,
    // where the comparison is "disconnected", so the shell's real skip link (first on the page,
    // to #main) is called content outside a landmark. GOV.UK: keep skip links out of landmarks.
    const skipLink = document.querySelector<HTMLAnchorElement>('a.skip-link[href="#main"]');
    const realSkipLink =
      skipLink !== null && document.getElementById('main') !== null && document.querySelector('a[href]') === skipLink;
    return result.violations
      .map((violation) => ({
        ...violation,
        nodes: violation.nodes.filter(
          (node) => !(realSkipLink && violation.id === 'region' && JSON.stringify(node.target) === '[".skip-link"]'),
        ),
      }))
      .filter((violation) => violation.nodes.length > 0)
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}

/** The signing widget (the portal's `dmb-signing`) once it shows its code: the code, as the bank's app would show it. */
export async function codeShownBy(page: Page): Promise<string> {
  const code = page.locator('dmb-signing .code');
  await page.waitForFunction(() =>
    /^\d{6}$/.test(
      document.querySelector('dmb-signing')?.shadowRoot?.querySelector('.code')?.textContent?.trim() ?? '',
    ),
  );
  return (await code.textContent())!.trim();
}

/** Signs in the widget as a customer would, with the code "the bank's app" shows; back on the overview. */
export async function signWithWidget(page: Page, language: Language): Promise<void> {
  const code = await codeShownBy(page);
  await page.locator('dmb-signing').getByLabel(signingText(language, 'codeLabel')).fill(code);
  await page
    .locator('dmb-signing')
    .getByRole('button', { name: signingText(language, 'sign'), exact: true })
    .click();
  await page.waitForURL(/#\/card-management$/);
}

/**
 * The widget once the bank failed a signature: the code still as typed and not marked wrong, the
 * failure said beside the buttons, whose first now reads Try again.
 */
export async function expectSignatureFailed(page: Page, language: Language): Promise<void> {
  const widget = page.locator('dmb-signing');
  await widget.locator('form .failure').getByText(signingText(language, 'signFailed')).waitFor();
  const field = widget.getByLabel(signingText(language, 'codeLabel'));
  expect(await field.inputValue()).toMatch(/^\d{6}$/);
  expect(await field.getAttribute('aria-invalid')).toBeNull();
  expect(await widget.locator('#code-error').count()).toBe(0);
}

/** Try again in the widget after the bank failed a signature: the code typed before goes again. */
export async function tryAgainInWidget(page: Page, language: Language): Promise<void> {
  await page
    .locator('dmb-signing')
    .getByRole('button', { name: signingText(language, 'tryAgain'), exact: true })
    .click();
}

/** The notification area's heading (aria level 6) once it says `title`. */
export async function notificationTitled(page: Page, title: string): Promise<void> {
  await page.locator('.notification-area').getByRole('heading', { level: 6, name: title }).waitFor();
}

/** What a tile should say: matching the pattern, or without a text (a deleted temporary box). */
export type TileText = RegExp | { readonly without: string };

const says = (text: string, expected: TileText) =>
  expected instanceof RegExp ? expected.test(text) : !text.includes(expected.without);

/** Starts recording what the tile of `route` shows beside a notification; before the change is made. */
export const watchTile = (page: Page, route: EditorRoute): Promise<Watch> =>
  watchBesideNotification(page, `.settings-tile__link[href="#${route}"]`);

/**
 * Once the notification titled `title` is up: the tile, read at once, already shows the change
 * (the overview shows its loading state, not the card as it was, until the fresh details are in),
 * and the watch saw nothing else in that tile beside that notification.
 */
export async function expectChangedTile(
  page: Page,
  route: EditorRoute,
  watch: Watch,
  title: string,
  expected: TileText,
): Promise<void> {
  await notificationTitled(page, title);
  const text = await settingsTile(page, route).innerText();
  if (expected instanceof RegExp) expect(text).toMatch(expected);
  else expect(text).not.toContain(expected.without);
  const beside = await shownBeside(watch, title);
  expect(beside.length).toBeGreaterThan(0);
  expect(beside.filter((shown) => !says(shown, expected))).toEqual([]);
}
