// The domain as a package other channels install (`node esbuild.mjs domain [--pack]`): its entries
// and version come from domain/public-api.json, so the build and the export-list test
// (tests/domain/public-api.test.ts) read one manifest. The guide is docs/domain.md.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

/** The sources' `temporal-polyfill` import, in the package: build/package-temporal.mjs. */
const temporalWherePlatformLacksIt = {
  name: 'temporal-where-the-platform-lacks-it',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^temporal-polyfill$/ }, () => ({ path: resolve('build/package-temporal.mjs') }));
  },
};

export const PACKAGE_NAME = '@debit-card-self-service/domain';

/** `.` → `index`, `./arbitraries` → `arbitraries`: the file an export path loads. */
const fileOf = (exportPath) => (exportPath === '.' ? 'index' : exportPath.slice(2));
const declarationOf = (source) => `./types/${source.replace(/\.tsx?$/, '.d.ts')}`;

function manifest(api, own) {
  const entries = Object.entries(api.entries);
  return {
    name: PACKAGE_NAME,
    version: api.releases.at(-1).version,
    description:
      'The debit-card rules of the bank: calendar, money, cards, limits, international use and the error catalogue, with no I/O and no clock of its own',
    // The bank's own code, for its own channels: no licence to anyone else.
    license: 'UNLICENSED',
    type: 'module',
    sideEffects: false,
    // require() of this ESM package works from Node 20.19 on (require(esm) unflagged), import everywhere.
    engines: { node: '>=20.19' },
    exports: {
      ...Object.fromEntries(
        entries.map(([path, source]) => [path, { types: declarationOf(source), default: `./${fileOf(path)}.js` }]),
      ),
      './package.json': './package.json',
    },
    // For tools that predate `exports`, TypeScript's `node10` resolution among them: the subpath
    // entries' declarations through `typesVersions`.
    main: './index.js',
    types: declarationOf(api.entries['.']),
    typesVersions: {
      '*': Object.fromEntries(
        entries.filter(([path]) => path !== '.').map(([path, source]) => [fileOf(path), [declarationOf(source)]]),
      ),
    },
    files: ['*.js', '*.js.map', 'types/', 'CHANGELOG.md'],
    peerDependencies: {
      'fast-check': own.devDependencies['fast-check'],
      'temporal-polyfill': own.dependencies['temporal-polyfill'],
    },
    // Only the `arbitraries` entry imports fast-check. temporal-polyfill stays a required peer, so
    // that npm installs it: Node has no Temporal of its own yet, and the package asks for it there.
    peerDependenciesMeta: { 'fast-check': { optional: true } },
  };
}

/**
 * Node's ESM resolution (TypeScript's `node16`/`nodenext`) needs the file extension on every
 * relative import, in declarations too; tsc writes them as the sources do, without. Each one
 * is given its `.js` only when the declaration it names exists, so nothing is guessed.
 */
async function addDeclarationExtensions(directory) {
  const files = (await readdir(directory, { recursive: true })).filter((file) => file.endsWith('.d.ts'));
  for (const file of files) {
    const path = join(directory, file);
    const text = await readFile(path, 'utf8');
    const fixed = text.replace(
      /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.\.?\/[^'"]+)\2/g,
      (whole, lead, quote, specifier) => {
        if (!existsSync(resolve(dirname(path), `${specifier}.d.ts`)))
          throw new Error(`${file}: ${specifier} names no declaration file`);
        return `${lead}${quote}${specifier}.js${quote}`;
      },
    );
    if (fixed !== text) await writeFile(path, fixed);
  }
}

/** The guide's "Changes", newest first, as the tarball's CHANGELOG.md: one list, written once. */
function changelog(guide) {
  const section = guide.split(/^### Changes$/m)[1];
  if (!section) throw new Error('docs/domain.md has no "### Changes" section');
  const entries = section.split(/^(?=- \*\*)/m).filter((entry) => entry.startsWith('- **'));
  const body = entries
    .reverse()
    .map((entry) => entry.trimEnd())
    .join('\n');
  return `# Changes of ${PACKAGE_NAME}\n\nThe versioning policy: docs/domain.md, "The stability promise", in the repository.\n\n${body}\n`;
}

/** `npm pack` into the output root: `<dist>/debit-card-self-service-domain-<version>.tgz`. */
function pack(packageDir, destination) {
  // Under `npm run`, the npm that runs us; otherwise the one on the PATH.
  const running = process.env.npm_execpath;
  const [command, prefix] = running?.endsWith('npm-cli.js') ? [process.execPath, [running]] : ['npm', []];
  const output = execFileSync(
    command,
    [...prefix, 'pack', resolve(packageDir), '--pack-destination', resolve(destination), '--json'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return join(destination, JSON.parse(output)[0].filename);
}

export async function buildDomainPackage({ distDir, pack: packIt }) {
  const outdir = `${distDir}/domain`;
  const api = JSON.parse(await readFile('domain/public-api.json', 'utf8'));
  const own = JSON.parse(await readFile('package.json', 'utf8'));
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(api.entries).map(([path, source]) => [fileOf(path), source])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    sourcemap: true,
    // Consumers bring their own fast-check; the other entries import the domain through the shared
    // chunk. Temporal is the platform's, the polyfill only where there is none (package-temporal.mjs).
    external: ['fast-check'],
    plugins: [temporalWherePlatformLacksIt],
    logLevel: 'warning',
  });
  execFileSync(
    process.execPath,
    [
      require.resolve('typescript/bin/tsc'),
      ...Object.values(api.entries),
      ...['--ignoreConfig', '--declaration', '--emitDeclarationOnly', '--outDir', `${outdir}/types`, '--rootDir', '.'],
      ...['--strict', '--noUncheckedIndexedAccess', '--skipLibCheck', '--target', 'es2022', '--resolveJsonModule'],
      ...['--module', 'esnext', '--moduleResolution', 'bundler', '--types', 'node', '--isolatedModules'],
    ],
    { stdio: 'inherit' },
  );
  await addDeclarationExtensions(`${outdir}/types`);
  await copyFile('domain/README.md', `${outdir}/README.md`);
  await writeFile(`${outdir}/CHANGELOG.md`, changelog(await readFile('docs/domain.md', 'utf8')));
  await writeFile(`${outdir}/package.json`, `${JSON.stringify(manifest(api, own), null, 2)}\n`);
  console.log(`domain package written to ${outdir}`);
  if (packIt) console.log(`domain package packed: ${pack(outdir, distDir)}`);
}
