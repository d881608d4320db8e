import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
    const staticScreenImports = files.flatMap((file) =>
      specifiersOf(file.text.replace(/import\(\s*['"][^'"]+['"]\s*\)/g, ''))
        .filter((specifier) => /\.screen$/.test(specifier) && !specifier.endsWith('overview/overview.screen'))
        .map((specifier) => `${file.path} → ${specifier}`),
    );
    expect(staticScreenImports).toEqual([]);
    const registry = files.find((file) => file.path === join('ui', 'routing', 'route-manifest.ts'))!;
    expect(registry.text).toMatch(/import\(\s*'\.\.\/replace\/replace-card\.screen'\s*\)/);
  });

  it('loads the use cases only the editors and the replace screen call with those screens, not with the overview', () => {
    // The modules ui/main.tsx reaches through static imports that stay in the bundle (not `import type`).
    const valueImports = (text: string) =>
      specifiersOf(text.replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '').replace(/^import type [^;]*;$/gm, '')).filter(
        (specifier) => specifier.startsWith('.'),
      );
    const fileOf = (from: string, specifier: string) =>
      ['.ts', '.tsx', '/index.ts']
        .map((ending) => resolve(dirname(from), specifier) + ending)
        .find((path) => existsSync(path));
    const reached = new Set<string>();
    const visit = (path: string) => {
      if (reached.has(path)) return;
      reached.add(path);
      for (const specifier of valueImports(readFileSync(path, 'utf8'))) {
        const file = fileOf(path, specifier);
        if (file) visit(file);
      }
    };
    visit(join(UI, 'main.tsx'));
    // main.tsx imports the app (boot) once the first calls are out (issue 14): still the first load.
    visit(join(UI, 'boot.tsx'));
    const useCases = [...reached]
      .map((path) => relative(ROOT, path))
      .filter((path) => path.startsWith(join('application', 'use-cases')));
    const lazyOnly = [
      ...[
        'change-ecommerce-limit',
        'change-spending-limit',
        'change-default-limit',
        'delete-temporary-limit',
        'change-region',
        'delete-temporary-region',
      ],
      ...[
        'prepare-replacement',
        'replace-card',
        'start-address-change',
        'sign-pending-change',
        'complete-signing',
        'postpone-signing',
      ],
    ];
    expect(useCases).toContain(join('application', 'use-cases', 'load-cards.ts'));
    expect(useCases.filter((path) => lazyOnly.some((name) => path.endsWith(`${name}.ts`)))).toEqual([]);
    // Only the lazy chunks import their group of use cases.
    const groups = [...reached]
      .map((path) => relative(ROOT, path))
      .filter((path) => path.startsWith(join('adapters', 'composition')));
    expect(groups.filter((path) => /(limit-editing|region-editing|replacement|signing)\.ts$/.test(path))).toEqual([]);
    expect(groups).toContain(join('adapters', 'composition', 'first-load-use-cases.ts'));
  });

  it("leaves the catalogue's English texts (domain CATALOGUE) out: no module of the app or the domain reads them", () => {
    // The app shows its translations; a module reaching CATALOGUE would put ~1.2 KB gzip of the bank's words in the first load.
    const appFiles = ['ui', 'adapters', 'application', 'domain'].flatMap((directory) => sources(join(ROOT, directory)));
    const readers = appFiles.filter((path) => {
      const text = readFileSync(path, 'utf8');
      const fromCatalogue = specifiersOf(text).some((specifier) =>
        /(^|\/)errors\/catalogue$|^\.\/catalogue$/.test(specifier),
      );
      const namesCatalogue = /import\s*\{[^}]*\bCATALOGUE\b(?!_)[^}]*\}\s*from/.test(text);
      return (fromCatalogue || namesCatalogue) && relative(ROOT, path) !== join('domain', 'index.ts');
    });
    expect(readers.map((path) => relative(ROOT, path))).toEqual([]);
  });

  it('keeps the route manifest to dynamic imports: it imports only the route table (and types)', () => {
    const registry = readFileSync(join(UI, 'routing', 'route-manifest.ts'), 'utf8');
    const valueImports = specifiersOf(
      registry.replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '').replace(/^import type [^;]*;$/gm, ''),
    );
    expect(valueImports).toEqual(['../navigation/route-table']);
  });
});

describe('a Content-Security-Policy without unsafe-inline holds', () => {
  it('no screen writes HTML, scripts or style elements at runtime', () => {
    const risky =
      /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML|insertAdjacentHTML|document\.write|createElement\(\s*['"](script|style)['"]|new Function\(|\beval\(/;
    expect(files.filter((file) => risky.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('the page template loads its script and styles from files only', () => {
    const template = readFileSync(join(UI, 'index.html'), 'utf8');
    expect(template).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(template).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(template).toContain('<html lang="{{lang}}">');
  });
});
