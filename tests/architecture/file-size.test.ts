import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sourceFiles } from '../support/import-rules';

const root = resolve(__dirname, '../..');
const MOST_LINES = 200;

// STYLE.md: small files, one concept each; past ~200 lines a file is split. The app's own layers
// are held to it, and so are the domain and the sandbox (their source, not the texts and
// stylesheets, which are data).
describe('the app’s source files', () => {
  it.each(['domain', 'application', 'adapters', 'ui', 'sandbox'])(
    `in %s/ are at most ${MOST_LINES} lines long`,
    (layer) => {
      const long = sourceFiles(join(root, layer))
        .map((file) => ({ file: relative(root, file), lines: readFileSync(file, 'utf8').trimEnd().split('\n').length }))
        .filter(({ lines }) => lines > MOST_LINES);
      expect(long).toEqual([]);
    },
  );
});
