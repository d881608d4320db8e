/**
 * How deep a JSON body may nest. The bank's own bodies nest three levels; an event or a fault's
 * canned body a few more. Much deeper is an attack: V8 parses it, but anything that walks the
 * value recursively afterwards (the schema check, JSON.stringify, PostgreSQL's jsonb) runs out
 * of stack and would answer 500 instead of a plain refusal.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests deeper than `limit` arrays and objects; one pass, jumping over strings. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x22) {
      // A string: on to its closing quote (one not escaped), which indexOf finds far faster than a loop.
      do {
        index = text.indexOf('"', index + 1);
        if (index < 0) return false; // unterminated: the parser refuses it
      } while (isEscaped(text, index));
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** Whether the character at `index` follows an odd number of backslashes. */
function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === 0x5c) backslashes++;
  return backslashes % 2 === 1;
}
