import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// `npm start`'s SANDBOX_TRUST_PROXY: off by default (a forwarded https is not believed), on
// behind a balancer (it is), and a value it cannot read stops the start with a clear message.

const root = resolve(__dirname, '../..');
// Its own build, so that a test building dist/ at the same time cannot pull it from under us.
const DIST_DIR = '.data/security-dist';
const dataDir = mkdtempSync(join(tmpdir(), 'bank-sandbox-proxy-'));

type Started = { child: ChildProcess; url?: string; output: string; exitCode?: number | null };

function start(trustProxy: string | undefined): Promise<Started> {
  const child = spawn(process.execPath, [`${DIST_DIR}/sandbox/main.js`], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_CONTROL: 'off',
      ...(trustProxy === undefined ? {} : { SANDBOX_TRUST_PROXY: trustProxy }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: Started = { child, output: '' };
  return new Promise((done) => {
    const onData = (chunk: Buffer) => {
      started.output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(started.output);
      if (match) done({ ...started, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => done({ ...started, exitCode: code }));
  });
}

function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    started.child.once('exit', () => done());
    started.child.kill('SIGTERM');
  });
}

beforeAll(() => {
  execFileSync(process.execPath, ['esbuild.mjs', 'sandbox'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, DIST_DIR },
  });
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const hstsBehindProxy = async (url: string) =>
  (await fetch(`${url}/no/such/path`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get(
    'strict-transport-security',
  );

it.each([
  [undefined, null],
  ['off', null],
  ['on', 'max-age=31536000; includeSubDomains'],
  ['2', 'max-age=31536000; includeSubDomains'],
  ['127.0.0.1/8, ::1', 'max-age=31536000; includeSubDomains'],
  ['10.0.0.1', null],
])(
  'SANDBOX_TRUST_PROXY=%s: a forwarded https brings HSTS %s',
  async (setting, hsts) => {
    const started = await start(setting);
    try {
      expect(started.url).toBeDefined();
      expect(await hstsBehindProxy(started.url!)).toBe(hsts);
    } finally {
      await stop(started);
    }
  },
  60_000,
);

it('refuses to start with a value it cannot read', async () => {
  const started = await start('yes please!');
  expect(started.exitCode).toBe(1);
  expect(started.output).toMatch(
    /SANDBOX_TRUST_PROXY must be on, off, the number of proxies in front or the balancer's addresses/,
  );
}, 60_000);
