import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import UPNG from 'upng-js';
import type { Language } from '../../../domain/index';
import { VIEWPORTS } from './app-session';

/**
 * Screenshots of screen states, in every language and width, for the docs: each area of the
 * app lists its states (a `tests/browser/screenshots/{area}.ts`, run by `npm run screenshots`)
 * and this takes them as PNGs and writes their index with captions.
 */

export type ShotViewport = 'desktop' | 'mobile';

export type ShotSetting = {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly language: Language;
  readonly viewport: ShotViewport;
};

export type ScreenState = {
  /** Part of the file name: `overview-active-dmc` → `overview-active-dmc-nl-desktop.png`. */
  readonly name: string;
  /** One line for the index. */
  readonly caption: string;
  /** Shows the state on a fresh page (sign in, open, click); the shot is taken when it returns. */
  readonly show: (setting: ShotSetting) => Promise<void>;
  /** The whole page (default), or only the viewport (a modal belongs on the screen it covers). */
  readonly fullPage?: boolean;
};

export type Shot = {
  readonly state: ScreenState;
  readonly language: Language;
  readonly viewport: ShotViewport;
  readonly file: string;
  readonly bytes: number;
};

export type ShotOptions = {
  readonly directory: string;
  readonly languages?: readonly Language[];
  readonly viewports?: readonly ShotViewport[];
  /** Before each state, e.g. a sandbox reset. */
  readonly beforeEach?: () => Promise<void>;
  /**
   * The browser's date and time for every state, fixed (its timers keep running), so a shot
   * never depends on the day it was taken: the app reads "today" from the device for its
   * calendars, reminders and the times in the history.
   */
  readonly now: Date;
};

/**
 * The PNG with at most 256 colours: the flat screens lose nothing to the eye and the files
 * shrink to less than half, which matters for shots kept in the repository.
 */
function quantised(png: Buffer): Buffer {
  const image = UPNG.decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.length) as ArrayBuffer);
  return Buffer.from(UPNG.encode(UPNG.toRGBA8(image), image.width, image.height, 256));
}

/**
 * Waits until the page is drawn: web fonts in, two frames. (Not "network idle": Chromium never
 * reports the analytics' keepalive requests as finished.)
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export async function takeScreenshots(
  browser: Browser,
  states: readonly ScreenState[],
  options: ShotOptions,
): Promise<Shot[]> {
  const { directory, languages = ['nl', 'en'], viewports = ['desktop', 'mobile'] } = options;
  mkdirSync(directory, { recursive: true });
  const shots: Shot[] = [];
  for (const state of states) {
    for (const viewport of viewports) {
      for (const language of languages) {
        await options.beforeEach?.();
        const context = await browser.newContext({
          viewport: VIEWPORTS[viewport],
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          locale: language === 'nl' ? 'nl-NL' : 'en-GB',
          timezoneId: 'Europe/Amsterdam',
        });
        try {
          await context.clock.setFixedTime(options.now);
          const page = await context.newPage();
          await state.show({ page, context, language, viewport });
          await settle(page);
          const file = join(directory, `${state.name}-${language}-${viewport}.png`);
          const png = quantised(
            await page.screenshot({ fullPage: state.fullPage ?? true, animations: 'disabled', caret: 'hide' }),
          );
          writeFileSync(file, png);
          shots.push({ state, language, viewport, file, bytes: png.length });
        } finally {
          await context.close();
        }
      }
    }
  }
  return shots;
}

const VIEWPORT_NAMES: Record<ShotViewport, string> = {
  desktop: `desktop (${VIEWPORTS.desktop.width} px)`,
  mobile: `phone (${VIEWPORTS.mobile.width} px)`,
};
const LANGUAGE_NAMES: Record<Language, string> = { nl: 'Dutch', en: 'English' };

/** The index in Markdown: per state its caption, the English desktop shot, and links to every shot. */
export function screenshotIndex(title: string, intro: string, shots: readonly Shot[], indexFile: string): string {
  const from = (file: string) => relative(join(indexFile, '..'), file).split('\\').join('/');
  const states = [...new Set(shots.map((shot) => shot.state))];
  const sections = states.map((state) => {
    const own = shots.filter((shot) => shot.state === state);
    const shown = own.find((shot) => shot.language === 'en' && shot.viewport === 'desktop') ?? own[0]!;
    const links = own
      .map((shot) => `[${LANGUAGE_NAMES[shot.language]}, ${VIEWPORT_NAMES[shot.viewport]}](${from(shot.file)})`)
      .join(' · ');
    return `## ${state.caption}\n\n${links}\n\n<img src="${from(shown.file)}" alt="${state.caption.replace(/"/g, '&quot;')}" width="640">\n`;
  });
  return `# ${title}\n\n${intro}\n\n${sections.join('\n')}`;
}

/** Writes the index beside the shots. */
export function writeScreenshotIndex(indexFile: string, title: string, intro: string, shots: readonly Shot[]): void {
  writeFileSync(indexFile, screenshotIndex(title, intro, shots, indexFile));
}
