// `npm run bench:bundle` (builds first): the production build's bytes per route, raw, gzip and
// brotli, for JavaScript and CSS — the overview's first load (HTML + stylesheet + JavaScript + its
// language's texts) and what each lazily loaded screen adds — and each package's share of the
// JavaScript, from esbuild's metafile. The baseline, built in the same run with the same esbuild
// settings: a minimal React app (react-dom's createRoot rendering one line), the floor of any
// React page. Checks every budget of bench/budgets.json, names those exceeded and then fails;
// writes bench/results/bundle.json.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { build } from 'esbuild';
import { add, baselineSize, shares, sizeOfBytes, totalOf, ZERO } from './support/bundle-sizes.mjs';
import { printBundle } from './support/bundle-report.mjs';
import { ROOT } from './support/processes.mjs';
import { machine, writeResult } from './support/stats.mjs';

const OUT = 'dist/app';
const META = 'dist/app-meta';
const total = totalOf(OUT);
const { budgets } = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const manifest = JSON.parse(readFileSync(`${META}/manifest.json`, 'utf8'));
const metafile = JSON.parse(readFileSync(`${META}/metafile.json`, 'utf8'));

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

// Issue 34: the lazy parts' stylesheet, fetched with the first of them (ui/widgets/lazy-styles.ts);
// counted with each screen (any may be the first), not with the overview's lazy sections.
const screensCss = total([manifest.entry.screensCss]);
const routeScreens = new Set(
  Object.values(manifest.lazyScreens)
    .filter((screen) => screen.bindings)
    .map((screen) => screen.module),
);
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
  const styles = routeScreens.has(module) ? screensCss : ZERO;
  routes.push({
    route: module.replace(/^ui\//, '').replace(/\.(route|screen)\.tsx$/, ''),
    files: added.length + textFiles.length,
    js,
    textsParts,
    texts,
    css: await cssSize(ownCss),
    cssModules: ownCss,
    screensCss: styles,
    added: add(add(js, texts), styles),
    // Entered before the first paint's texts arrived: what it would add then.
    beforeAfterFirstPaint: add(add(add(js, texts), styles), total(laterFiles)),
  });
}
const lazyCss = await cssSize([...lazyOnlyCss]);

const allJs = Object.keys(metafile.outputs)
  .filter((path) => path.endsWith('.js'))
  .map((path) => path.slice(OUT.length + 1));
const firstLoadShares = shares(metafile, OUT, firstLoad.files);
const appShares = new Map(shares(metafile, OUT, allJs).map((row) => [row.owner, row]));
const baseline = await baselineSize(ROOT);

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

printBundle({
  firstLoad,
  afterFirstPaint,
  afterFirstPaintFiles,
  afterFirstPaintTexts: AFTER_FIRST_PAINT_TEXTS,
  routes,
  baseline,
  lazyCss,
  screensStylesheet: screensCss,
  firstLoadShares,
  appShares,
  checked,
});
const exceeded = checked.filter((budget) => budget.exceeded);

const file = writeResult('bundle', {
  benchmark: 'bundle',
  date: new Date().toISOString(),
  machine: machine(),
  firstLoad: { language: firstLoad.language, files: firstLoad.files, ...firstLoad.size, parts: firstLoad.parts },
  firstLoads: firstLoads.map((load) => ({ language: load.language, ...load.size })),
  afterFirstPaint: { texts: AFTER_FIRST_PAINT_TEXTS, files: afterFirstPaintFiles, ...afterFirstPaint },
  routes,
  lazyScreensCss: lazyCss,
  screensStylesheet: { file: manifest.entry.screensCss, ...screensCss },
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
