// Child processes the benchmarks start: the built sandbox (what `npm start` runs), the ceiling
// server and load generators. Each runs in its own process, so no two of them share an event loop.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Benchmarks build into their own folder, so a test run rebuilding `dist/` cannot pull the server away. */
export const BENCH_DIST = '.data/bench-dist';

/** Builds the sandbox server and the bench's view of the bank API; resolves with the latter. */
export async function buildSandbox() {
  execFileSync(process.execPath, ['esbuild.mjs', 'sandbox'], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, DIST_DIR: BENCH_DIST },
  });
  const bankApi = join(ROOT, BENCH_DIST, 'bank-api.mjs');
  await build({
    entryPoints: [join(ROOT, 'bench/support/bank-api.ts')],
    outfile: bankApi,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  return import(pathToFileURL(bankApi).href);
}

/**
 * Starts a node script that prints "listening on http://host:port" and resolves with its URL.
 * `nodeArgs` go before the script (`--cpu-prof`, `--import`); `env` is added to ours.
 */
export function startListening(script, { env = {}, nodeArgs = [], quiet = true, startTimeoutMs = 120_000 } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectStart(new Error(`${script} did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      if (!quiet) child.stdout.pipe(process.stdout);
      resolveStart({
        child,
        pid: child.pid,
        url: match[1],
        exited,
        output: () => output,
        /** SIGKILL: nothing runs after it, no flush, no close. */
        kill: () => {
          child.kill('SIGKILL');
          return exited;
        },
        stop: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      if (!quiet) process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`${script} exited (${code}) before listening:\n${output}`));
    });
  });
}

export const startSandboxProcess = (env, options = {}) =>
  startListening(`${BENCH_DIST}/sandbox/main.js`, { ...options, env: { SANDBOX_TODAY: BENCH_TODAY, ...env } });

/** A fixed Monday, so every run sees the same dates, business days and seeded periods. */
export const BENCH_TODAY = '2027-03-01';

/** Runs the load worker in a child process and resolves with the JSON it prints. */
export function runLoadWorker(config) {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(process.execPath, ['bench/support/load-worker.mjs'], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => {
      if (code !== 0) return rejectRun(new Error(`load worker failed (${code}):\n${stderr}`));
      resolveRun(JSON.parse(stdout));
    });
    child.stdin.end(JSON.stringify(config));
  });
}
