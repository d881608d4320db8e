// \`npm run bench:bundle\`'s tables on the console: bytes per route, JavaScript by package, budgets.
import { table } from './stats.mjs';
import { add, ZERO } from './bundle-sizes.mjs';

export const kb = (bytes) => (bytes / 1000).toFixed(1);

export function printBundle({
  firstLoad,
  afterFirstPaint,
  afterFirstPaintFiles,
  afterFirstPaintTexts,
  routes,
  baseline,
  lazyCss,
  screensStylesheet,
  firstLoadShares,
  appShares,
  checked,
}) {
  const AFTER_FIRST_PAINT_TEXTS = afterFirstPaintTexts;
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
      ...sizeCells('js', add(route.js, route.texts)),
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
      `A lazy screen's CSS ships in the lazy parts' stylesheet (${kb(screensStylesheet.gzip)} KB gzip), fetched with the first of them and counted in each screen's "total" (what it adds); its CSS columns are its own modules' share (all screens: ${kb(lazyCss.gzip)} KB gzip).`,
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
}
