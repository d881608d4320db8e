// Lints each tree named on the command line with the ESLint it carries (its own eslint.config.mjs
// and node_modules) and prints, as JSON, each tree's reports as "path: rule". A child process,
// because ESLint loads its config with a dynamic import, which jest's module sandbox refuses.
import { ESLint } from 'eslint';

const reports = {};
for (const dir of process.argv.slice(2)) {
  const results = await new ESLint({ cwd: dir }).lintFiles(['.']);
  reports[dir] = results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath.slice(dir.length + 1)}: ${message.ruleId ?? message.message}`),
  );
}
process.stdout.write(JSON.stringify(reports));
