// The page-load bench's tables on the console: the loads, the critical path, the interactions,
// Lighthouse's steps and the targets.
import { relative } from 'node:path';
import { PROFILES } from './browser.mjs';
import { STEPS, samplesOf } from './page-load-summary.mjs';
import { clsOf } from './page-load-verdicts.mjs';
import { machine, median, round, table } from './stats.mjs';

export function printPageLoad({ rounds, profiles, samples, loadRows, pathRows, interactionRows }) {
  const of = samplesOf(samples);
  const labelOf = (name) => PROFILES.find((profile) => profile.name === name).label;
  console.log(
    `\nPage load (medians of ${rounds} loads each, cold and warm; ratio = overview ÷ login page, same visit, median of the rounds' ratios)\n`,
  );
  console.log(
    table(
      [
        { key: 'profileLabel', title: 'profile' },
        { key: 'visit', title: 'visit' },
        { key: 'page', title: 'page' },
        { key: 'visibleMs', title: 'seen ms', right: true },
        { key: 'usableText', title: 'usable ms', right: true },
        { key: 'fcpMs', title: 'FCP ms', right: true },
        { key: 'lcpMs', title: 'LCP ms', right: true },
        { key: 'clsAtLoad', title: 'CLS load', right: true },
        { key: 'cls', title: 'CLS visit', right: true },
        { key: 'ratioText', title: 'ratio seen', right: true },
        { key: 'usableRatioText', title: 'ratio usable', right: true },
      ],
      loadRows.map((row) => ({
        ...row,
        profileLabel: labelOf(row.profile),
        ratioText: `${row.ratio.toFixed(2)}×`,
        usableText: row.usableMs ?? '–',
        usableRatioText: row.usableRatio ? `${row.usableRatio.toFixed(2)}×` : '–',
      })),
    ),
  );
  console.log(`\nThe overview's critical path (medians, ms since the navigation)\n`);
  console.log(
    table(
      [{ key: 'step', title: 'step' }, ...pathRows.map((row) => ({ key: row.column, title: row.column, right: true }))],
      STEPS.map(([key, title]) => ({
        step: title,
        ...Object.fromEntries(pathRows.map((row) => [row.column, row[key]])),
      })),
    ),
  );
  // Issue 14: the worker's calls are not throttled by DevTools here; bench/support/page-requests.mjs holds them to the network.
  for (const profile of profiles.filter((candidate) => candidate.network)) {
    const held = of(profile.name, 'overview', 'warm').map((sample) => sample.visible - sample.paintedMs);
    const asked = of(profile.name, 'overview', 'warm').filter((sample) => sample.workerCalls.length > 0).length;
    console.log(
      `\n${profile.name}, warm: the service worker asked ahead in ${asked} of ${held.length} loads; its calls, held to the throttled network (modeled: asked + the same call's round trip in the first load; the config needed from the page's first call on), ` +
        `put the first card back by ${round(median(held))} ms (median; most ${round(Math.max(0, ...held))} ms), included above.`,
    );
  }
  console.log(
    `\nInteractions on the overview (medians; next paint = input to the first frame after it; done = to the frame showing the result; ratio = next paint ÷ Tab's)\n`,
  );
  console.log(
    table(
      [
        { key: 'profileLabel', title: 'profile' },
        { key: 'interaction', title: 'interaction' },
        { key: 'nextPaintMs', title: 'next paint ms', right: true },
        { key: 'doneMs', title: 'done ms', right: true },
        { key: 'eventTimingText', title: 'Event Timing ms', right: true },
        { key: 'longTaskMs', title: 'long tasks ms', right: true },
        { key: 'longestTaskMs', title: 'longest task ms', right: true },
        { key: 'ratioText', title: 'ratio', right: true },
      ],
      interactionRows.map((row) => ({
        ...row,
        profileLabel: labelOf(row.profile),
        eventTimingText: row.eventTimingMs ? String(row.eventTimingMs) : '< 16',
        ratioText: `${row.ratio.toFixed(2)}×`,
      })),
    ),
  );
}

export function printLighthouse({ root, lighthouse, targets }) {
  console.log(
    `\nLighthouse ${lighthouse.version} (mobile, simulated slow 4G and 4× CPU; each step its median run of ${lighthouse.runs ?? 1}; this host's benchmark index ${(lighthouse.benchmarkIndexes ?? [lighthouse.benchmarkIndex]).map((index) => index ?? '–').join(', ')}; ${relative(root, lighthouse.reportFile)})\n`,
  );
  console.log(
    table(
      [
        { key: 'step', title: 'step' },
        { key: 'mode', title: 'mode' },
        { key: 'performance', title: 'performance', right: true },
        { key: 'accessibility', title: 'accessibility', right: true },
        { key: 'best-practices', title: 'best practices', right: true },
        { key: 'cls', title: 'CLS', right: true },
        { key: 'runs', title: 'each run: performance / blocking ms' },
      ],
      lighthouse.steps.map((step) => ({
        ...step,
        performance: step.performance ?? '–',
        accessibility: step.accessibility ?? '–',
        'best-practices': step['best-practices'] ?? '–',
        cls: clsOf(step) === undefined ? '–' : round(clsOf(step), 4),
        runs: (step.runs ?? [])
          .map(({ performance, totalBlockingTimeMs }) =>
            [performance ?? '–', totalBlockingTimeMs === undefined ? '–' : Math.round(totalBlockingTimeMs)].join(' / '),
          )
          .join(' · '),
      })),
    ),
  );
  for (const step of lighthouse.steps) for (const failing of step.failing) console.log(`  ${step.step}: ${failing}`);
  for (const step of lighthouse.steps)
    for (const shift of step.shifts ?? []) console.log(`  ${step.step}: layout shift of ${shift}`);
  for (const step of lighthouse.steps.filter(
    (each) => each.mode === 'navigation' && each.metrics['total-blocking-time'] > targets.totalBlockingTimeMs,
  )) {
    console.log(
      `  ${step.step}: longest tasks ${step.longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} (${task.url})`).join(', ')}`,
    );
  }
}

export function printVerdicts(verdicts, load) {
  console.log('\nTargets (issues 8, 14, 21 and 34):');
  for (const { target, value, met } of verdicts)
    console.log(`  ${met === null ? 'not measured' : met ? 'met    ' : 'NOT met'}  ${target}: ${value ?? '–'}`);
  console.log(
    `Load average (1 min) at start ${load.start[0].toFixed(1)}, at end ${load.end[0].toFixed(1)} (${machine().cpus} cores)`,
  );
}
