// The app's files beyond what esbuild writes: the pages in each language, the compile hint on the
// app's chunks, the precompressed copies, and no stale assets.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { appChunks } from './app-graph.mjs';

export const LANGUAGES = ['nl', 'en'];
const DEFAULT_LANGUAGE = 'nl';

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * V8's explicit compile hint (Chrome 136 on; other engines read a comment): the app's chunks are
 * compiled whole on a background thread as they load, instead of function by function on the
 * main thread as the app starts. There, compiling react-dom's and the app's functions lazily made
 * tasks of 100–140 ms at 4× CPU after the first paint (Lighthouse's blocking time 260–410 ms on
 * a slower host; with the hint, tasks over 50 ms all but gone: docs/performance.md). The first
 * module stays lazy: it is small, and it must run before anything else.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export async function hintEagerCompile(appOut, files) {
  await Promise.all(
    files.map(async (file) => {
      const path = `${appOut}/${file}`;
      await writeFile(path, COMPILE_HINT + (await readFile(path, 'utf8')));
      // The script's lines move down by one, and so do its source map's (one more empty line).
      const map = await readFile(`${path}.map`, 'utf8').then(JSON.parse, () => undefined);
      if (map) await writeFile(`${path}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }),
  );
}

export async function writeAppPages(appOut, manifest) {
  const template = await readFile('ui/index.html', 'utf8');
  for (const language of LANGUAGES) {
    const texts = JSON.parse(await readFile(`ui/i18n/${language}.json`, 'utf8'));
    // Whatever the first module needs before it can run is asked for at once, in parallel: its
    // imports and texts. The app's chunks are named, for the first module to ask for when they
    // no longer compete with it (ui/preload-app.ts).
    const early = new Set([...manifest.entry.first, ...manifest.translations[language]]);
    const preloads = [
      ...[...early]
        .filter((file) => file !== manifest.entry.js)
        .map((file) => `<link rel="modulepreload" href="./${file}">`),
      `<meta name="app-chunks" content="${appChunks(manifest)
        .map((file) => `./${file}`)
        .join(' ')}">`,
    ].join('');
    const html = template
      .replace('{{lang}}', language)
      .replace('{{title}}', escapeHtml(texts.routes.cardManagement.title))
      .replace('{{css}}', `./${manifest.entry.css}`)
      .replace('{{screensCss}}', `./${manifest.entry.screensCss}`)
      .replace('{{preloads}}', preloads)
      .replace('{{js}}', `./${manifest.entry.js}`)
      .replace('{{loading}}', escapeHtml(texts.shell.loading))
      .replace('{{noscript}}', escapeHtml(texts.shell.noScript))
      .replace(
        '{{loadFailed}}',
        escapeHtml(JSON.stringify({ type: texts.notification.types['system-error'], ...texts.shell.loadFailed })),
      )
      // The template's comments and indentation are for us, not for every customer's first load.
      .replace(/<!--[\s\S]*?-->\s*/g, '')
      .replace(/>\s+</g, '><');
    await writeFile(`${appOut}/index.${language}.html`, html);
    if (language === DEFAULT_LANGUAGE) await writeFile(`${appOut}/index.html`, html);
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The scripts and styles compressed as far as they go, beside each file (`.br`, `.gz`), so a
 * server sends them without compressing on the first request (the sandbox does,
 * routes/app-files.ts). Source maps and notes are left to on-the-fly compression.
 */
export async function precompress(appOut, files) {
  const assets = files.filter((file) => /\.(js|css)$/.test(file));
  await Promise.all(
    assets.map(async (file) => {
      const bytes = await readFile(`${appOut}/${file}`);
      const [brotli, zipped] = await Promise.all([
        brotliAsync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${appOut}/${file}.br`, brotli), writeFile(`${appOut}/${file}.gz`, zipped)]);
    }),
  );
  return assets.flatMap((file) => [`${file}.br`, `${file}.gz`]);
}

/** Drops what an earlier build left (hashed names change with every edit). */
export async function removeStaleAssets(appOut, keep) {
  const names = await readdir(`${appOut}/assets`).catch(() => []);
  await Promise.all(
    names.filter((name) => !keep.has(`assets/${name}`)).map((name) => rm(`${appOut}/assets/${name}`, { force: true })),
  );
}
