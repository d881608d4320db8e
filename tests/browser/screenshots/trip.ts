import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { signingText } from '../../../sandbox/portal/browser/signing-texts';
import type { RunningSandbox } from '../../../sandbox/start-sandbox';
import { openSignedIn, startAppSandbox, TEXTS, VIEWPORTS, type Language } from '../support/app-session';
import { launchChromium } from '../support/chromium';
import { codeShownBy } from '../support/editor-steps';
import { control } from '../../sandbox/support/bank-client';

/**
 * `npm run screenshots:trip`: issue 35's journey ("Going abroad") in both languages, at desktop
 * width and 375 px, as PNGs in docs/screenshots/ (listed with captions in docs/screenshots/trip.md).
 * Run by jest only for its TypeScript; `npm test` does not match it.
 */
const OUT = join(__dirname, '../../../docs/screenshots');
const WIDTHS = { desktop: VIEWPORTS.desktop, mobile: VIEWPORTS.mobile } as const;
type Texts = (typeof TEXTS)[Language];

/** Outside Europe from Saturday 6 to Sunday 14 March 2027 (the sandbox's today is Monday 1 March), payment 4000, withdrawal 1000. */
async function plan(page: Page, t: Texts): Promise<void> {
  await page.getByRole('button', { name: t.overview.trip.button, exact: true }).click();
  await page.getByRole('radio', { name: t.trip.destination.outsideEurope }).check();
  await page.getByRole('textbox', { name: t.trip.days.firstDay }).fill('06-03-2027');
  await page.getByRole('textbox', { name: t.trip.days.lastDay }).fill('14-03-2027');
  await page.getByRole('textbox', { name: t.trip.limits.POS }).fill('4000');
  await page.getByRole('textbox', { name: t.trip.limits.ATM }).fill('1000');
  await page
    .getByRole('region', { name: t.trip.plan.title })
    .getByRole('heading', { name: t.trip.plan.setting.REGION })
    .waitFor();
}

async function toSigning(page: Page, t: Texts): Promise<void> {
  await plan(page, t);
  await page.getByRole('button', { name: t.trip.continue, exact: true }).click();
  await page.getByRole('button', { name: t.trip.summary.confirm, exact: true }).click();
  await page.waitForURL(/#\/signing$/);
  await codeShownBy(page);
}

async function sign(page: Page, language: Language): Promise<void> {
  const code = await codeShownBy(page);
  await page.locator('dmb-signing').getByLabel(signingText(language, 'codeLabel')).fill(code);
  await page
    .locator('dmb-signing')
    .getByRole('button', { name: signingText(language, 'sign'), exact: true })
    .click();
}

/** Sign later on the trip's first signature: the overview says the trip waits. */
async function signedLater(page: Page, t: Texts, language: Language): Promise<void> {
  await toSigning(page, t);
  await page
    .locator('dmb-signing')
    .getByRole('button', { name: signingText(language, 'signLater') })
    .click();
  await page.getByText(t.generic.tripProgress.make.waits).waitFor();
}

type Shot = { readonly name: string; readonly steps: (page: Page, t: Texts, language: Language) => Promise<void> };

const SHOTS: readonly Shot[] = [
  {
    name: 'overview-offer',
    steps: async (page, t) => void (await page.getByRole('button', { name: t.overview.trip.button }).waitFor()),
  },
  { name: 'plan', steps: plan },
  {
    name: 'summary',
    steps: async (page, t) => {
      await plan(page, t);
      await page.getByRole('button', { name: t.trip.continue, exact: true }).click();
      await page.getByRole('button', { name: t.trip.summary.confirm, exact: true }).waitFor();
    },
  },
  { name: 'signing-1-of-2', steps: toSigning },
  { name: 'overview-waiting', steps: signedLater },
  {
    name: 'summary-waiting',
    steps: async (page, t, language) => {
      await signedLater(page, t, language);
      await page.goBack();
      await page.goBack();
      await page.waitForURL(/#\/going-abroad-summary$/);
      await page.getByText(t.generic.tripProgress.make.waits).waitFor();
    },
  },
  {
    name: 'overview-trip',
    steps: async (page, t, language) => {
      await toSigning(page, t);
      await sign(page, language);
      await page
        .getByText(t.generic.tripProgress.make.signatureOf.replace('{{signature}}', '2').replace('{{signatures}}', '2'))
        .waitFor();
      await sign(page, language);
      await page.getByRole('region', { name: t.overview.trips.title }).waitFor();
    },
  },
];

async function take(
  browser: Browser,
  sandbox: RunningSandbox,
  shot: Shot,
  language: Language,
  width: keyof typeof WIDTHS,
) {
  await fetch(`${sandbox.url}/sandbox/reset`, { method: 'POST' });
  await control(sandbox.url).send('DELETE', '/sandbox/faults');
  const { context, page, watched } = await openSignedIn(browser, sandbox.url, {
    language,
    viewport: WIDTHS[width],
    card: 'sanne-dmc',
  });
  try {
    await shot.steps(page, TEXTS[language], language);
    // The focus ring of whatever was clicked last belongs to the test, not to the screen.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => document.fonts.ready);
    const file = `trip-${shot.name}-${language}-${width}.png`;
    await page.screenshot({ path: join(OUT, file), fullPage: true, animations: 'disabled', caret: 'hide' });
    if (watched.cspViolations.length > 0 || watched.errors.length > 0)
      throw new Error(`${file}: ${JSON.stringify(watched)}`);
    return file;
  } finally {
    await context.close();
  }
}

it('writes the trip screenshots', async () => {
  mkdirSync(OUT, { recursive: true });
  // Without the change basket, so the shots show the "1 of 2" signatures (the basket's one signature is in trip-basket.test.ts).
  const sandbox = await startAppSandbox({ environment: { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined } });
  const browser = await launchChromium();
  try {
    const written: string[] = [];
    const only = process.env.SHOTS?.split(',');
    for (const shot of SHOTS.filter((entry) => !only || only.includes(entry.name)))
      for (const language of ['nl', 'en'] as const)
        for (const width of ['desktop', 'mobile'] as const)
          written.push(await take(browser, sandbox, shot, language, width));
    console.log(`${written.length} screenshots in docs/screenshots/`);
  } finally {
    await browser.close();
    await sandbox.close();
  }
}, 1_800_000);
