// What a Lighthouse step reports, and the one run of several that stands for it. Lighthouse's
// scores move from one run to the next on the same build (docs/variability.md in its repository:
// "run Lighthouse multiple times", the median of five halving the spread), most of all its
// blocking time, the observed tasks counted four times over: a single navigation decided the
// targets on a sample (110 and 530 ms for the same build, minutes apart). So each step is the
// run Lighthouse's own `computeMedianRun` picks (the one nearest the medians of its FCP and TTI),
// every run's score and blocking time printed beside it; CLS, which any shift misses, the worst.
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interaction-to-next-paint',
];

/** The audits that cost a category points, as "category: audit title (score)". */
function failingAudits(lhr) {
  const failing = [];
  for (const category of CATEGORIES) {
    for (const reference of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[reference.id];
      if (reference.weight > 0 && audit.score !== null && audit.score < 1)
        failing.push(
          `${category}: ${audit.title} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
        );
    }
  }
  return failing;
}

/** A category's score out of 100; null where the mode scores none of its audits (a snapshot's performance). */
function scoreOf(lhr, category) {
  const scored = (lhr.categories[category]?.auditRefs ?? []).filter(
    (reference) => reference.weight > 0 && lhr.audits[reference.id]?.score !== null,
  );
  const score = lhr.categories[category]?.score;
  return scored.length === 0 || score === null || score === undefined ? null : Math.round(score * 100);
}

/** One step of one run, as the bench prints and keeps it. */
function stepOf({ lhr, name }) {
  return {
    step: name,
    mode: lhr.gatherMode,
    ...Object.fromEntries(CATEGORIES.map((category) => [category, scoreOf(lhr, category)])),
    // Unrounded: any shift at all misses issue 21's target of 0 (undefined for a snapshot).
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    failing: failingAudits(lhr),
    // What blocks: the longest tasks, by script (or "Unattributable": style, layout, parsing).
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((item) => ({
      url: item.url.split('/').pop(),
      startMs: Math.round(item.startTime),
      durationMs: Math.round(item.duration),
    })),
    // Each shift Lighthouse counted (its score passes up to 0.1, so failingAudits leaves it out).
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.node?.selector ?? 'an element'} (${Math.round(item.score * 10000) / 10000})`,
    ),
    metrics: Object.fromEntries(
      METRICS.filter((id) => lhr.audits[id]?.numericValue !== undefined).map((id) => [
        id,
        Math.round(lhr.audits[id].numericValue * 1000) / 1000,
      ]),
    ),
  };
}

/** The run of a step that stands for all: Lighthouse's median run; for a step without FCP, the median score's. */
function medianRunOf(runs) {
  if (filterToValidRuns(runs.map(({ lhr }) => lhr)).length > 0) {
    const median = computeMedianRun(runs.map(({ lhr }) => lhr));
    return runs.find(({ lhr }) => lhr === median);
  }
  const byScore = [...runs].sort((a, b) => (scoreOf(a.lhr, 'performance') ?? 0) - (scoreOf(b.lhr, 'performance') ?? 0));
  return byScore[Math.floor((byScore.length - 1) / 2)];
}

/**
 * The flows' steps, one per step of the flow: its median run, with `runs` (each run's
 * performance and blocking time, in the order run) and `cls` the worst of all runs.
 * `flows`: each run's `result.steps` ({ lhr, name }), the same steps in each.
 */
export function medianSteps(flows) {
  return flows[0].map((_, index) => {
    const runs = flows.map((steps) => steps[index]);
    const median = stepOf(medianRunOf(runs));
    const all = runs.map(stepOf);
    const clsOfAll = all.map((step) => step.cls).filter((cls) => cls !== undefined);
    return {
      ...median,
      run: runs.indexOf(medianRunOf(runs)) + 1,
      runs: all.map((step) => ({
        performance: step.performance,
        totalBlockingTimeMs: step.metrics['total-blocking-time'],
      })),
      cls: clsOfAll.length > 0 ? Math.max(...clsOfAll) : undefined,
    };
  });
}
