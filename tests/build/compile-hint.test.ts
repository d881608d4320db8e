import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appChunksNamedBy, builtApp } from '../browser/support/built-app';

/**
 * Issue 14, second round: the production build marks the app's chunks — what the page preloads
 * at low priority for after the first paint — with V8's explicit compile hint, so they are compiled whole off the
 * main thread instead of function by function in the app's first tasks (Lighthouse's blocking
 * time). The page's first module and its texts stay lazy: small, and first to run. The hint moves
 * each marked script down a line; its source map moves with it, or an error reporter would name
 * the wrong line.
 */
jest.setTimeout(240_000);

const HINT = '//# allFunctionsCalledOnLoad\n';

describe('the compile hint on the built app', () => {
  let assets: string;
  let page: string;
  beforeAll(async () => {
    const app = await builtApp();
    assets = join(app, 'assets');
    page = readFileSync(join(app, 'index.nl.html'), 'utf8');
  });
  const named = (pattern: RegExp) => [...page.matchAll(pattern)].map((match) => match[1]!);
  /** The app's chunks: what the page names for the first module to preload. */
  const appChunks = () => appChunksNamedBy(page);
  const script = (name: string) => readFileSync(join(assets, name), 'utf8');

  it('heads each of the app’s chunks, and neither the first module nor what it preloads', () => {
    const app = appChunks();
    const first = [
      ...named(/<script type="module"[^>]*src="\.\/assets\/([\w-]+\.js)"/g),
      ...named(/<link rel="modulepreload" href="\.\/assets\/([\w-]+\.js)"/g),
    ];
    expect(app.length).toBeGreaterThan(0);
    expect(first.length).toBeGreaterThan(1);
    expect(app.filter((name) => !script(name).startsWith(HINT))).toEqual([]);
    expect(first.filter((name) => script(name).includes('allFunctionsCalledOnLoad'))).toEqual([]);
  });

  it('moves each marked chunk’s source map down a line with it', () => {
    for (const name of appChunks()) {
      const { mappings } = JSON.parse(readFileSync(join(assets, `${name}.map`), 'utf8')) as { mappings: string };
      // One line of mappings per line of script, the hint's own empty.
      expect({ name, hintLine: mappings.split(';')[0] }).toEqual({ name, hintLine: '' });
      expect({ name, lines: mappings.split(';').length }).toEqual({
        name,
        lines: script(name).replace(/\n$/, '').split('\n').length,
      });
    }
  });
});
