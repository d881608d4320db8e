import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtApp } from '../browser/support/built-app';
import { startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import { TODAY, useSandbox } from '../sandbox/support/bank-client';

// Issue 20, item 9: the production build served its source maps — with sourcesContent, the whole
// source — to anyone, cached for good. Its maps are now hidden (written for an error reporter,
// named by no file) and the sandbox serves a map only when its script names it, as the
// development build's do (`npm run dev` unchanged).

jest.setTimeout(240_000);

describe('the production build’s source maps', () => {
  let appDir: string;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    appDir = await builtApp();
    sandbox = await startSandbox({ today: TODAY, appDir });
  });
  afterAll(() => sandbox?.close());

  it('are written for an error reporter, with their sources, but no script or style names one', () => {
    const assets = readdirSync(join(appDir, 'assets'));
    const maps = assets.filter((name) => name.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(appDir, 'assets', maps[0]!), 'utf8')).sourcesContent?.length).toBeGreaterThan(
      0,
    );
    const naming = assets.filter(
      (name) =>
        /\.(js|css)$/.test(name) && /sourceMappingURL=/.test(readFileSync(join(appDir, 'assets', name), 'utf8')),
    );
    expect(naming).toEqual([]);
  });

  it('are not served, while the scripts are', async () => {
    const assets = readdirSync(join(appDir, 'assets'));
    const script = assets.find((name) => name.endsWith('.js'))!;
    expect((await fetch(`${sandbox.url}/nl/betaalpassen/assets/${script}`)).status).toBe(200);
    for (const map of assets.filter((name) => name.endsWith('.map'))) {
      const answer = await fetch(`${sandbox.url}/nl/betaalpassen/assets/${map}`);
      expect({ map, status: answer.status }).toEqual({ map, status: 404 });
    }
  });
});

describe('a development build’s source maps', () => {
  const directory = mkdtempSync(join(tmpdir(), 'dev-build-'));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'assets/main-AB12.js'), 'console.log(1);\n//# sourceMappingURL=main-AB12.js.map\n');
  writeFileSync(join(directory, 'assets/main-AB12.js.map'), '{"version":3,"sourcesContent":["x"]}');
  writeFileSync(join(directory, 'assets/app-CD34.css'), 'body{margin:0}\n/*# sourceMappingURL=app-CD34.css.map */\n');
  writeFileSync(join(directory, 'assets/app-CD34.css.map'), '{"version":3}');
  writeFileSync(join(directory, 'assets/chunk-EF56.js'), 'export const a = 1;\n');
  writeFileSync(join(directory, 'assets/chunk-EF56.js.map'), '{"version":3}');
  const started = useSandbox({ appDir: directory });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('are served where their script or style names them, and only there', async () => {
    expect((await fetch(`${started.url}/nl/betaalpassen/assets/main-AB12.js.map`)).status).toBe(200);
    expect((await fetch(`${started.url}/en/debit-cards/assets/app-CD34.css.map`)).status).toBe(200);
    expect((await fetch(`${started.url}/nl/betaalpassen/assets/chunk-EF56.js.map`)).status).toBe(404);
  });
});
