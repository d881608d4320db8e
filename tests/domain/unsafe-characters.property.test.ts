import fc from 'fast-check';
import { codePointName, findUnsafeCharacter, isSafeText, MAX_COMBINING_MARKS } from '../../domain/index';

// Issue 37, item 3: text a customer types (an address) may not hold characters that make it say
// something else than it shows: controls (C0, DEL, C1), line breaks, bidi controls, invisible
// format characters, noncharacters and lone surrogates, or a stack of combining marks.

/** Letters (with their accents as one code point), digits, spaces and an address's punctuation. */
const safeTextArb = fc
  .array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.,'/éëèïöüçñßÉĲĳ€"), {
    maxLength: 40,
  })
  .map((characters) => characters.join(''));

const unsafeArb = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }).map((code) => ({ code, kind: 'control' })),
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => ({ code, kind: 'control' })),
  fc.constantFrom(0x2028, 0x2029).map((code) => ({ code, kind: 'lineBreak' })),
  fc
    .constantFrom(0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069)
    .map((code) => ({ code, kind: 'bidi' })),
  fc
    .constantFrom(0x00ad, 0x200b, 0x200c, 0x200d, 0x2060, 0x2063, 0xfeff, 0xe0041)
    .map((code) => ({ code, kind: 'invisible' })),
  fc.integer({ min: 0xfdd0, max: 0xfdef }).map((code) => ({ code, kind: 'nonCharacter' })),
  fc
    .tuple(fc.integer({ min: 0, max: 16 }), fc.constantFrom(0xfffe, 0xffff))
    .map(([plane, low]) => ({ code: plane * 0x10000 + low, kind: 'nonCharacter' })),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => ({ code, kind: 'nonCharacter' })),
);

describe('findUnsafeCharacter', () => {
  it('names nothing in a value that is not text, which is no safe text either', () => {
    for (const value of [undefined, null, 42, ['a'], { text: 'a' }]) {
      expect(findUnsafeCharacter(value)).toBeUndefined();
      expect(isSafeText(value)).toBe(false);
    }
  });

  it('finds nothing in text of letters, accents, digits and address punctuation', () => {
    fc.assert(fc.property(safeTextArb, (text) => expect(findUnsafeCharacter(text)).toBeUndefined()));
  });

  it('finds any unsafe character inside safe text, names its kind, and says where it is', () => {
    fc.assert(
      fc.property(safeTextArb, unsafeArb, safeTextArb, (before, { code, kind }, after) => {
        const character = code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code);
        // A high surrogate before a low one in `after` would pair up: keep the lone one alone.
        const text = `${before}${character}${after.replace(/^[\udc00-\udfff]/, '')}`;
        expect(findUnsafeCharacter(text)).toEqual({ kind, codePoint: code, index: before.length });
        expect(isSafeText(text)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it(`allows up to ${MAX_COMBINING_MARKS} combining marks on one letter, not one more`, () => {
    fc.assert(
      fc.property(
        safeTextArb,
        fc.array(fc.integer({ min: 0x0300, max: 0x036f }), { minLength: 1, maxLength: 90 }),
        (before, marks) => {
          const text = `${before}e${String.fromCodePoint(...marks)}`;
          const found = findUnsafeCharacter(text);
          if (marks.length <= MAX_COMBINING_MARKS) expect(found).toBeUndefined();
          else expect(found).toMatchObject({ kind: 'combiningMarks', index: before.length + 1 + MAX_COMBINING_MARKS });
        },
      ),
    );
  });

  it('names a code point as U+ and at least four hex digits', () => {
    expect([0x85, 0x202e, 0xe0041].map(codePointName)).toEqual(['U+0085', 'U+202E', 'U+E0041']);
  });
});
