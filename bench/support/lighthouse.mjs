// A Lighthouse user flow over the overview and an editor, in the same headless Chromium (driven
// by puppeteer-core, which Lighthouse's flows need). Lighthouse's defaults: a mobile screen with
// simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown.
//
// The editors cannot be opened by address (section 2.1: only the overview may be entered
// directly), so the flow is: a navigation of the overview (every category), a timespan of
// switching to the next card and opening the editor from its tile (performance: layout shifts,
// blocking time, interaction to next paint), and a snapshot of the open editor (accessibility,
// best practices), then a navigation of the English overview. The session cookie is set on the
// browser first; Lighthouse's storage reset leaves cookies alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateReport, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { ROOT } from './processes.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

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

export async function runLighthouse({ url, englishUrl, cookie, editorTile }) {
  const browser = await puppeteer.launch({
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: 'shell',
  });
  try {
    await browser.setCookie({
      ...cookie,
      domain: new URL(url).hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
    });
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      name: 'Overview and the payment-limit editor',
      config: { extends: 'lighthouse:default', settings: { onlyCategories: CATEGORIES } },
    });
    await flow.navigate(url, { name: 'overview (navigation)' });
    await flow.startTimespan({ name: 'switch card, open editor (timespan)' });
    await page.waitForSelector('#card-picker');
    await page.focus('#card-picker');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector(editorTile, { timeout: 60_000 });
    await page.click(editorTile);
    await page.waitForSelector('form.editor', { timeout: 60_000 });
    await flow.endTimespan();
    await flow.snapshot({ name: 'payment-limit editor (snapshot)' });
    // The English overview as well: its header's buttons are wider, so on the phone the portal
    // header wraps onto a second row at 412 px where the Dutch one does not (issue 21).
    if (englishUrl) await flow.navigate(englishUrl, { name: 'overview, English (navigation)' });
    const result = await flow.createFlowResult();
    const directory = join(ROOT, '.data', 'bench-results');
    mkdirSync(directory, { recursive: true });
    const reportFile = join(directory, 'lighthouse-flow.html');
    writeFileSync(reportFile, await generateReport(result, 'html'));
    return {
      version: result.steps[0].lhr.lighthouseVersion,
      // Lighthouse's measure of this host's CPU (higher is faster): its blocking time is the
      // observed tasks times 4, so a slower host crosses 50 ms with tasks a faster one does not.
      benchmarkIndex: result.steps[0].lhr.environment?.benchmarkIndex ?? null,
      reportFile,
      steps: result.steps.map(({ lhr, name }) => ({
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
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
            'interaction-to-next-paint',
          ]
            .filter((id) => lhr.audits[id]?.numericValue !== undefined)
            .map((id) => [id, Math.round(lhr.audits[id].numericValue * 1000) / 1000]),
        ),
      })),
    };
  } finally {
    await browser.close();
  }
}
