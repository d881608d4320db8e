import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { specifiersOf } from '../support/import-rules';

const ROOT = join(__dirname, '../..');
const UI = join(ROOT, 'ui');

function sources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(UI).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe('what the first load downloads (the 200 KB budget)', () => {
  it('reaches every screen but the overview only through a dynamic import', () => {
    const staticRouteImports = files.flatMap((file) =>
      specifiersOf(file.text.replace(/import\(\s*['"][^'"]+['"]\s*\)/g, ''))
        .filter((specifier) => /\.route$/.test(specifier) && !specifier.endsWith('overview/overview.route'))
        .map((specifier) => `${file.path} → ${specifier}`),
    );
    expect(staticRouteImports).toEqual([]);
    const screens = files.find((file) => file.path === join('ui', 'routing', 'screens.ts'))!;
    expect(screens.text).toMatch(/import\(\s*'\.\.\/replace\/replace-card\.route'\s*\)/);
  });

  it('keeps the editor registry to lazy imports only', () => {
    const registry = readFileSync(join(UI, 'lazy-routes.ts'), 'utf8');
    expect(specifiersOf(registry.replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '')).filter((specifier) => specifier.startsWith('.'))).toEqual(['./routing/lazy-screen']);
  });
});

describe('a Content-Security-Policy without unsafe-inline holds', () => {
  it('no screen writes HTML, scripts or style elements at runtime', () => {
    const risky = /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML|insertAdjacentHTML|document\.write|createElement\(\s*['"](script|style)['"]|new Function\(|\beval\(/;
    expect(files.filter((file) => risky.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('the page template loads its script and styles from files only', () => {
    const template = readFileSync(join(UI, 'index.html'), 'utf8');
    expect(template).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(template).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(template).toContain('<html lang="{{lang}}">');
  });
});
