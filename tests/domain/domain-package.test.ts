import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// Issue 2: other bank channels import the domain (and its arbitraries) as a standalone ESM
// package. Build it the way `npm run build:domain` does, into a scratch directory, and use it
// from a separate node process as a consumer would: by package name, with its own copies of the
// peer dependencies and nothing of this repository's TypeScript.
const root = resolve(__dirname, '../..');
const packageName = '@debit-card-self-service/domain';

let scratch: string;
let packageDir: string;

/** The installed copy of a dependency, as a consumer's node_modules would hold it. */
function linkDependency(name: string): void {
  const target = join(root, 'node_modules', name);
  const link = join(scratch, 'node_modules', name);
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}

function runConsumer(name: string, source: string): string {
  const file = join(scratch, name);
  writeFileSync(file, source);
  return execFileSync(process.execPath, [file], { cwd: scratch, encoding: 'utf8', timeout: 10_000 });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'domain-package-'));
  execFileSync(process.execPath, ['esbuild.mjs', 'domain'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: join(scratch, 'dist') },
    stdio: 'pipe',
    timeout: 25_000,
  });
  packageDir = join(scratch, 'dist', 'domain');
  linkDependency('temporal-polyfill');
  linkDependency('fast-check');
  mkdirSync(join(scratch, 'node_modules', '@debit-card-self-service'), { recursive: true });
  symlinkSync(packageDir, join(scratch, 'node_modules', packageName), 'dir');
}, 30_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the domain package', () => {
  it('is an ESM package with both entries and their type declarations', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(manifest.type).toBe('module');
    expect(Object.keys(manifest.exports)).toEqual(['.', './arbitraries']);
    for (const entry of Object.values(manifest.exports) as { types: string; default: string }[]) {
      expect(existsSync(join(packageDir, entry.default))).toBe(true);
      expect(existsSync(join(packageDir, entry.types))).toBe(true);
    }
    expect(readFileSync(join(packageDir, manifest.exports['.'].types), 'utf8')).toContain("export * from './cards/card-order'");
  });

  it('runs its rules in a plain node process, imported by name', () => {
    const output = runConsumer(
      'rules.mjs',
      `import * as domain from '${packageName}';
const window = domain.dateWindow('2026-04-20');
console.log(JSON.stringify({
  easter: domain.easterSunday(2027),
  today: domain.todayInAmsterdam(Date.UTC(2026, 2, 29, 23, 30)),
  euro: domain.formatEuro(1234.56, 'nl-NL'),
  period: domain.checkPeriod({ startDate: '2026-04-27', endDate: '2026-04-27' }, window),
  error: domain.parseErrorBody({ errors: [{ messageType: 'WARNING', code: 'MESSAGE_BAI540_1011' }] }).recoverable,
}));`,
    );
    expect(JSON.parse(output)).toEqual({
      easter: '2027-03-28',
      today: '2026-03-30',
      euro: '€\u00a01.234,56',
      period: { code: 'MESSAGE_BAI540_0052', field: 'startDate' },
      error: true,
    });
  });

  it('offers the arbitraries as a second entry that drives fast-check against the same rules', () => {
    const output = runConsumer(
      'arbitraries.mjs',
      `import fc from 'fast-check';
import { listedCards } from '${packageName}';
import { cardListArb, todayAndWindowArb } from '${packageName}/arbitraries';
const [cards] = fc.sample(cardListArb(), { numRuns: 1, seed: 7 });
const [{ window }] = fc.sample(todayAndWindowArb, { numRuns: 1, seed: 7 });
console.log(JSON.stringify({ listed: Array.isArray(listedCards(cards)), window: window.earliestStart <= window.latestStart }));`,
    );
    expect(JSON.parse(output)).toEqual({ listed: true, window: true });
  });

  it('has type declarations a TypeScript consumer can compile against', () => {
    writeFileSync(
      join(scratch, 'consumer.ts'),
      `import { parseIsoDate, type IsoDate } from '${packageName}';
import { isoDateArb } from '${packageName}/arbitraries';
const parsed = parseIsoDate('2026-02-30');
const reason: 'malformed' | 'nonexistent' | undefined = parsed.ok ? undefined : parsed.error.reason;
const arb = isoDateArb({ min: '2026-01-01' as IsoDate });
export { reason, arb };
`,
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = ['consumer.ts', '--noEmit', '--strict', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', '--skipLibCheck'];
    expect(() => execFileSync(process.execPath, [tsc, ...args], { cwd: scratch, encoding: 'utf8', timeout: 20_000 })).not.toThrow();
  }, 25_000);
});
