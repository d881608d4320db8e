import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(__dirname, '../..');

// Bundled as the browser gets it and run in a plain Node process: under jest, inversify's
// resolvers are not compiled the way they are in the bundle, so jest alone would prove nothing.
const PROBE = `
import { createContainer } from './adapters/composition/create-container';
import { DEFAULT_ENVIRONMENT } from './sandbox/environment';
import { Cards } from './application/ports/cards';

// What a Content-Security-Policy without 'unsafe-eval' does to compiled code.
globalThis.Function = function refused() {
  throw new EvalError('Refused to evaluate a string as JavaScript (CSP)');
};
const container = createContainer({ environment: DEFAULT_ENVIRONMENT, page: { location: {}, document: {}, sessionStorage: {} } });
class Screen {
  constructor(cards) { this.cards = cards; }
}
container.bind(Screen).toResolvedValue((cards) => new Screen(cards), [Cards]).inTransientScope();
container.bind('presenter').toDynamicValue(() => ({})).inTransientScope();
for (let round = 0; round < 3; round += 1) {
  if (container.get(Screen) === container.get(Screen) || !container.get(Screen).cards) throw new Error('not transient');
  container.get('presenter');
}
console.log('resolved');
`;

describe('the composition root under a strict Content-Security-Policy', () => {
  it('resolves transient bindings without compiling code (no unsafe-eval needed)', async () => {
    const bundle = await build({
      stdin: { contents: PROBE, resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    const directory = mkdtempSync(join(tmpdir(), 'csp-probe-'));
    try {
      const file = join(directory, 'probe.mjs');
      writeFileSync(file, bundle.outputFiles[0]!.text);
      expect(execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim()).toBe('resolved');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
