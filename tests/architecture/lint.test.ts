import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

// Issue 32: `npm run lint` must bite. Each house rule is planted once in a small tree of its own
// (the project's eslint.config.mjs and node_modules, so the rules are the real ones) and must be
// reported by the rule that holds it; the same tree without the plant is clean, so a rule that
// stopped working fails here rather than letting the plant through.

/** A tree with the layers' folders and the given files (path → source). */
function plantedTree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-'));
  cpSync(join(root, 'eslint.config.mjs'), join(dir, 'eslint.config.mjs'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

/** The rules ESLint reports for each tree, in one child process (see support/lint-trees.mjs). */
function reported(trees: readonly Record<string, string>[]): string[][] {
  const dirs = trees.map(plantedTree);
  try {
    const output = execFileSync(process.execPath, [join(__dirname, 'support/lint-trees.mjs'), ...dirs], {
      encoding: 'utf8',
    });
    const reports: Record<string, string[]> = JSON.parse(output);
    return dirs.map((dir) => reports[dir]!);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const HOUSE = {
  'domain/cards/card.ts': 'export const card = (id: string) => ({ id });\n',
  'application/ports/cards.ts':
    "import { card } from '../../domain/cards/card';\n\nexport const cards = [card('1')];\n",
  'adapters/http/http-cards.ts': "export const httpCards = 'http';\n",
  'adapters/composition/create-container.ts': "export { httpCards } from '../http/http-cards';\n",
  'ui/shell/shell.ts': "export const shell = 'shell';\n",
  'ui/routing/routed-page.ts': "export const routedPage = 'page';\n",
  'ui/navigation/routes.ts': "export const routes = ['/'];\n",
  'sandbox/routes/cards.ts': "export const sandboxCards = 'cards';\n",
};

const plants: readonly [string, Record<string, string>, string][] = [
  [
    'domain importing another layer',
    { 'domain/cards/x.ts': "import { cards } from '../../application/ports/cards';\n\nexport const x = cards;\n" },
    'domain/cards/x.ts: import-x/no-restricted-paths',
  ],
  [
    'domain importing a package other than temporal-polyfill',
    { 'domain/cards/x.ts': "import { useState } from 'react';\n\nexport const x = useState;\n" },
    'domain/cards/x.ts: no-restricted-imports',
  ],
  [
    'application importing a package',
    { 'application/ports/x.ts': "import { observable } from 'mobx';\n\nexport const x = observable;\n" },
    'application/ports/x.ts: no-restricted-imports',
  ],
  [
    'ui reaching an adapter around the composition root',
    { 'ui/shell/x.ts': "import { httpCards } from '../../adapters/http/http-cards';\n\nexport const x = httpCards;\n" },
    'ui/shell/x.ts: import-x/no-restricted-paths',
  ],
  [
    'a screen importing ui/routing/',
    { 'ui/shell/x.ts': "import { routedPage } from '../routing/routed-page';\n\nexport const x = routedPage;\n" },
    'ui/shell/x.ts: import-x/no-restricted-paths',
  ],
  [
    'ui/navigation/ importing a screen',
    { 'ui/navigation/x.ts': "import { shell } from '../shell/shell';\n\nexport const x = shell;\n" },
    'ui/navigation/x.ts: import-x/no-restricted-paths',
  ],
  [
    'the sandbox reaching past the domain’s public entry',
    { 'sandbox/routes/x.ts': "import { card } from '../../domain/cards/card';\n\nexport const x = card;\n" },
    'sandbox/routes/x.ts: import-x/no-restricted-paths',
  ],
  [
    'two files importing each other',
    {
      'application/ports/a.ts': "import { b } from './b';\n\nexport const a = () => b;\n",
      'application/ports/b.ts': "import { a } from './a';\n\nexport const b = () => a;\n",
    },
    'application/ports/a.ts: import-x/no-cycle',
  ],
  [
    'a cycle through a dynamic import',
    {
      'domain/cards/a.ts': "import { b } from './b';\n\nexport const a = () => b;\n",
      'domain/cards/b.ts': "export const b = () => import('./a');\n",
    },
    'domain/cards/b.ts: import-x/no-cycle',
  ],
  [
    'a template-literal import',
    { 'domain/cards/x.ts': "const name = 'card';\n\nexport const x = () => import(`./${name}`);\n" },
    'domain/cards/x.ts: no-restricted-syntax',
  ],
  [
    'a re-export through the composition root that is not listed',
    { 'adapters/composition/x.ts': "export { httpCards } from '../http/http-cards';\n" },
    'adapters/composition/x.ts: no-restricted-syntax',
  ],
  [
    'a product file over 200 lines',
    {
      'domain/cards/x.ts':
        Array.from({ length: 201 }, (_, line) => `export const v${line} = ${line};`).join('\n') + '\n',
    },
    'domain/cards/x.ts: max-lines',
  ],
];

describe('npm run lint', () => {
  // One ESLint run for the clean house and every plant (each in a tree of its own): about 10 s.
  let reports: string[][] = [];
  beforeAll(() => {
    reports = reported([HOUSE, ...plants.map(([, plant]) => ({ ...HOUSE, ...plant }))]);
  }, 120_000);

  it('finds nothing in a house that keeps the rules', () => {
    expect(reports[0]).toEqual([]);
  });

  it.each(plants.map((plant, index) => [...plant, index + 1] as const))(
    'reports %s',
    (_name, _plant, report, index) => {
      expect(reports[index]).toContain(report);
    },
  );

  it('reports a file Prettier would write differently', () => {
    const check = (source: string) =>
      spawnSync(
        process.execPath,
        [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--stdin-filepath', 'domain/x.ts'],
        {
          cwd: root,
          input: source,
          encoding: 'utf8',
        },
      ).status;
    expect(check('export const x = {a:1}\n')).not.toBe(0);
    expect(check('export const x = { a: 1 };\n')).toBe(0);
  });
});
