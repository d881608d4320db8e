// Bundle sizes per route of the production build (`npm run bench:bundle` builds first):
// the overview's first load (HTML + JS + CSS + its language's texts) and what each lazily
// loaded route adds to it, raw, gzip and brotli, from esbuild's metafile. Fails when the first
// load exceeds its budget (bench/budgets.json); writes bench/results/bundle.json.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const OUT = 'dist/app';
const META = 'dist/app-meta';
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const manifest = JSON.parse(readFileSync(`${META}/manifest.json`, 'utf8'));
const metafile = JSON.parse(readFileSync(`${META}/metafile.json`, 'utf8'));

const sizeCache = new Map();
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(`${OUT}/${file}`);
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length });
  }
  return sizeCache.get(file);
}

const total = (files) =>
  [...new Set(files)].reduce((sum, file) => {
    const size = sizeOf(file);
    return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli };
  }, { raw: 0, gzip: 0, brotli: 0 });

// The first load in each language; the budget holds for the larger.
const firstLoads = Object.keys(manifest.translations).map((language) => ({
  language,
  files: [...new Set([manifest.html[language], manifest.entry.css, ...manifest.entry.imports, ...manifest.translations[language]])],
}));
const firstLoad = firstLoads.map((load) => ({ ...load, size: total(load.files) })).sort((a, b) => b.size.gzip - a.size.gzip)[0];
const alreadyLoaded = new Set(firstLoad.files);

const rows = [
  { route: `/card-management (first load, ${firstLoad.language})`, files: firstLoad.files.length, ...firstLoad.size },
  ...Object.entries(manifest.routes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, files]) => {
      const added = files.filter((file) => !alreadyLoaded.has(file));
      return { route: `+ ${module.replace(/^ui\//, '').replace(/\.route\.tsx$/, '')} (lazy)`, files: added.length, ...total(added) };
    }),
];

// Which packages make up the first load's JavaScript (bytes in the minified output, before gzip).
const shares = {};
for (const file of firstLoad.files.filter((name) => name.endsWith('.js'))) {
  for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[`${OUT}/${file}`]?.inputs ?? {})) {
    const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');
    shares[owner] = (shares[owner] ?? 0) + bytesInOutput;
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
console.log(`${'route'.padEnd(52)} ${'files'.padStart(5)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)} ${'br KB'.padStart(7)}`);
for (const row of rows) console.log(`${row.route.padEnd(52)} ${String(row.files).padStart(5)} ${kb(row.raw)} ${kb(row.gzip)} ${kb(row.brotli)}`);
console.log('\nfirst-load JavaScript by package (minified, before gzip):');
for (const [owner, bytes] of Object.entries(shares).sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${owner.padEnd(40)} ${kb(bytes)} KB`);

const budget = budgets.overviewFirstLoadGzip;
const within = firstLoad.size.gzip <= budget;
console.log(`\noverview first load: ${kb(firstLoad.size.gzip).trim()} KB gzip of a ${(budget / 1000).toFixed(0)} KB budget — ${within ? 'within' : 'OVER BUDGET'}`);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle.json', `${JSON.stringify({ budget, firstLoad: { language: firstLoad.language, ...firstLoad.size }, routes: rows, packages: shares }, null, 2)}\n`);
if (!within) process.exit(1);
