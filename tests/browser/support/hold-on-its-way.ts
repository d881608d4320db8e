import type { Page } from 'playwright-core';

/**
 * Reading 108: the matching calls wait on their way to the bank until `deliver` is called; then the
 * bank answers them. `answered` records each answer's status, or "not taken" when the page had
 * cancelled the call (the bank has made the change all the same).
 */
export async function holdOnItsWay(page: Page, method: string, path: RegExp) {
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  const answered: string[] = [];
  await page.route(path, async (route) => {
    if (route.request().method() !== method) return route.continue();
    await delivered;
    const answer = await route.fetch();
    answered.push(`${method} ${answer.status()}`);
    await route.fulfill({ response: answer }).catch(() => answered.push('not taken'));
  });
  return { deliver, answered };
}
