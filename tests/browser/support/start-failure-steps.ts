import type { BrowserContext, Locator, Page } from 'playwright-core';
import { appUrl, signIn, TEXTS, type Language } from './app-session';

/** The message's left and right room on the page, as a screen's message has it (the page's body's padding). */
export async function roomBeside(page: Page, message: Locator): Promise<[number, number]> {
  const box = (await message.boundingBox())!;
  return [box.x, page.viewportSize()!.width - box.x - box.width];
}

/**
 * Issue 34: the app's page loaded while the requests `unreachable` picks are lost on the way (a
 * chunk it cannot start without): it says it could not be loaded, in its own language, inset as a
 * screen's message, with neither the paint nor the loading line beside it; once they are in reach
 * again, loading it again starts the app.
 */
export async function startFailsThenReloads(
  { page, context }: { readonly page: Page; readonly context: BrowserContext },
  options: { readonly baseUrl: string; readonly language: Language; readonly unreachable: (url: URL) => boolean },
): Promise<void> {
  const { baseUrl, language, unreachable } = options;
  const t = TEXTS[language];
  await context.route(unreachable, (route) => route.abort('internetdisconnected'));
  await signIn(context, baseUrl, 'sanne');
  await page.goto(appUrl(baseUrl, { language, route: '' }));

  const failure = page.getByRole('alert');
  await failure.getByRole('heading', { name: t.shell.loadFailed.title }).waitFor();
  expect(await failure.innerText()).toContain(t.shell.loadFailed.message);
  expect(await page.locator('.boot-loading').isVisible()).toBe(false);
  expect(await page.locator('#first-paint').count()).toBe(0);
  const [left, right] = await roomBeside(page, failure);
  expect(Math.min(left, right)).toBeGreaterThanOrEqual(16);

  await context.unrouteAll();
  await page.getByRole('button', { name: t.shell.loadFailed.reload }).click();
  await page.locator('#root .status-panel__heading').waitFor();
}
