import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appChunksNamedBy, builtApp } from '../browser/support/built-app';

/**
 * Issue 14 (Total Blocking Time): React's libraries come in a chunk of their own, which the first
 * module evaluates a task before the app's own modules (ui/app-libraries.ts, ui/main.tsx), so the
 * browser compiles and runs them as two tasks instead of one of twice the length. Both are
 * among the app's chunks the page names for the first module to preload (ui/preload-app.ts).
 */
jest.setTimeout(240_000);

describe('the app’s chunks in the built page', () => {
  let assets: string;
  let lowPreloads: string[];
  beforeAll(async () => {
    const app = await builtApp();
    assets = join(app, 'assets');
    const page = readFileSync(join(app, 'index.nl.html'), 'utf8');
    lowPreloads = appChunksNamedBy(page);
  });
  const holding = (text: string) =>
    lowPreloads.filter((name) => readFileSync(join(assets, name), 'utf8').includes(text));

  it('hold React DOM in one chunk and the app’s own modules in another', () => {
    // React DOM's production errors point to react.dev; the settings tiles are the overview's own.
    const reactDom = holding('https://react.dev/errors/');
    const app = holding('settings-tile__link');
    expect(reactDom).toHaveLength(1);
    expect(app).toHaveLength(1);
    expect(reactDom).not.toEqual(app);
  });
});
