import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appChunksNamedBy, builtApp } from '../browser/support/built-app';

/**
 * Issue 34: the app build keeps only the parts of react-router the app reaches
 * (build/app-plugins.mjs: shakableReactRouter), and its links are RouteLinks, not the router's Link
 * with its framework-mode prefetching. Each text below is written only by a part the app does not
 * use; before the plugin, all three were on the first load.
 */
jest.setTimeout(240_000);

const UNUSED_PARTS = {
  'ScrollRestoration, which keeps positions under this key': 'react-router-scroll-positions',
  'Form and useSubmit, which encode a form this way': 'application/x-www-form-urlencoded',
  'Link, which marks its anchors for route discovery': 'data-discover',
};

describe('react-router in the built app', () => {
  let firstLoad: string;
  beforeAll(async () => {
    const app = await builtApp();
    const page = readFileSync(join(app, 'index.nl.html'), 'utf8');
    firstLoad = appChunksNamedBy(page)
      .map((name) => readFileSync(join(app, 'assets', name), 'utf8'))
      .join('\n');
  });

  it('reaches the first load with its hash router', () => {
    expect(firstLoad).toContain('useHref() may be used only in the context of a <Router> component.');
  });

  it.each(Object.entries(UNUSED_PARTS))('leaves out %s', (_part, text) => {
    expect(firstLoad).not.toContain(text);
  });
});
