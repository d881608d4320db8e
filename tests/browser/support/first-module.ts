import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { builtApp } from './built-app';

const STATIC_IMPORT = /(?:import|from)\s*"\.\/([\w-]+\.js)"/g;
const DYNAMIC_IMPORT = /import\(\s*"\.\/([\w-]+\.js)"\s*\)/g;

const importsOf = (file: string, pattern: RegExp) =>
  [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1]!);

/** The scripts reached from `starts` by static and dynamic imports, short of those in `outside`. */
function closure(starts: readonly string[], assets: string, outside: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const visit = (name: string) => {
    if (reached.has(name) || outside.has(name)) return;
    reached.add(name);
    const file = join(assets, name);
    [...importsOf(file, STATIC_IMPORT), ...importsOf(file, DYNAMIC_IMPORT)].forEach(visit);
  };
  starts.forEach(visit);
  return reached;
}

/**
 * The scripts the page's first module (issue 14) runs with, read from the built files: the page's
 * one script (ui/main.tsx's chunk), what it imports, and what it loads itself before the app (the
 * texts chunks), with their imports. Every other script is the app's, which starts from `boot`
 * (the first module's import of ./boot, once the first card is painted).
 */
export async function firstModuleScripts(): Promise<{
  readonly first: ReadonlySet<string>;
  readonly app: ReadonlySet<string>;
  readonly boot: readonly string[];
}> {
  const assets = join(await builtApp(), 'assets');
  const html = readFileSync(join(assets, '..', 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\.\/assets\/([\w-]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  if (scripts.length !== 1) throw new Error(`index.html names ${scripts.length} scripts, not the first module alone`);
  const entry = scripts[0]!;
  const isBoot = (name: string) => /export\s*\{[^}]*\bas boot\b/.test(readFileSync(join(assets, name), 'utf8'));
  const boot = importsOf(join(assets, entry), DYNAMIC_IMPORT).filter(isBoot);
  const first = closure([entry], assets, new Set(boot));
  const app = closure(boot, assets, first);
  // The app starts from the first module's import of ./boot: that must be among what a test can hold back.
  if (boot.length !== 1 || !app.has(boot[0]!))
    throw new Error(`the app's start (${boot.join(', ')}) is not a script of its own`);
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
