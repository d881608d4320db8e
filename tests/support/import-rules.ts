import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type Layer = 'domain' | 'application' | 'adapters' | 'ui' | 'sandbox';
export type Violation = { file: string; specifier: string; rule: string };

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source file names, static or dynamic. */
export function specifiersOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
}

/** The domain's public entry, and the Environment contract (config.json) the sandbox serves. */
const SANDBOX_MAY_IMPORT = ['domain/index', 'application/environment', 'application/segment'];

const layerOf = (root: string, path: string): string => relative(root, path).split(sep)[0] ?? '';

/**
 * The dependency rule: domain imports only itself and temporal-polyfill; application only
 * itself and domain; ui never adapters except the composition root; adapters never ui. The
 * sandbox is another channel: it is built on the domain's public entry and serves the app's
 * Environment contract, and never reaches into the app's adapters or ui.
 */
export function checkImport(root: string, file: string, specifier: string): string | undefined {
  const from = layerOf(root, file) as Layer;
  const isRelative = specifier.startsWith('.');
  const target = isRelative ? resolve(dirname(file), specifier) : undefined;
  const to = target ? layerOf(root, target) : undefined;
  switch (from) {
    case 'domain':
      if (isRelative ? to !== 'domain' : specifier !== 'temporal-polyfill')
        return 'domain imports only domain/ and temporal-polyfill';
      return undefined;
    case 'application':
      if (!isRelative || (to !== 'application' && to !== 'domain'))
        return 'application imports only application/ and domain/';
      return undefined;
    case 'ui':
      if (to === 'adapters' && dirname(relative(root, target!)) !== join('adapters', 'composition')) {
        return 'ui reaches adapters only through the composition root (adapters/composition/)';
      }
      return to === 'ui'
        ? checkUiImport(relative(join(root, 'ui'), file), relative(join(root, 'ui'), target!))
        : undefined;
    case 'adapters':
      if (to === 'ui') return 'adapters never import ui';
      if (to === 'sandbox') return 'adapters never import the sandbox';
      return undefined;
    case 'sandbox': {
      if (!isRelative || to === 'sandbox') return undefined;
      const path = relative(root, target!)
        .replace(/\.tsx?$/, '')
        .split(sep)
        .join('/');
      if (SANDBOX_MAY_IMPORT.includes(path)) return undefined;
      return `the sandbox imports only sandbox/ and ${SANDBOX_MAY_IMPORT.join(', ')}`;
    }
  }
  return undefined;
}

/** The folder of ui/ a path (relative to ui/) is in; files directly in ui/ are the app's root. */
export const uiFolderOf = (path: string): string => (path.includes(sep) ? path.split(sep)[0]! : '(root)');

/**
 * Inside ui/, one way: the routed page and its screen registry (ui/routing/) sit above the screens
 * they load, and the navigation every screen uses (ui/navigation/: route table, entry guard,
 * navigation hook) sits below them all.
 */
function checkUiImport(from: string, to: string): string | undefined {
  const [source, target] = [uiFolderOf(from), uiFolderOf(to)];
  if (source === target) return undefined;
  if (target === 'routing' && source !== '(root)')
    return "only the app's root imports ui/routing/ (routing ↔ screens one way)";
  // The texts' types name the routes (`routes.{name}`); ui/i18n/texts.ts imports only JSON.
  if (source === 'navigation' && !/(^|[/\\])i18n[/\\]texts(\.ts)?$/.test(to))
    return 'ui/navigation/ imports nothing else of ui/ (it is below routing and every screen)';
  return undefined;
}

export function sourceFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

export function layerViolations(root: string): Violation[] {
  return (['domain', 'application', 'adapters', 'ui', 'sandbox'] as const).flatMap((layer) =>
    sourceFiles(join(root, layer)).flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const rule = checkImport(root, file, specifier);
        return rule ? [{ file: relative(root, file), specifier, rule }] : [];
      }),
    ),
  );
}
