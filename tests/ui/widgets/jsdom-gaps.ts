/**
 * What real browsers have and jsdom 26 lacks, for react-aria's calendar: `CSS.escape` (its focus
 * scope builds selectors with it). The escape follows the CSSOM algorithm.
 */
export function fillJsdomGaps(): void {
  const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
  css.escape ??= (value: string) =>
    String(value).replace(
      /([\0-\x1f\x7f]|^-?\d|^-$|[^\0-\x1f\x7f-\uFFFF\w-])/g,
      (character, _group, offset: number) => {
        if (character === '\0') return '\uFFFD';
        if (
          /[\x01-\x1f\x7f]/.test(character) ||
          (offset === 0 && /\d/.test(character)) ||
          (offset === 1 && /\d/.test(character) && value[0] === '-')
        ) {
          return `\\${character.charCodeAt(character.length - 1).toString(16)} `;
        }
        return `\\${character}`;
      },
    );
}
