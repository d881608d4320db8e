// A Lighthouse user flow over the overview and an editor, in the same headless Chromium (driven
// by puppeteer-core, which Lighthouse's flows need). Lighthouse's defaults: a mobile screen with
// simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown.
//
// The editors cannot be opened by address (section 2.1: only the overview may be entered
// directly), so the flow is: a navigation of the overview (every category), a timespan of
// switching to the next card and opening the editor from its tile (performance: layout shifts,
// blocking time, interaction to next paint), and a snapshot of the open editor (accessibility,
// best practices), then a navigation of the English overview. The session cookie is set on the
// browser first; Lighthouse's storage reset leaves cookies alone. The flow runs several times,
// each step standing as its median run (lighthouse-steps.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateReport, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { CATEGORIES, medianSteps } from './lighthouse-steps.mjs';
import { ROOT } from './processes.mjs';

/** One run of the flow, in a browser of its own: its result (Lighthouse's FlowResult). */
async function runFlow({ url, englishUrl, cookie, editorTile }) {
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
    return await flow.createFlowResult();
  } finally {
    await browser.close();
  }
}

/**
 * The flow `runs` times (lighthouse-steps.mjs: why, and which run stands for each step). The
 * report kept is the run standing for the overview's navigation.
 */
export async function runLighthouse({ runs, ...flowOptions }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    results.push(await runFlow(flowOptions));
    process.stdout.write(`  Lighthouse run ${run} of ${runs} done\n`);
  }
  const steps = medianSteps(results.map((result) => result.steps));
  const directory = join(ROOT, '.data', 'bench-results');
  mkdirSync(directory, { recursive: true });
  const reportFile = join(directory, 'lighthouse-flow.html');
  writeFileSync(reportFile, await generateReport(results[steps[0].run - 1], 'html'));
  // Lighthouse's measure of this host's CPU (higher is faster), each run's: its blocking time is
  // the observed tasks times 4, so a slower host crosses 50 ms with tasks a faster one does not.
  const indexes = results.map((result) => result.steps[0].lhr.environment?.benchmarkIndex ?? null);
  return {
    version: results[0].steps[0].lhr.lighthouseVersion,
    runs,
    benchmarkIndex: indexes.includes(null) ? null : Math.min(...indexes),
    benchmarkIndexes: indexes,
    reportFile,
    steps,
  };
}
