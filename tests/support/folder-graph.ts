import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { sourceFiles, specifiersOf } from './import-rules';

export type Graph = ReadonlyMap<string, ReadonlySet<string>>;

/** A folder of the layer stands for everything in it; a file directly in the layer stands for itself. */
export const placeOf = (path: string): string => path.split(sep)[0]!;

const RESOLVABLE = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** The file a relative specifier names, as the bundler would find it (undefined: not a source file). */
function resolvedFile(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = resolve(dirname(from), specifier);
  return RESOLVABLE.map((ending) => base + ending).find((candidate) => files.has(candidate));
}

/** Which files of `directory` import which (static, dynamic and type imports alike), by path relative to it. */
export function fileGraph(directory: string): Graph {
  const files = new Set(sourceFiles(directory));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(readFileSync(file, 'utf8')).filter((name) => name.startsWith('.'))) {
      const target = resolvedFile(file, specifier, files);
      if (target && target !== file) targets.add(relative(directory, target));
    }
    graph.set(relative(directory, file), targets);
  }
  return graph;
}

/** Which places (folders, and files directly in the layer) import which. */
export function folderGraph(directory: string): Graph {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of fileGraph(directory)) {
    const from = placeOf(file);
    for (const to of [...targets].map(placeOf))
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return graph;
}

/** Every cycle's members (Tarjan's strongly connected components larger than one member). */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
