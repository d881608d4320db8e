import fc from 'fast-check';

// Issue 36: a failing property must be replayable. fast-check prints the seed and the path of the
// shrunk counterexample; this holds that no setup of this project (a global configuration, a
// reporter) hides them, and that `fc.assert(…, { seed, path })` replays exactly that case.
const property = () => fc.property(fc.integer({ min: 0, max: 10_000 }), (amount) => amount < 2500);

function failureOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return String(error);
  }
  throw new Error('the property did not fail');
}

describe('a failing fast-check property', () => {
  it('prints its seed and path, and replays the same counterexample from them', () => {
    const message = failureOf(() => fc.assert(property()));
    const replay = /\{ seed: (-?\d+), path: "([\d:]+)"/.exec(message);
    expect(replay).not.toBeNull();
    expect(message).toContain('Counterexample: [2500]');
    const [, seed, path] = replay!;
    const replayed = failureOf(() => fc.assert(property(), { seed: Number(seed), path, endOnFailure: true }));
    expect(replayed).toContain('Counterexample: [2500]');
    expect(replayed).toContain(`seed: ${seed}`);
  });
});
