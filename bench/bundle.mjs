// `npm run bench:bundle` (builds first): the production build's bytes per route, raw, gzip and
// brotli, for JavaScript and CSS — the overview's first load (HTML + stylesheet + JavaScript + its
// language's texts) and what each lazily loaded screen adds — and each package's share of the
// JavaScript, from esbuild's metafile. The baseline, built in the same run with the same esbuild
// settings: a minimal React app (react-dom's createRoot rendering one line), the floor of any
// React page. Checks every budget of bench/budgets.json, names those exceeded and then fails;
// writes bench/results/bundle.json.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROOT } from './support/processes.mjs';
import { machine, table, writeResult } from './support/stats.mjs';

const OUT = 'dist/app';
const META = 'dist/app-meta';
const { budgets } = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const manifest = JSON.parse(readFileSync(`${META}/manifest.json`, 'utf8'));
const metafile = JSON.parse(readFileSync(`${META}/metafile.json`, 'utf8'));

const ZERO = { raw: 0, gzip: 0, brotli: 0 };
const sizeOfBytes = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes).length,
  brotli: brotliCompressSync(bytes).length,
});
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

const sizeCache = new Map();
function sizeOf(file) {
  if (!sizeCache.has(file)) sizeCache.set(file, sizeOfBytes(readFileSync(`${OUT}/${file}`)));
  return sizeCache.get(file);
}
const total = (files) => [...new Set(files)].reduce((sum, file) => add(sum, sizeOf(file)), ZERO);

// ——— the first load, in each language; the budgets hold for the larger ———
const firstLoads = Object.keys(manifest.translations).map((language) => {
  const js = [
    ...new Set([...(manifest.entry.first ?? []), ...manifest.entry.imports, ...manifest.translations[language]]),
  ];
  const parts = {
    html: total([manifest.html[language]]),
    css: total([manifest.entry.css]),
    js: total(js),
    texts: total(manifest.translations[language].filter((file) => !manifest.entry.imports.includes(file))),
  };
  return {
    language,
    files: [manifest.html[language], manifest.entry.css, ...js],
    parts,
    size: add(add(parts.html, parts.css), parts.js),
  };
});
const firstLoad = firstLoads.sort((a, b) => b.size.gzip - a.size.gzip)[0];
const alreadyLoaded = new Set(firstLoad.files);

// ——— CSS per route: the stylesheets each screen's modules import that the first load's do not ———
// (They ship inside the one stylesheet, so a lazy screen never waits for its styles; this is what
// splitting the stylesheet per route could move out of the first load.)
function moduleClosure(entry, followDynamic) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const record of metafile.inputs[path]?.imports ?? []) {
      if (record.external || (record.kind === 'dynamic-import' && !followDynamic)) continue;
      visit(record.path);
    }
  };
  visit(entry);
  return seen;
}
// The entry and the app it loads once the first calls are out (ui/boot.tsx, issue 14): the first load.
const firstLoadModules = new Set([...moduleClosure('ui/main.tsx', false), ...moduleClosure('ui/boot.tsx', false)]);
async function cssSize(paths) {
  if (paths.length === 0) return ZERO;
  const result = await build({
    stdin: {
      contents: paths.map((path) => `@import ${JSON.stringify(`./${path}`)};`).join('\n'),
      resolveDir: ROOT,
      loader: 'css',
    },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return sizeOfBytes(Buffer.from(result.outputFiles[0].contents));
}

// ——— the texts the overview asks for once its first card is painted (ui/shell/app-shell.tsx) ———
// The notices part (ui/i18n/notice-texts.ts) is in before any screen is entered, so it is counted
// here once, not with each screen that also names it; a screen entered before it arrived would add it.
const AFTER_FIRST_PAINT_TEXTS = ['notices'];
const textsFiles = (parts) => parts.flatMap((part) => manifest.screenTexts[firstLoad.language]?.[part] ?? []);
const afterFirstPaintFiles = [...new Set(textsFiles(AFTER_FIRST_PAINT_TEXTS))].filter(
  (file) => !alreadyLoaded.has(file),
);
const afterFirstPaint = total(afterFirstPaintFiles);

const routes = [];
const lazyOnlyCss = new Set();
for (const [module, files] of Object.entries(manifest.routes).sort(([a], [b]) => a.localeCompare(b))) {
  const added = files.filter((file) => !alreadyLoaded.has(file));
  const ownCss = [...moduleClosure(module, false)].filter(
    (path) => path.endsWith('.css') && !firstLoadModules.has(path),
  );
  ownCss.forEach((path) => lazyOnlyCss.add(path));
  // The texts parts its lazy factory loads beside it (ui/i18n/<lang>/<part>.json), in the first load's language.
  const textsParts = [manifest.routeTexts?.[module] ?? []].flat();
  const ownParts = textsParts.filter((part) => !AFTER_FIRST_PAINT_TEXTS.includes(part));
  const textFiles = [...new Set(textsFiles(ownParts))].filter(
    (file) => !alreadyLoaded.has(file) && !added.includes(file),
  );
  const laterFiles =
    textsParts.length > ownParts.length
      ? afterFirstPaintFiles.filter((file) => !added.includes(file) && !textFiles.includes(file))
      : [];
  const js = total(added);
  const texts = total(textFiles);
  routes.push({
    route: module.replace(/^ui\//, '').replace(/\.(route|screen)\.tsx$/, ''),
    files: added.length + textFiles.length,
    js,
    textsParts,
    texts,
    css: await cssSize(ownCss),
    cssModules: ownCss,
    added: add(js, texts),
    // Entered before the first paint's texts arrived: what it would add then.
    beforeAfterFirstPaint: add(add(js, texts), total(laterFiles)),
  });
}
const lazyCss = await cssSize([...lazyOnlyCss]);

// ——— each package's share of the JavaScript (bytes in the minified output, before compression) ———
function shares(files) {
  const owners = {};
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[`${OUT}/${file}`]?.inputs ?? {})) {
      const owner =
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? `(ours) ${input.split('/').slice(0, 2).join('/')}`;
      owners[owner] = (owners[owner] ?? 0) + bytesInOutput;
    }
  }
  const sum = Object.values(owners).reduce((a, b) => a + b, 0);
  return Object.entries(owners)
    .sort((a, b) => b[1] - a[1])
    .map(([owner, bytes]) => ({ owner, bytes, share: bytes / sum }));
}
const allJs = Object.keys(metafile.outputs)
  .filter((path) => path.endsWith('.js'))
  .map((path) => path.slice(OUT.length + 1));
const firstLoadShares = shares(firstLoad.files);
const appShares = new Map(shares(allJs).map((row) => [row.owner, row]));

// ——— the baseline: a minimal React app with the same esbuild settings ———
const baselineBuild = await build({
  stdin: {
    contents:
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render('Hello');\n",
    resolveDir: ROOT,
    loader: 'js',
  },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome111', 'firefox114', 'safari16.4'],
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  logLevel: 'silent',
});
const baseline = sizeOfBytes(Buffer.from(baselineBuild.outputFiles[0].contents));

// ——— budgets ———
const measured = {
  'first-load': firstLoad.size.gzip,
  'first-load-javascript': firstLoad.parts.js.gzip,
  stylesheet: firstLoad.parts.css.gzip,
  texts: Math.max(...firstLoads.map((load) => load.parts.texts.gzip)),
  'lazy-route': Math.max(...routes.map((route) => route.added.gzip)),
};
const checked = budgets.map((budget) => {
  if (measured[budget.id] === undefined) throw new Error(`bench/budgets.json: unknown budget ${budget.id}`);
  return { ...budget, measured: measured[budget.id], exceeded: measured[budget.id] > budget.gzip };
});

// ——— report ———
const kb = (bytes) => (bytes / 1000).toFixed(1);
const sizeColumns = (prefix, title) =>
  ['raw', 'gzip', 'brotli'].map((kind) => ({
    key: `${prefix}${kind}`,
    title: `${title} ${kind === 'brotli' ? 'br' : kind}`,
    right: true,
  }));
const sizeCells = (prefix, size) =>
  Object.fromEntries(['raw', 'gzip', 'brotli'].map((kind) => [`${prefix}${kind}`, kb(size[kind])]));
const rows = [
  {
    route: `overview, first load (${firstLoad.language})`,
    files: firstLoad.files.length,
    ...sizeCells('js', firstLoad.parts.js),
    ...sizeCells('css', firstLoad.parts.css),
    ...sizeCells('all', firstLoad.size),
  },
  {
    route: `+ ${AFTER_FIRST_PAINT_TEXTS.join(', ')} texts (after first paint)`,
    files: afterFirstPaintFiles.length,
    ...sizeCells('js', afterFirstPaint),
    ...sizeCells('css', ZERO),
    ...sizeCells('all', afterFirstPaint),
  },
  ...routes.map((route) => ({
    route: `+ ${route.route} (lazy)`,
    files: route.files,
    ...sizeCells('js', route.added),
    ...sizeCells('css', route.css),
    ...sizeCells('all', route.added),
  })),
  {
    route: 'baseline: minimal React app',
    files: 1,
    ...sizeCells('js', baseline),
    ...sizeCells('css', ZERO),
    ...sizeCells('all', baseline),
  },
];
console.log('Bundle sizes (KB = 1000 bytes; gzip level 6, brotli quality 11)\n');
console.log(
  table(
    [
      { key: 'route', title: 'route' },
      { key: 'files', title: 'files', right: true },
      ...sizeColumns('js', 'JS'),
      ...sizeColumns('css', 'CSS'),
      { key: 'allgzip', title: 'total gzip', right: true },
    ],
    rows,
  ),
);
console.log(
  `\nThe first load's total includes its HTML (${kb(firstLoad.parts.html.gzip)} KB gzip) and the ${firstLoad.language} texts chunk (${kb(firstLoad.parts.texts.gzip)} KB gzip). ` +
    `A lazy screen's CSS ships in the one stylesheet, which the first load fetches (the screens' own share: ${kb(lazyCss.gzip)} KB gzip); its "total" is what it adds.`,
);
console.log(
  `A lazy screen's JS includes the ${firstLoad.language} texts parts it loads beside it: ` +
    routes
      .map(
        (route) =>
          `${route.route} ${route.textsParts.filter((part) => !AFTER_FIRST_PAINT_TEXTS.includes(part)).join(' + ')} ${kb(route.texts.gzip)} KB`,
      )
      .join(', ') +
    ' (gzip; 0 once another screen loaded it).',
);
const largestEarly = routes.reduce((largest, route) =>
  route.beforeAfterFirstPaint.gzip > largest.beforeAfterFirstPaint.gzip ? route : largest,
);
console.log(
  `The ${AFTER_FIRST_PAINT_TEXTS.join(', ')} texts (${kb(afterFirstPaint.gzip)} KB gzip) are asked for once the first card is painted and counted there once; ` +
    `a screen entered before they arrived adds them too (largest then: ${largestEarly.route}, ${kb(largestEarly.beforeAfterFirstPaint.gzip)} KB).`,
);
console.log(
  `Baseline: the overview's first load is ${(firstLoad.size.gzip / baseline.gzip).toFixed(2)}× the gzip size of a minimal React app (${kb(baseline.gzip)} KB).\n`,
);
console.log(
  "JavaScript by package (minified bytes before compression, from the metafile; share of the first load's and of the whole app's JS):\n",
);
const firstLoadByOwner = new Map(firstLoadShares.map((row) => [row.owner, row]));
const ours = (rows) =>
  rows
    .filter((row) => row.owner.startsWith('(ours)'))
    .reduce((sum, row) => ({ bytes: sum.bytes + row.bytes, share: sum.share + row.share }), { bytes: 0, share: 0 });
const percent = (share) => `${(share * 100).toFixed(1)} %`;
console.log(
  table(
    [
      { key: 'owner', title: 'package' },
      { key: 'first', title: 'first load KB', right: true },
      { key: 'firstShare', title: 'share', right: true },
      { key: 'app', title: 'whole app KB', right: true },
      { key: 'appShare', title: 'share', right: true },
    ],
    [
      ...[...appShares.values()]
        .filter((row) => !row.owner.startsWith('(ours)'))
        .map((row) => ({
          owner: row.owner,
          first: firstLoadByOwner.get(row.owner) ?? { bytes: 0, share: 0 },
          app: row,
        })),
      {
        owner: '(our own code: domain, application, adapters, ui)',
        first: ours(firstLoadShares),
        app: ours([...appShares.values()]),
      },
    ].map(({ owner, first, app }) => ({
      owner,
      first: kb(first.bytes),
      firstShare: percent(first.share),
      app: kb(app.bytes),
      appShare: percent(app.share),
    })),
  ),
);
console.log('\nBudgets (bench/budgets.json, gzip):\n');
console.log(
  table(
    [
      { key: 'id', title: 'budget' },
      { key: 'what', title: 'what' },
      { key: 'measuredKb', title: 'KB', right: true },
      { key: 'budgetKb', title: 'budget KB', right: true },
      { key: 'status', title: 'status' },
    ],
    checked.map((budget) => ({
      ...budget,
      measuredKb: kb(budget.measured),
      budgetKb: kb(budget.gzip),
      status: budget.exceeded ? 'EXCEEDED' : 'within',
    })),
  ),
);
const exceeded = checked.filter((budget) => budget.exceeded);
console.log(
  exceeded.length === 0
    ? '\nEvery budget holds.'
    : `\nExceeded: ${exceeded.map((budget) => `${budget.id} (${kb(budget.measured)} of ${kb(budget.gzip)} KB)`).join(', ')}`,
);

const file = writeResult('bundle', {
  benchmark: 'bundle',
  date: new Date().toISOString(),
  machine: machine(),
  firstLoad: { language: firstLoad.language, files: firstLoad.files, ...firstLoad.size, parts: firstLoad.parts },
  firstLoads: firstLoads.map((load) => ({ language: load.language, ...load.size })),
  afterFirstPaint: { texts: AFTER_FIRST_PAINT_TEXTS, files: afterFirstPaintFiles, ...afterFirstPaint },
  routes,
  lazyScreensCss: lazyCss,
  baseline: {
    what: 'minimal React app (react-dom createRoot rendering one line), same esbuild settings',
    ...baseline,
    ratioGzip: firstLoad.size.gzip / baseline.gzip,
  },
  packages: { firstLoad: firstLoadShares, wholeApp: [...appShares.values()] },
  budgets: checked,
});
console.log(`Results: ${relative(ROOT, file)}`);
if (exceeded.length > 0) process.exit(1);
