import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportedNames } from '../support/public-api/exported-names';
import {
  differences,
  nextRelease,
  PUBLIC_API_FILE,
  readPublicApi,
  releaseProblems,
  surfaceOf,
  type Names,
} from '../support/public-api/releases';

// Issue 18: the domain package's surface is deliberate. What its entries export must be what
// domain/public-api.json's releases add up to, each release must move the version as semver
// asks, and the guide must name every export. docs/domain.md, "Versions and the public surface".
const root = resolve(__dirname, '../..');
const GUIDE = 'docs/domain.md';
const API_SECTION = '## The public API\n';
const api = readPublicApi(root);
const guide = readFileSync(resolve(root, GUIDE), 'utf8');

let actual: Names;

beforeAll(() => {
  actual = exportedNames(root, api.entries);
}, 30_000);

/**
 * Identifiers in the inline code of the guide's API section (`checkPeriod(period, window)` names
 * three): the tables there are the list, not a name mentioned in passing elsewhere.
 */
function namesInApiSection(markdown: string): Set<string> {
  const section = markdown.slice(
    markdown.indexOf(API_SECTION),
    markdown.indexOf('\n## ', markdown.indexOf(API_SECTION) + 1),
  );
  const prose = section.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...prose.matchAll(/`([^`\n]+)`/g)].flatMap((span) => span[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []));
}

describe('the domain package’s public surface', () => {
  it('is what the releases in domain/public-api.json add up to', () => {
    const change = differences(surfaceOf(api.releases), actual);
    if (Object.keys(change.added).length + Object.keys(change.removed).length > 0) {
      // Thrown rather than compared, so the release to paste prints as plain JSON.
      throw new Error(
        [
          `The exports changed. Append this release to "releases" in ${PUBLIC_API_FILE}, then describe the names in`,
          `${GUIDE} and list the version under "Changes" (docs/domain.md, "Versions and the public surface"):`,
          JSON.stringify(nextRelease(api.releases.at(-1)!.version, change), null, 2),
        ].join('\n'),
      );
    }
    expect(surfaceOf(api.releases)).toEqual(actual);
  });

  it('moves its version as semver asks, release by release', () => {
    expect(releaseProblems(api.releases)).toEqual([]);
  });

  it('is named in the guide’s API section, every export in inline code', () => {
    const documented = namesInApiSection(guide);
    const missing = Object.entries(actual).flatMap(([entry, names]) =>
      names.filter((name) => !documented.has(name)).map((name) => `${entry} ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every release under the guide’s "Changes"', () => {
    const changes = guide.slice(guide.indexOf('### Changes'));
    expect(
      api.releases.map((release) => release.version).filter((version) => !changes.includes(`**${version}**`)),
    ).toEqual([]);
  });
});

describe('the release record', () => {
  const names = (...list: string[]): Names => ({ '.': list });

  it('adds up additions and removals in order', () => {
    const releases = [
      { version: '1.0.0', added: names('a', 'b') },
      { version: '1.1.0', added: { '.': ['c'], './arbitraries': ['x'] } },
      { version: '2.0.0', removed: names('a') },
    ];
    expect(surfaceOf(releases)).toEqual({ '.': ['b', 'c'], './arbitraries': ['x'] });
  });

  it('finds a name added or removed without a release, and proposes the release', () => {
    const change = differences(names('a', 'b'), { '.': ['b', 'c'], './catalogue-texts': ['t'] });
    expect(change).toEqual({ added: { '.': ['c'], './catalogue-texts': ['t'] }, removed: { '.': ['a'] } });
    expect(nextRelease('1.4.2', change).version).toBe('2.0.0');
    expect(nextRelease('1.4.2', { added: names('c'), removed: {} })).toEqual({ version: '1.5.0', added: names('c') });
  });

  it('refuses a version that does not move, or moves less than its names ask', () => {
    expect(
      releaseProblems([
        { version: '1.0.0', added: names('a', 'b') },
        { version: '1.0.1', added: names('c') },
        { version: '1.1.0', removed: names('a') },
        { version: '1.1.0' },
        { version: 'next' },
      ]),
    ).toEqual([
      '1.0.1: adds names, so it must raise at least the minor version',
      '1.1.0: removes names, so it must raise the major version',
      '1.1.0: not higher than 1.1.0',
      'next: not a major.minor.patch version',
    ]);
    expect(
      releaseProblems([
        { version: '1.0.0', added: names('a') },
        { version: '1.0.1' },
        { version: '1.1.0', added: names('b') },
        { version: '2.0.0', removed: names('a') },
      ]),
    ).toEqual([]);
  });
});
