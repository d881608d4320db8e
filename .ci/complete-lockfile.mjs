// The npm mirror these machines use does not serve the platform builds of some native packages
// (for example @unrs/resolver-binding-darwin-x64, pulled in by jest). npm then leaves them out of
// package-lock.json, and `npm ci` refuses the lock as "out of sync". This adds a lock entry for
// every missing optional dependency, marked optional and with the package's platform, so `npm ci`
// skips it on machines it does not fit. Run it after changing dependencies: `node .ci/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM = [
  [/android/, { os: ['android'] }],
  [/darwin/, { os: ['darwin'] }],
  [/freebsd/, { os: ['freebsd'] }],
  [/openharmony/, { os: ['openharmony'] }],
  [/win32/, { os: ['win32'] }],
  [/wasm32/, { cpu: ['wasm32'] }],
  [/sunos/, { os: ['sunos'] }],
  [/aix/, { os: ['aix'] }],
  [/netbsd/, { os: ['netbsd'] }],
  [/openbsd/, { os: ['openbsd'] }],
];
const CPU = [
  [/arm64|aarch64/, 'arm64'],
  [/-arm-|armv7|gnueabihf|musleabihf|arm-eabi/, 'arm'],
  [/x64/, 'x64'],
  [/ia32/, 'ia32'],
  [/loong64/, 'loong64'],
  [/ppc64/, 'ppc64'],
  [/riscv64/, 'riscv64'],
  [/s390x/, 's390x'],
];

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = PLATFORM.find(([pattern]) => pattern.test(name))?.[1] ?? { os: ['linux'] };
    const cpu = CPU.find(([pattern]) => pattern.test(name))?.[1];
    lock.packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...platform,
      ...(/musl/.test(name) ? { libc: ['musl'] } : /gnu/.test(name) ? { libc: ['glibc'] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} missing optional entries added`);
