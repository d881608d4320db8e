import fc from 'fast-check';
import { nestsDeeperThan } from '../../../sandbox/http/json-depth';

/** How many arrays and objects the value nests, counted on the value itself. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

// Strings full of brackets, quotes and backslashes must not count: only structure does.
const trickyString = fc.string({
  unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', ' ', '\u2028'),
  maxLength: 20,
});
const jsonArb = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(trickyString, fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(trickyString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('nestsDeeperThan', () => {
  it('agrees with the depth of the parsed value, whatever the strings inside hold', () => {
    fc.assert(
      fc.property(jsonArb, fc.integer({ min: 0, max: 6 }), fc.boolean(), (value, limit, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        expect(nestsDeeperThan(text, limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('stops at the first level too deep, whatever follows', () => {
    expect(nestsDeeperThan(`${'['.repeat(33)}`, 32)).toBe(true);
    expect(nestsDeeperThan(`${'['.repeat(32)}${']'.repeat(32)}`, 32)).toBe(false);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
  });
});
