import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { byName } from './exported-names';

/** Names per package entry (`.`, `./arbitraries`, …). */
export type Names = Record<string, string[]>;

/** One published version and how its surface differs from the one before. */
export type Release = { readonly version: string; readonly added?: Names; readonly removed?: Names };

/** `domain/public-api.json`: the package's entries (export path → source file) and its releases, oldest first. */
export type PublicApi = { readonly entries: Record<string, string>; readonly releases: readonly Release[] };

export const PUBLIC_API_FILE = 'domain/public-api.json';

export function readPublicApi(root: string): PublicApi {
  return JSON.parse(readFileSync(join(root, PUBLIC_API_FILE), 'utf8')) as PublicApi;
}

/** The surface the releases add up to: every release's additions, less its removals, in order. */
export function surfaceOf(releases: readonly Release[]): Names {
  const surface: Record<string, Set<string>> = {};
  for (const release of releases) {
    for (const [entry, names] of Object.entries(release.added ?? {}))
      for (const name of names) (surface[entry] ??= new Set()).add(name);
    for (const [entry, names] of Object.entries(release.removed ?? {}))
      for (const name of names) surface[entry]?.delete(name);
  }
  return Object.fromEntries(
    Object.entries(surface)
      .filter(([, names]) => names.size > 0)
      .map(([entry, names]) => [entry, [...names].sort(byName)]),
  );
}

/** What `actual` has that `recorded` lacks (added) and the reverse (removed), per entry. */
export function differences(recorded: Names, actual: Names): { added: Names; removed: Names } {
  const minus = (a: Names, b: Names): Names =>
    Object.fromEntries(
      Object.entries(a)
        .map(([entry, names]) => [entry, names.filter((name) => !(b[entry] ?? []).includes(name))] as const)
        .filter(([, names]) => names.length > 0),
    );
  return { added: minus(actual, recorded), removed: minus(recorded, actual) };
}

type Version = readonly [major: number, minor: number, patch: number];

function parseVersion(version: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const isEmpty = (names: Names | undefined): boolean => Object.values(names ?? {}).every((list) => list.length === 0);

/**
 * Semver over names: each version is higher than the one before; a release that removes a name
 * raises the major number, one that adds a name at least the minor one.
 */
export function releaseProblems(releases: readonly Release[]): string[] {
  const problems: string[] = [];
  releases.forEach((release, index) => {
    const version = parseVersion(release.version);
    if (!version) return problems.push(`${release.version}: not a major.minor.patch version`);
    const before = index > 0 ? parseVersion(releases[index - 1]!.version) : undefined;
    if (!before) return;
    if (compare(version, before) <= 0)
      problems.push(`${release.version}: not higher than ${releases[index - 1]!.version}`);
    else if (!isEmpty(release.removed) && version[0] === before[0])
      problems.push(`${release.version}: removes names, so it must raise the major version`);
    else if (!isEmpty(release.added) && version[0] === before[0] && version[1] === before[1])
      problems.push(`${release.version}: adds names, so it must raise at least the minor version`);
  });
  return problems;
}

/** The release to append for a change of surface: major when a name goes, minor when names only come. */
export function nextRelease(current: string, change: { added: Names; removed: Names }): Release {
  const [major, minor] = parseVersion(current) ?? [0, 0, 0];
  const version = isEmpty(change.removed) ? `${major}.${minor + 1}.0` : `${major + 1}.0.0`;
  return {
    version,
    ...(isEmpty(change.added) ? {} : { added: change.added }),
    ...(isEmpty(change.removed) ? {} : { removed: change.removed }),
  };
}
