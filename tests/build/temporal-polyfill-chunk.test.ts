import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Issue 34: the polyfill's chunk is asked for only by a browser without Temporal, so it is neither
 * in the first load nor among the app's chunks the page names. esbuild names its entry by the
 * path it resolved: where node_modules is a link to another clone's install, that is the real
 * path (`../main/node_modules/…`), and the polyfill was counted and preloaded in every browser.
 * The build's modules are plain ES modules, so a node of its own asks them.
 */
function judged(polyfillEntry: string): { polyfill: boolean; firstLoad: string[] } {
  const metafile = {
    outputs: {
      'assets/first.js': {
        imports: [
          { path: 'assets/boot.js', kind: 'dynamic-import' },
          { path: 'assets/polyfill.js', kind: 'dynamic-import' },
        ],
      },
      'assets/boot.js': { imports: [] },
      'assets/polyfill.js': { entryPoint: polyfillEntry, imports: [] },
    },
  };
  const script = `
    const { entryClosure, isTemporalPolyfill } = await import(${JSON.stringify(join(__dirname, '../../build/app-graph.mjs'))});
    const metafile = ${JSON.stringify(metafile)};
    console.log(JSON.stringify({
      polyfill: isTemporalPolyfill(metafile, 'assets/polyfill.js'),
      firstLoad: entryClosure(metafile, 'assets/first.js'),
    }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

it.each([
  ['node_modules/temporal-polyfill/global.esm.js'],
  ['../main/node_modules/temporal-polyfill/global.esm.js'],
  ['/work/main/node_modules/temporal-polyfill/global.esm.js'],
])('the polyfill entered as %s is left out of the first load', (entry) => {
  expect(judged(entry)).toEqual({ polyfill: true, firstLoad: ['assets/first.js', 'assets/boot.js'] });
});

it('a package whose name only ends the same is not taken for it', () => {
  expect(judged('node_modules/my-temporal-polyfill/global.esm.js').polyfill).toBe(false);
});
