import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { installConsumer, installExample, PACKAGE_NAME, packDomain, runScript } from '../support/domain-package';
import { readPublicApi } from '../support/public-api/releases';

// Issues 2 and 18: other bank channels install the domain (its rules, arbitraries and catalogue
// texts) from the tarball `npm run pack:domain` makes. Pack it the same way into a scratch
// directory, install it with npm into consumer projects, and use it from separate node processes
// as those channels would: by package name, with nothing of this repository's TypeScript.
const root = resolve(__dirname, '../..');
const api = readPublicApi(root);
const version = api.releases.at(-1)!.version;

let scratch: string;
let tarball: string;
let consumer: string;
let installed: string;

function runConsumer(name: string, source: string): string {
  writeFileSync(join(consumer, name), source);
  return execFileSync(process.execPath, [name], { cwd: consumer, encoding: 'utf8', timeout: 30_000 });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'domain-package-'));
  tarball = packDomain(root, join(scratch, 'dist'));
  consumer = join(scratch, 'consumer');
  const peers = { 'temporal-polyfill': '^1.0.8', 'fast-check': '^4.10.2' };
  installConsumer(root, consumer, tarball, { name: 'consumer', private: true, type: 'module', dependencies: peers });
  installed = join(consumer, 'node_modules', PACKAGE_NAME);
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the domain package', () => {
  it('is a tarball named for the version of domain/public-api.json, with a manifest another project can rely on', () => {
    expect(basename(tarball)).toBe(`debit-card-self-service-domain-${version}.tgz`);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: PACKAGE_NAME,
      version,
      type: 'module',
      license: 'UNLICENSED',
      sideEffects: false,
      engines: { node: '>=20.19' },
    });
    expect(manifest.peerDependencies).toEqual({
      'temporal-polyfill': expect.any(String),
      'fast-check': expect.any(String),
    });
    expect(manifest.peerDependenciesMeta).toEqual({ 'fast-check': { optional: true } });
    expect(Object.keys(manifest.exports)).toEqual([...Object.keys(api.entries), './package.json']);
    for (const entry of Object.keys(api.entries)) {
      expect(existsSync(join(installed, manifest.exports[entry].default))).toBe(true);
      expect(existsSync(join(installed, manifest.exports[entry].types))).toBe(true);
    }
    expect(readFileSync(join(installed, 'README.md'), 'utf8')).toContain(
      'npm install ./debit-card-self-service-domain-',
    );
    // The change list travels with the package, newest release first.
    const changelog = readFileSync(join(installed, 'CHANGELOG.md'), 'utf8');
    expect(changelog.indexOf(`**${version}**`)).toBeGreaterThan(0);
    expect(changelog.indexOf(`**${version}**`)).toBeLessThan(changelog.indexOf('**1.0.0**'));
  });

  it('ships the built files only: no TypeScript sources, no tests', () => {
    const files = readdirSync(installed, { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((file) => /\.test\./.test(file))).toEqual([]);
  });

  it('runs its rules in a plain node process, imported by name', () => {
    const output = runConsumer(
      'rules.mjs',
      `import * as domain from '${PACKAGE_NAME}';
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
import { listedCards } from '${PACKAGE_NAME}';
import { cardListArb, todayAndWindowArb } from '${PACKAGE_NAME}/arbitraries';
const [cards] = fc.sample(cardListArb(), { numRuns: 1, seed: 7 });
const [{ window }] = fc.sample(todayAndWindowArb, { numRuns: 1, seed: 7 });
console.log(JSON.stringify({ listed: Array.isArray(listedCards(cards)), window: window.earliestStart <= window.latestStart }));`,
    );
    expect(JSON.parse(output)).toEqual({ listed: true, window: true });
  });

  it('takes the platform’s Temporal where there is one, and the polyfill peer on a Node without it', () => {
    // Node 20 and 22 have no Temporal: the rules run on the polyfill (the test above). A platform
    // with one is stood in for by a global Temporal that counts what the rules ask of it.
    const output = runConsumer(
      'platform-temporal.mjs',
      `import { Temporal } from 'temporal-polyfill';
let asked = 0;
globalThis.Temporal = new Proxy(Temporal, { get: (target, key) => (asked++, target[key]) });
const { easterSunday, nextBusinessDay } = await import('${PACKAGE_NAME}');
console.log(JSON.stringify({ easter: easterSunday(2027), next: nextBusinessDay('2027-04-26'), platform: asked > 0 }));`,
    );
    expect(JSON.parse(output)).toEqual({
      easter: '2027-03-28',
      next: { ok: true, value: '2027-04-28' },
      platform: true,
    });
  });

  it('keeps a one-function import small: bundled and minified, no polyfill inside (docs/domain.md, "Sizes")', async () => {
    const { build } = await import('esbuild');
    const gzipped = async (name: string) => {
      const out = await build({
        stdin: { contents: `export { ${name} } from '${PACKAGE_NAME}';`, resolveDir: consumer },
        bundle: true,
        minify: true,
        write: false,
        format: 'esm',
        platform: 'neutral',
        // Nothing is left out: the package never imports the polyfill where a bundler would see it.
        logLevel: 'error',
      });
      return gzipSync(out.outputFiles[0]!.contents).length;
    };
    expect(await gzipped('formatIban')).toBeLessThanOrEqual(512);
    expect(await gzipped('isDutchPublicHoliday')).toBeLessThanOrEqual(1536);
  });

  it('words every catalogue code in Dutch and English, the English being the catalogue’s own', () => {
    const output = runConsumer(
      'texts.mjs',
      `import { CATALOGUE, CATALOGUE_CODES } from '${PACKAGE_NAME}';
import { CATALOGUE_TEXTS, catalogueText } from '${PACKAGE_NAME}/catalogue-texts';
console.log(JSON.stringify({
  codes: Object.keys(CATALOGUE_TEXTS).length === CATALOGUE_CODES.length && CATALOGUE_CODES.every((code) => CATALOGUE_TEXTS[code].nl.trim() !== ''),
  english: CATALOGUE_CODES.filter((code) => CATALOGUE_TEXTS[code].en !== CATALOGUE[code].text),
  holiday: catalogueText('MESSAGE_BAI540_0052', 'nl'),
  unknown: catalogueText('MESSAGE_BAI540_9999', 'en') === CATALOGUE.serviceError.text,
}));`,
    );
    expect(JSON.parse(output)).toEqual({
      codes: true,
      english: [],
      holiday: 'Kies een datum die niet op een zaterdag, zondag of feestdag valt.',
      unknown: true,
    });
  });

  it('has type declarations a TypeScript project on Node’s own module resolution compiles against', () => {
    writeFileSync(
      join(consumer, 'consumer.ts'),
      `import { parseIsoDate, type IsoDate } from '${PACKAGE_NAME}';
import { isoDateArb } from '${PACKAGE_NAME}/arbitraries';
import { CATALOGUE_TEXTS } from '${PACKAGE_NAME}/catalogue-texts';
const parsed = parseIsoDate('2026-02-30');
const reason: 'malformed' | 'nonexistent' | undefined = parsed.ok ? undefined : parsed.error.reason;
const arb = isoDateArb({ min: '2026-01-01' as IsoDate });
const dutch: string = CATALOGUE_TEXTS.MESSAGE_BAI540_0052.nl;
export { reason, arb, dutch };
`,
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    // Every resolution TypeScript still supports: nodenext and node16 (extensions on every relative
    // import), bundler, and node10 (no `exports`: the subpaths through `typesVersions`).
    const modes = [
      ['--module', 'nodenext', '--moduleResolution', 'nodenext'],
      ['--module', 'node16', '--moduleResolution', 'node16'],
      ['--module', 'esnext', '--moduleResolution', 'bundler'],
      // fast-check's own declarations reach pure-rand through `exports`, which node10 cannot read:
      // its library is not checked, ours is still resolved (a missing entry fails in consumer.ts).
      ['--module', 'commonjs', '--moduleResolution', 'node10', '--ignoreDeprecations', '6.0', '--skipLibCheck'],
    ];
    for (const mode of modes)
      expect(() =>
        execFileSync(process.execPath, [tsc, 'consumer.ts', '--noEmit', '--strict', '--target', 'es2022', ...mode], {
          cwd: consumer,
          encoding: 'utf8',
          // Generous: on a loaded shared host one tsc run of this small file has taken a minute.
          timeout: 150_000,
        }),
      ).not.toThrow();
  }, 600_000);
});

describe('the examples, each installed from the tarball into a copy of its own', () => {
  it('back-office-check answers allowed, or the refusal’s code with its Dutch and English text', () => {
    const example = join(scratch, 'back-office-check');
    installExample(root, 'back-office-check', example, tarball);
    const check = (proposal: string) => runScript(example, 'start', [`proposals/${proposal}.json`]);
    expect(check('temporary-limit-for-a-trip')).toEqual({
      status: 0,
      output: `${JSON.stringify({ allowed: true }, null, 2)}\n`,
    });
    expect(JSON.parse(check('temporary-limit-on-kings-day').output)).toEqual({
      allowed: false,
      code: 'MESSAGE_BAI540_0052',
      field: 'startDate',
      text: {
        nl: 'Kies een datum die niet op een zaterdag, zondag of feestdag valt.',
        en: 'Choose a date that is not a Saturday, Sunday or public holiday.',
      },
    });
    const blocked = check('block-a-blocked-card');
    expect(blocked.status).toBe(1);
    expect(JSON.parse(blocked.output)).toMatchObject({
      code: 'MESSAGE_BAI540_1027',
      text: { nl: 'Je kunt deze pas nu niet blokkeren. Probeer het later nog eens.' },
    });
    expect(JSON.parse(check('no-such-proposal').output)).toMatchObject({
      allowed: false,
      code: 'REQUEST_INVALID',
      text: { en: 'The request could not be read.' },
    });
  }, 60_000);

  it('chat-bot, plain CommonJS, requires the package and answers in the customer’s language', () => {
    const example = join(scratch, 'chat-bot');
    installExample(root, 'chat-bot', example, tarball);
    const run = runScript(example, 'start', ['questions/raise-on-kings-day.json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.output)).toEqual({
      code: 'MESSAGE_BAI540_0052',
      say: 'Kies een datum die niet op een zaterdag, zondag of feestdag valt. De eerste dag daarna waarop het wel kan: 28-04-2027.',
    });
  }, 60_000);

  it('property-test passes its properties with jest, fast-check and the arbitraries entry', () => {
    const example = join(scratch, 'property-test');
    installExample(root, 'property-test', example, tarball);
    const run = runScript(example, 'test');
    expect(run.output).toMatch(/Tests:\s+3 passed, 3 total/);
    expect(run.status).toBe(0);
  }, 90_000);
});
