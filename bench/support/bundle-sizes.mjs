// Sizes of the production build's files (raw, gzip, brotli), each package's share of the
// JavaScript from esbuild's metafile, and the baseline: a minimal React app.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const ZERO = { raw: 0, gzip: 0, brotli: 0 };
export const sizeOfBytes = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes).length,
  brotli: brotliCompressSync(bytes).length,
});
export const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** The summed size of a set of the build's files (each counted once), sizes kept between calls. */
export function totalOf(out) {
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) sizeCache.set(file, sizeOfBytes(readFileSync(`${out}/${file}`)));
    return sizeCache.get(file);
  };
  return (files) => [...new Set(files)].reduce((sum, file) => add(sum, sizeOf(file)), ZERO);
}

// ——— each package's share of the JavaScript (bytes in the minified output, before compression) ———
export function shares(metafile, out, files) {
  const owners = {};
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[`${out}/${file}`]?.inputs ?? {})) {
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

// ——— the baseline: a minimal React app with the same esbuild settings ———
export async function baselineSize(root) {
  const baselineBuild = await build({
    stdin: {
      contents:
        "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render('Hello');\n",
      resolveDir: root,
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
  return sizeOfBytes(Buffer.from(baselineBuild.outputFiles[0].contents));
}
