// `npm run test:mutation [-- NAME …] [--minutes=N]`: Stryker over each named rules file (all of
// targets.mjs when none is named), one after the other, each run stopped after N minutes (30 by
// default) so a slow one cannot hold a shared machine. Prints each file's score from its report.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TARGETS } from './targets.mjs';

const args = process.argv.slice(2);
const minutes = Number(args.find((arg) => arg.startsWith('--minutes='))?.slice('--minutes='.length) ?? 30);
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !(name in TARGETS));
if (unknown.length > 0) throw new Error(`No mutation target ${unknown.join(', ')}; known: ${Object.keys(TARGETS)}`);
// The package's `exports` hide its bin; its package.json is exported, and the bin sits beside it.
const stryker = join(
  dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')),
  'bin/stryker.js',
);

/** Killed, covered-or-not, as Stryker's "mutation score": detected / all valid mutants. */
function score(name) {
  const report = `reports/mutation/${name}.json`;
  if (!existsSync(report)) return 'no report';
  const counts = {};
  for (const file of Object.values(JSON.parse(readFileSync(report, 'utf8')).files))
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return `${((100 * detected) / valid).toFixed(1)} % (${detected} of ${valid} detected; ${JSON.stringify(counts)})`;
}

function run(name) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [stryker, 'run', 'tests/mutation/stryker.config.mjs'], {
      env: { ...process.env, STRYKER_TARGET: name },
      stdio: 'inherit',
      detached: true,
    });
    const timer = setTimeout(() => {
      console.error(`${name}: stopped after ${minutes} minutes`);
      process.kill(-child.pid, 'SIGTERM');
    }, minutes * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
  });
}

const results = [];
for (const name of names.length > 0 ? names : Object.keys(TARGETS)) {
  const started = Date.now();
  const code = await run(name);
  results.push(`${name}: ${score(name)}, exit ${code}, ${Math.round((Date.now() - started) / 1000)} s`);
}
console.log(results.join('\n'));
