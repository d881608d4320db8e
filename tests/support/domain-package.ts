import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PACKAGE_NAME = '@debit-card-self-service/domain';

/** npm itself: the one running us under `npm test` or `npx jest`, else the one on the PATH. */
function npmCommand(args: string[]): [string, string[]] {
  const running = process.env.npm_execpath;
  return running?.endsWith('npm-cli.js') ? [process.execPath, [running, ...args]] : ['npm', args];
}

/** No look for a newer npm either: nothing here may need the network. */
const NPM_ENV = {
  ...process.env,
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

function npm(args: string[], cwd: string): string {
  const [command, all] = npmCommand(args);
  return execFileSync(command, all, {
    cwd,
    env: NPM_ENV,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
}

/** What `npm run pack:domain` does, into `distDir`: returns the tarball's path. */
export function packDomain(root: string, distDir: string): string {
  execFileSync(process.execPath, ['esbuild.mjs', 'domain', '--pack'], {
    cwd: root,
    env: { ...NPM_ENV, DIST_DIR: distDir },
    stdio: 'pipe',
    // The declarations' tsc run alone took a minute on a shared host at a load of 20-30.
    timeout: 180_000,
  });
  const tarballs = readdirSync(distDir).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1)
    throw new Error(`expected one tarball in ${distDir}, found ${tarballs.join(', ') || 'none'}`);
  return join(distDir, tarballs[0]!);
}

type Manifest = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
};

/**
 * A consumer project in `directory` with the domain installed from the tarball by npm, as another
 * channel installs it, with no network: npm gets only the tarball (its peers are not fetched:
 * `--legacy-peer-deps`), and every package the project's manifest asks for is linked from this
 * repository's node_modules, which `npm ci` filled. The project must ask for the same version
 * ranges as the repository, so what runs here is what a fresh `npm install` there would get.
 */
export function installConsumer(root: string, directory: string, tarball: string, manifest: Manifest): void {
  const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Required<
    Pick<Manifest, 'dependencies' | 'devDependencies'>
  >;
  const wanted = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const [name, range] of Object.entries(wanted)) {
    const ours = own.dependencies[name] ?? own.devDependencies[name];
    if (ours !== range)
      throw new Error(`${directory} asks for ${name}@${range}; the repository has ${ours ?? 'none'}: keep them equal`);
  }
  mkdirSync(directory, { recursive: true });
  const { dependencies: _dependencies, devDependencies: _devDependencies, ...rest } = manifest;
  writeFileSync(join(directory, 'package.json'), JSON.stringify(rest, null, 2));
  const cache = join(directory, '..', '.npm-cache');
  npm(
    [
      'install',
      tarball,
      '--offline',
      '--no-save',
      '--no-package-lock',
      '--legacy-peer-deps',
      '--ignore-scripts',
      '--cache',
      cache,
    ],
    directory,
  );
  for (const name of Object.keys(wanted)) {
    mkdirSync(join(directory, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(directory, 'node_modules', name), 'dir');
  }
  writeFileSync(join(directory, 'package.json'), JSON.stringify(manifest, null, 2));
}

/** A copy of `examples/<name>` (without anything a local install left there), installed as above. */
export function installExample(root: string, name: string, directory: string, tarball: string): void {
  const source = join(root, 'examples', name);
  cpSync(source, directory, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|package-lock\.json)$/.test(path),
  });
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as Manifest;
  installConsumer(root, directory, tarball, manifest);
}

/** `npm <script>` in a project: exit status and everything it printed. */
export function runScript(
  directory: string,
  script: string,
  args: string[] = [],
): { status: number | null; output: string } {
  const [command, all] = npmCommand(['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])]);
  const run = spawnSync(command, all, {
    cwd: directory,
    env: NPM_ENV,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
