// What the page-load bench does on the overview besides loading it: the server warmed first, and
// the interactions measured after a cold load.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { measureInteraction } from './browser.mjs';

/** The payment-limit tile on the overview: the interactions open its editor. */
export const EDITOR_TILE = 'a.settings-tile__link[href$="/edit-payment-limit"]';

/** The server compresses each file when first asked: ask once before measuring. */
export async function warmServer({ url, root, appDist, appPath }) {
  for (const name of readdirSync(join(root, appDist, 'assets'))) {
    for (const encoding of ['br', 'gzip'])
      await fetch(`${url}${appPath}assets/${name}`, { headers: { 'accept-encoding': encoding } }).then((response) =>
        response.arrayBuffer(),
      );
  }
}

/** On the overview: the Tab baseline, a card switch by keyboard, then opening an editor by click. */
export async function interact(page, quiet) {
  const tab = await measureInteraction(page, 'tab', 'focus-moved', 'card-picker', async () => {
    await page.focus('#card-picker');
    await page.keyboard.press('Tab');
  });
  await page.focus('#card-picker');
  const nextCard = await page.evaluate(() => {
    const picker = document.querySelector('#card-picker');
    return picker.options[picker.selectedIndex + 1]?.value;
  });
  // A closed select takes the arrow keys: the next card is chosen at once (section 2.3's picker).
  const cardSwitch = await measureInteraction(page, 'cardSwitch', 'card-switched', nextCard, () =>
    page.keyboard.press('ArrowDown'),
  );
  await quiet();
  const openEditor = await measureInteraction(page, 'openEditor', 'editor-open', undefined, () =>
    page.click(EDITOR_TILE),
  );
  return { tab, cardSwitch, openEditor };
}
