import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { builtApp } from './built-app';

const STATIC_IMPORT = /(?:import|from)\s*"\.\/([\w-]+\.js)"/g;
const DYNAMIC_IMPORT = /import\(\s*"\.\/([\w-]+\.js)"\s*\)/g;

const importsOf = (file: string, pattern: RegExp) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1]!);

/**
 * The scripts the page's first module (issue 14) runs with, read from the built files: its own
 * file, what it imports, and what it loads itself (the texts chunks), with their imports. Every
 * other script is the app's, which starts from `boot` (main's import of ./boot).
 */
export async function firstModuleScripts(): Promise<{ readonly first: ReadonlySet<string>; readonly app: ReadonlySet<string>; readonly boot: readonly string[] }> {
  const assets = join(await builtApp(), 'assets');
  const html = readFileSync(join(assets, '..', 'index.html'), 'utf8');
  const entry = (name: string) => new RegExp(`<script type="module"[^>]*src="\\./assets/(${name}-[\\w-]+\\.js)"`).exec(html)?.[1];
  const [firstEntry, mainEntry] = [entry('first'), entry('main')];
  if (!firstEntry || !mainEntry) throw new Error('index.html names no first module or no main script');
  const first = new Set<string>();
  const visit = (name: string) => {
    if (first.has(name)) return;
    first.add(name);
    const file = join(assets, name);
    [...importsOf(file, STATIC_IMPORT), ...importsOf(file, DYNAMIC_IMPORT)].forEach(visit);
  };
  visit(firstEntry);
  const app = new Set<string>();
  const visitApp = (name: string) => {
    if (app.has(name) || first.has(name)) return;
    app.add(name);
    const file = join(assets, name);
    [...importsOf(file, STATIC_IMPORT), ...importsOf(file, DYNAMIC_IMPORT)].forEach(visitApp);
  };
  visitApp(mainEntry);
  // The app starts from main's import of ./boot: that must be among what a test can hold back.
  const boot = importsOf(join(assets, mainEntry), DYNAMIC_IMPORT);
  if (boot.length === 0 || boot.some((name) => !app.has(name))) throw new Error(`the app's start (${boot.join(', ')}) is shared with the first module`);
  return { first, app, boot };
}

/**
 * Holds back every script of the app's (not the first module's) until released, so the page
 * shows what the first module does alone. Playwright's routing turns the HTTP cache off.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  const { first } = await firstModuleScripts();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.includes('/assets/') && url.pathname.endsWith('.js') && !first.has(basename(url.pathname)),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
