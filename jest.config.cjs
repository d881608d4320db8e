// ESM-only packages must be transformed, or jest fails with "Must use import to load ES Module".
const esmPackages = [
  'inversify',
  '@inversifyjs',
  'temporal-polyfill',
  'temporal-utils',
  'temporal-spec',
  '@electric-sql/pglite',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    // PGlite (the sandbox's embedded PostgreSQL) imports node built-ins dynamically; see the file.
    '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/tests/support/jest-dynamic-import.cjs',
    '^.+\\.(ts|tsx|js|mjs)$': [
      'ts-jest',
      { tsconfig: { isolatedModules: true, allowJs: true, jsx: 'react-jsx' }, diagnostics: false },
    ],
  },
  // esbuild bundles the CSS a widget imports; jest only needs the import to resolve.
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/support/style-stub.cjs' },
  setupFiles: ['<rootDir>/tests/support/jsdom-globals.cjs'],
  // Jest 30 "soft deletes" what a test file left on the global scope by wrapping each property of
  // it in a getter and setter. MobX keeps its state in one object on the global scope that every
  // test file of a worker reaches again, so each file wrapped its properties once more: after some
  // hundred files in one worker, setting one overflowed the stack ("Maximum call stack size
  // exceeded" at jest-util's originalSetter). Off, as before Jest 30: each file's environment is
  // still its own.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  maxWorkers: 2,
  // The machines are shared (2 cores, other suites running): a first lazy import (react-aria's
  // calendar) can take seconds under load, which is not a failure of the code under test.
  testTimeout: 15000,
  // A worker that has nothing left open still takes a while to die: tearing down its heap (up to
  // 1.2 GB after the sandbox, PGlite and jsdom files) took 550-760 ms after its exit event at a
  // load average of 16, past jest's 500 ms, so it was force-exited with a 'failed to exit
  // gracefully' warning. A worker that something really keeps alive is still caught after this.
  workerGracefulExitTimeout: 2000,
};
