// StrykerJS over one rules file (`npm run test:mutation -- NAME`, run.mjs sets STRYKER_TARGET):
// jest runs only the domain tests the target names, one mutant at a time (concurrency 1, the
// machine is shared), and the TypeScript checker drops mutants that do not compile before any
// test runs. Not part of `npm test` or CI: a run takes minutes.
import { TARGETS } from './targets.mjs';

const name = process.env.STRYKER_TARGET;
const target = TARGETS[name];
if (!target) throw new Error(`STRYKER_TARGET must name one of: ${Object.keys(TARGETS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: target.mutate,
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.cjs',
    config: { testMatch: target.tests.map((file) => `<rootDir>/tests/domain/${file}`), maxWorkers: 1 },
    enableFindRelatedTests: false,
  },
  checkers: ['typescript'],
  tsconfigFile: 'tests/mutation/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  // Only what the domain tests read is copied into Stryker's sandbox.
  ignorePatterns: ['/*', '!/domain', '!/tests', '!/ui/i18n', '!/jest.config.cjs', '!/tsconfig.json', '!/package.json'],
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
