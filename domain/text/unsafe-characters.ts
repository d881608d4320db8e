/**
 * Characters no text a customer types (an address line, a name) may hold, because they let the
 * text say something else than it shows, on a letter, a staff screen or in a log:
 * - `control`: C0, DEL and C1 (U+0085 ends a log line; U+009B is an 8-bit CSI escape);
 * - `lineBreak`: U+2028 and U+2029, which end a line as well;
 * - `bidi`: the directional marks, embeddings, overrides and isolates (U+202E shows a text reversed);
 * - `invisible`: every other format character — zero-width spaces and joiners, the BOM, soft
 *   hyphens, tags — which hide inside a text that looks the same;
 * - `nonCharacter`: U+FDD0–U+FDEF and the last two code points of every plane, which Unicode
 *   keeps out of interchange, and a lone surrogate, which is no character at all;
 * - `combiningMarks`: more than `MAX_COMBINING_MARKS` in a row on one letter ("Zalgo" text that
 *   covers the lines around it). Dutch and every Latin script need at most two.
 */
export type UnsafeCharacterKind = 'control' | 'lineBreak' | 'bidi' | 'invisible' | 'nonCharacter' | 'combiningMarks';

/** The first unsafe character of a text: what it is, its code point, and where it is (in UTF-16 units). */
export type UnsafeCharacter = {
  readonly kind: UnsafeCharacterKind;
  readonly codePoint: number;
  readonly index: number;
};

export const MAX_COMBINING_MARKS = 4;

const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const INVISIBLE = /\p{Cf}/u;
const CONTROL = /\p{Cc}/u;
const LINE_BREAK = /[\u2028\u2029]/u;
const SURROGATE = /\p{Cs}/u;
const MARK = /\p{M}/u;

function isNonCharacter(codePoint: number): boolean {
  return (codePoint >= 0xfdd0 && codePoint <= 0xfdef) || (codePoint & 0xfffe) === 0xfffe;
}

function kindOf(character: string, codePoint: number): UnsafeCharacterKind | undefined {
  if (CONTROL.test(character)) return 'control';
  if (LINE_BREAK.test(character)) return 'lineBreak';
  if (BIDI.test(character)) return 'bidi';
  if (INVISIBLE.test(character)) return 'invisible';
  if (SURROGATE.test(character) || isNonCharacter(codePoint)) return 'nonCharacter';
  return undefined;
}

/**
 * The first character the rule refuses, or undefined when the text is safe. A value that is not
 * text has no character to name (undefined too): ask `isSafeText`, which is false for it.
 */
export function findUnsafeCharacter(text: unknown): UnsafeCharacter | undefined {
  if (typeof text !== 'string') return undefined;
  let index = 0;
  let marks = 0;
  // for…of walks code points; a lone surrogate comes as itself.
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const kind = kindOf(character, codePoint);
    if (kind) return { kind, codePoint, index };
    marks = MARK.test(character) ? marks + 1 : 0;
    if (marks > MAX_COMBINING_MARKS) return { kind: 'combiningMarks', codePoint, index };
    index += character.length;
  }
  return undefined;
}

/** Text with no refused character; anything that is not text is not safe text. */
export const isSafeText = (text: unknown): boolean =>
  typeof text === 'string' && findUnsafeCharacter(text) === undefined;

/** How a message names a character: `U+202E`, at least four hex digits. */
export const codePointName = (codePoint: number): string =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
