import ts from 'typescript';
import { join } from 'node:path';

/**
 * The names each entry file exports (values and types alike), as a consumer's compiler sees
 * them: re-exports followed through, sorted. Read from the sources, so no build is needed.
 */
export function exportedNames(root: string, entries: Readonly<Record<string, string>>): Record<string, string[]> {
  const files = Object.fromEntries(Object.entries(entries).map(([entry, source]) => [entry, join(root, source)]));
  const program = ts.createProgram(Object.values(files), {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(files).map(([entry, file]) => {
      const source = program.getSourceFile(file);
      const module = source && checker.getSymbolAtLocation(source);
      if (!module) throw new Error(`${entry}: ${file} is not a module the compiler can read`);
      return [
        entry,
        checker
          .getExportsOfModule(module)
          .map((symbol) => symbol.name)
          .sort(byName),
      ];
    }),
  );
}

/** Plain code-unit order, the same on every machine (localeCompare is not). */
export const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
