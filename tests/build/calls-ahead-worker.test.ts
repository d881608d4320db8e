import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS_AHEAD_WORKER } from '../../adapters/browser/service-worker/register';
import { builtApp } from '../browser/support/built-app';

/**
 * Issue 14, fourth round: the build writes the service worker beside the pages, under the name the
 * page registers it by (and the sandbox serves), as a classic script any browser's worker runs —
 * no module syntax, nothing it imports from the app's chunks — and the page does not load it.
 */
jest.setTimeout(240_000);

describe('the built service worker', () => {
  let app: string;
  beforeAll(async () => {
    app = await builtApp();
  });

  it('is a classic script beside the pages, under the name the page registers', () => {
    const worker = readFileSync(join(app, CALLS_AHEAD_WORKER), 'utf8');
    expect(worker).toMatch(/^"use strict";\(\(\)=>\{/);
    expect(worker).not.toMatch(/\bimport\s*[({"'\w]|\bexport\s*[{\w]|import\.meta/);
    expect(worker).toContain('addEventListener("fetch"');
  });

  it('is not part of the page’s load: neither named by the pages nor bundled into their scripts', () => {
    for (const language of ['nl', 'en'])
      expect(readFileSync(join(app, `index.${language}.html`), 'utf8')).not.toContain(CALLS_AHEAD_WORKER);
    const scripts = readdirSync(join(app, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // What only the worker does: answer fetch events with the navigation's preload.
    expect(
      scripts.filter((name) => readFileSync(join(app, 'assets', name), 'utf8').includes('preloadResponse')),
    ).toEqual([]);
  });
});
