import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { useSandbox } from './support/bank-client';

const run = promisify(execFile);
const QUICKSTART = join(__dirname, '../../docs/quickstart.md');

/** The `sh` blocks of the quickstart after its start-up one, and the `# → status CODE` lines in them, in order. */
function examples(markdown: string) {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!).slice(1);
  const expected = blocks.flatMap((block) =>
    [...block.matchAll(/^# → (\d{3})(?: (\S+))?$/gm)].map((match) => ({ status: match[1]!, code: match[2] })),
  );
  return { script: blocks.join('\n'), expected };
}

/**
 * Issue 39: every example of docs/quickstart.md, run as written (bash and curl) against a fresh
 * sandbox started as the quickstart says. `curl` is wrapped only to record each call's status
 * and body, so the `# → …` lines can be checked.
 */
describe('docs/quickstart.md', () => {
  const started = useSandbox({ authorisationSeconds: 30 });

  it('every example answers as the quickstart says', async () => {
    const { script, expected } = examples(readFileSync(QUICKSTART, 'utf8'));
    expect(expected.length).toBeGreaterThan(15);
    const dir = mkdtempSync(join(tmpdir(), 'quickstart-'));
    const recording = `set -eu
curl() {
  command curl -sS -o "$RECORD/body" -w '%{http_code}\\n' "$@" >> "$RECORD/statuses"
  { cat "$RECORD/body"; printf '\\n@@end\\n'; } >> "$RECORD/bodies"
  cat "$RECORD/body"
}
`;
    try {
      await run('bash', ['-c', `${recording}\nBANK=${started.url}\n${script.replace(/^BANK=.*$/m, '')}`], {
        cwd: dir,
        env: { ...process.env, RECORD: dir },
        timeout: 120_000,
      });
      const statuses = readFileSync(join(dir, 'statuses'), 'utf8').trim().split('\n');
      const bodies = readFileSync(join(dir, 'bodies'), 'utf8').split('\n@@end\n');
      const answered = statuses.map((status, index) => ({
        status,
        code:
          expected[index]?.code === undefined
            ? undefined
            : bodies[index]?.includes(`"${expected[index]!.code}"`)
              ? expected[index]!.code
              : bodies[index],
      }));
      expect(answered).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
