/** Every text of a language by its dotted key: `overview.actions.block` → "Block card". */
export function translationLeaves(translations: object): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  const walk = (node: unknown, path: string): void => {
    if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    } else leaves.set(path, node);
  };
  walk(translations, '');
  return leaves;
}

/** The `{{name}}` placeholders a text interpolates, sorted. */
export function interpolationVariables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

export type Leaves = ReadonlyMap<string, unknown>;

/** Keys of `a` that `b` lacks. */
export const keysMissingFrom = (a: Leaves, b: Leaves): string[] => [...a.keys()].filter((key) => !b.has(key));

/** Keys whose text is not a string with something in it. */
export const emptyTexts = (leaves: Leaves): string[] =>
  [...leaves].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);

/** Keys whose two texts interpolate different variables. */
export const differingVariables = (a: Leaves, b: Leaves): string[] =>
  [...a]
    .filter(([key, text]) => {
      const other = b.get(key);
      return (
        typeof text === 'string' &&
        typeof other === 'string' &&
        interpolationVariables(text).join() !== interpolationVariables(other).join()
      );
    })
    .map(([key]) => key);
