import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// docs/domain.md, "The stability promise": removing a name is a major release, so a name the
// product no longer wants is deprecated first. A deprecated name stays documented as such, and
// nothing of ours takes it up again.
const ROOT = join(__dirname, '../..');
const sourcesIn = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const deprecated = sourcesIn('domain').flatMap((path) =>
  [...read(path).matchAll(/@deprecated[^]*?\*\/\s*export\s+(?:const|function|type)\s+(\w+)/g)].map((match) => ({
    name: match[1]!,
    path,
  })),
);

describe('deprecated names of the domain package', () => {
  it('no longer include SLIDER_DEFAULT_MAXIMUM: deprecated in 1.2.0, it went with 2.0.0 as promised', () => {
    expect(deprecated.map((entry) => entry.name)).not.toContain('SLIDER_DEFAULT_MAXIMUM');
    expect(read('domain/money/limit-value.ts')).not.toMatch(/SLIDER_DEFAULT_MAXIMUM/);
  });

  // `it.each` refuses an empty table: with nothing deprecated there is nothing to hold.
  const each = deprecated.length > 0 ? it.each(deprecated) : () => () => undefined;

  each('$name is documented as deprecated in docs/domain.md', ({ name }) => {
    const row = read('docs/domain.md')
      .split('\n')
      .find((line) => line.startsWith('|') && line.includes(`\`${name}\``));
    expect(row).toMatch(/deprecated/i);
  });

  each('$name is used by nothing in the app or the sandbox', ({ name, path }) => {
    const users = ['ui', 'application', 'adapters', 'sandbox', 'domain']
      .flatMap(sourcesIn)
      .filter(
        (file) => file !== path && file !== join('domain', 'index.ts') && new RegExp(`\\b${name}\\b`).test(read(file)),
      );
    expect(users).toEqual([]);
  });
});
