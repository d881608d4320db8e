import type { Page } from 'playwright-core';

/** The notification area's heading (aria level 6) and the watched element's text (null: not shown). */
export type Sighting = readonly [notification: string, text: string | null];

/** Reads what a watch recorded so far. */
export type Watch = () => Promise<readonly Sighting[]>;

let watches = 0;

/**
 * From now on, records what the element at `selector` shows each time the page changes while the
 * notification area holds a titled notification. A MutationObserver in the page sees every state
 * React commits, also ones too brief for the test's own reads (such as the card as it was, shown
 * for a moment beside the notification of its change). Answers a function that reads the record.
 */
export async function watchBesideNotification(page: Page, selector: string): Promise<Watch> {
  watches += 1;
  const key = `__besideNotification${watches}`;
  await page.evaluate(
    ([selector, key]) => {
      const seen: [string, string | null][] = [];
      const record = () => {
        const title = document.querySelector('.notification-area .notification__title')?.textContent;
        if (!title) return;
        const text = document.querySelector<HTMLElement>(selector)?.innerText.replace(/\s+/g, ' ').trim() ?? null;
        const last = seen.at(-1);
        if (!last || last[0] !== title || last[1] !== text) seen.push([title, text]);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
      (window as unknown as Record<string, unknown>)[key] = seen;
    },
    [selector, key] as const,
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, Sighting[]>)[key]!, key);
}

/**
 * What the element showed beside the notification titled `title`, other than the loading state
 * (absent): once fresh details are in, only the changed card's new state may appear there.
 */
export async function shownBeside(read: Watch, title: string): Promise<readonly string[]> {
  return [
    ...new Set(
      (await read()).filter(([notification, text]) => notification === title && text !== null).map(([, text]) => text!),
    ),
  ];
}
