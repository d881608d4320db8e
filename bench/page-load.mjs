// `npm run bench:page`: the overview's load and two interactions in headless Chromium, against the
// built sandbox serving the production build, beside a baseline page from the same server.
//
// Subject: the app's overview (/nl/betaalpassen/, Sanne, a fixed sandbox date), signed in by a
// session cookie set directly on the browser context, so the sign-in page is not measured.
// Baseline: the portal's own sign-in page, rendered by the same server with the same header,
// footer and chat scripts — what any page of this portal costs on the same network and CPU. For
// the interactions, the baseline is a Tab press on the same overview (a focus move, no app work).
// Each round loads both pages cold (fresh browser context, empty cache) and warm (issue 14: a
// second load in the same context, the scripts cached — a returning customer) in each profile,
// in alternating order; the table gives medians and the median of the rounds' ratios. Then
// Lighthouse runs of the overview, an editor and the English overview (bench/support/lighthouse.mjs),
// each step its median run, with each step's CLS beside its scores.
//
//   BENCH_ROUNDS (each profile's own: phone 5, desktop 15)  BENCH_PROFILES (phone,desktop)
//   BENCH_LIGHTHOUSE (1; 0 leaves it out)
//   BENCH_LIGHTHOUSE_RUNS (3)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { launchChromium, pageLoad, PROFILES } from './support/browser.mjs';
import { EDITOR_TILE, interact, warmServer } from './support/overview-visit.mjs';
import { runLighthouse } from './support/lighthouse.mjs';
import { interactionRowsOf, loadRowsOf, pathRowsOf, VISITS } from './support/page-load-summary.mjs';
import { printLighthouse, printPageLoad, printVerdicts } from './support/page-load-tables.mjs';
import { firstSecondsOf, pageVerdicts } from './support/page-load-verdicts.mjs';
import { BENCH_DIST, BENCH_TODAY, buildSandbox, ROOT, startSandboxProcess } from './support/processes.mjs';
import { machine, median, numberFromEnv, round, writeResult } from './support/stats.mjs';

const PROFILE_NAMES = (process.env.BENCH_PROFILES ?? 'phone,desktop').split(',');
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 3);
const CUSTOMER = 'sanne';
const APP_PATH = '/nl/betaalpassen/';
/** The English overview, which Lighthouse loads as well (its header wraps at 412 px; issue 21). */
const APP_PATH_EN = '/en/debit-cards/';
const LOGIN_PATH = '/nl/authenticatie/inloggen/';
/** The editor the benchmark opens: the payment limit of the card switched to. */
// Issue 14: ratios to the sign-in page (cold and warm) and to the Tab baseline in the same run,
// since absolute times depend on the host; Lighthouse's blocking time on the overview.
// Issue 34: "seen" (the first card's status painted) and "usable" (its picker answers: the app's
// own card, or a paint that answers), each cold and warm; and what the overview fetches of its own
// (page, scripts, stylesheet, texts; gzip) on a cold phone visit in its first 3 s.
const TARGETS = {
  coldRatio: 1.8,
  warmRatio: 1.2,
  usableColdRatio: 2.5,
  usableWarmRatio: 1.2,
  firstSecondsMs: 3000,
  firstSecondsBytes: 180 * 1024,
  cls: 0,
  cardSwitchRatio: 2,
  longTaskMs: 50,
  totalBlockingTimeMs: 150,
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100 },
};

const profiles = PROFILES.filter((profile) => PROFILE_NAMES.includes(profile.name));
if (profiles.length === 0)
  throw new Error(`BENCH_PROFILES: some of ${PROFILES.map((profile) => profile.name).join(',')}`);
const ROUNDS_ASKED = numberFromEnv('BENCH_ROUNDS', undefined);
const roundsOf = (profile) => ROUNDS_ASKED ?? profile.rounds;
const ROUNDS = Math.max(...profiles.map(roundsOf));
const ROUNDS_TEXT = profiles.map((profile) => `${roundsOf(profile)} (${profile.name})`).join(', ');

const load = { start: loadavg() };
const APP_DIST = join(BENCH_DIST, 'app');
execFileSync(process.execPath, ['esbuild.mjs', 'app'], {
  cwd: ROOT,
  stdio: 'pipe',
  env: { ...process.env, DIST_DIR: BENCH_DIST },
});
const api = await buildSandbox();
// The page's first module (issue 14): the script the built page loads first, asynchronously.
const FIRST_MODULE = /<script type="module" async src="\.\/([^"]+)"/.exec(
  readFileSync(join(ROOT, APP_DIST, 'index.nl.html'), 'utf8'),
)?.[1];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-page-'));
const sandbox = await startSandboxProcess({ SANDBOX_DATA_DIR: dataDir, SANDBOX_APP_DIR: APP_DIST });

async function signIn() {
  const response = await fetch(`${sandbox.url}/sandbox/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-header': api.xsrfToken },
    body: JSON.stringify({ customer: CUSTOMER }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const [name, value] = response.headers.get('set-cookie').split(';')[0].split('=');
  return { name, value };
}

const SUBJECTS = [
  { name: 'overview', path: APP_PATH, waitFor: 'first-card', signedIn: true, interact },
  { name: 'login page', path: LOGIN_PATH, waitFor: 'login-content', signedIn: false },
];

console.log(
  `Page load: ${ROUNDS_TEXT} cold and warm loads of each page per profile (${profiles.map((profile) => profile.label).join('; ')}); sandbox date ${BENCH_TODAY}`,
);
const samples = [];
let lighthouse;
let browser;
try {
  await warmServer({ url: sandbox.url, root: ROOT, appDist: APP_DIST, appPath: APP_PATH });
  browser = await launchChromium();
  // One unmeasured load of each page: the server's and the browser's first-time costs.
  for (const subject of SUBJECTS) {
    await pageLoad(browser, {
      profile: PROFILES.at(-1),
      url: `${sandbox.url}${subject.path}`,
      cookie: subject.signedIn ? await signIn() : undefined,
      waitFor: subject.waitFor,
      interact: subject.interact,
    });
  }
  for (let roundIndex = 1; roundIndex <= ROUNDS; roundIndex += 1) {
    for (const profile of profiles.filter((each) => roundIndex <= roundsOf(each))) {
      const order = roundIndex % 2 === 1 ? SUBJECTS : [...SUBJECTS].reverse();
      for (const subject of order) {
        for (const visit of VISITS) {
          const result = await pageLoad(browser, {
            profile,
            url: `${sandbox.url}${subject.path}`,
            cookie: subject.signedIn ? await signIn() : undefined,
            waitFor: subject.waitFor,
            // The interactions are measured once a round, after the cold load.
            interact: visit === 'cold' ? subject.interact : undefined,
            warm: visit === 'warm',
          });
          samples.push({
            round: roundIndex,
            profile: profile.name,
            page: subject.name,
            visit,
            loadAverage: loadavg()[0],
            ...result,
          });
        }
      }
    }
    process.stdout.write(`  round ${roundIndex} done (load average ${loadavg()[0].toFixed(1)})\n`);
  }
  await browser.close();
  browser = undefined;
  if (LIGHTHOUSE)
    lighthouse = await runLighthouse({
      runs: LIGHTHOUSE_RUNS,
      url: `${sandbox.url}${APP_PATH}`,
      englishUrl: `${sandbox.url}${APP_PATH_EN}`,
      cookie: await signIn(),
      editorTile: EDITOR_TILE,
    });
} finally {
  await browser?.close();
  await sandbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
load.end = loadavg();

const loadRows = loadRowsOf({ samples, profiles, subjects: SUBJECTS });
const interactionRows = interactionRowsOf({ samples, profiles });
const pathRows = pathRowsOf({ samples, profiles, firstModule: FIRST_MODULE });
printPageLoad({ rounds: ROUNDS_TEXT, profiles, samples, loadRows, pathRows, interactionRows });
if (lighthouse) printLighthouse({ root: ROOT, lighthouse, targets: TARGETS });
const firstSeconds = firstSecondsOf({
  samples,
  root: ROOT,
  appDist: APP_DIST,
  appPath: APP_PATH,
  withinMs: TARGETS.firstSecondsMs,
});
const firstSecondsBytes = median(firstSeconds.map((visit) => visit.bytes));
const verdicts = pageVerdicts({ targets: TARGETS, profiles, loadRows, interactionRows, firstSeconds, lighthouse });
printVerdicts(verdicts, load);

const file = writeResult('page-load', {
  benchmark: 'page-load',
  date: new Date().toISOString(),
  machine: machine(),
  loadAverage: { start: load.start.map((value) => round(value, 2)), end: load.end.map((value) => round(value, 2)) },
  config: {
    rounds: Object.fromEntries(profiles.map((profile) => [profile.name, roundsOf(profile)])),
    profiles,
    today: BENCH_TODAY,
    customer: CUSTOMER,
    appPath: APP_PATH,
    baselinePath: LOGIN_PATH,
    editorTile: EDITOR_TILE,
  },
  targets: TARGETS,
  verdicts,
  load: loadRows,
  firstSeconds: { bytes: Number.isNaN(firstSecondsBytes) ? null : firstSecondsBytes, loads: firstSeconds },
  criticalPath: pathRows,
  interactions: interactionRows,
  lighthouse: lighthouse ?? null,
  samples,
});
console.log(`Results: ${relative(ROOT, file)}`);
