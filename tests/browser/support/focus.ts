import type { Page } from 'playwright-core';

/**
 * What holds the keyboard focus, as `tag "text"` (shadow roots followed), e.g. `button "Block
 * card"`, `h1 "My debit cards"`, `select "Choose a debit card"`, `body`: readable in an
 * assertion and in its failure. Texts are as shown, so CSS capitals count.
 */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'body';
    // A field by its label; anything else by its text as shown (block parts apart).
    const field =
      active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement
        ? active
        : undefined;
    const raw = field
      ? (field.labels?.[0]?.textContent ?? '')
      : active instanceof HTMLElement
        ? active.innerText
        : (active.textContent ?? '');
    const text = raw.trim().replace(/\s+/g, ' ');
    return `${active.tagName.toLowerCase()} "${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `wanted` has the focus, as a keyboard user would; fails
 * with the stops it passed when it never gets there.
 */
export async function tabTo(page: Page, wanted: string, { backwards = false, maxStops = 40 } = {}): Promise<void> {
  const passed: string[] = [];
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now === wanted) return;
    passed.push(now);
  }
  throw new Error(`Tab never reached ${wanted}; it passed ${passed.join(' → ')}`);
}
