import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { sourceFiles, specifiersOf, uiFolderOf } from './import-rules';

export type FolderGraph = ReadonlyMap<string, ReadonlySet<string>>;

/** Which folders of `directory` import which (static, dynamic and type imports alike); files directly in it are '(root)'. */
export function folderGraph(directory: string): FolderGraph {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(directory)) {
    const from = uiFolderOf(relative(directory, file));
    for (const specifier of specifiersOf(readFileSync(file, 'utf8')).filter((name) => name.startsWith('.'))) {
      const target = relative(directory, resolve(dirname(file), specifier));
      if (target.split(sep)[0] === '..') continue;
      const to = uiFolderOf(target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every cycle's folders (Tarjan's strongly connected components larger than one folder). */
export function folderCycles(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return cycles;
}
