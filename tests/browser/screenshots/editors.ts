import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RunningSandbox } from '../../../sandbox/start-sandbox';
import { openSignedIn, startAppSandbox, TEXTS, VIEWPORTS, type Language } from '../support/app-session';
import { launchChromium } from '../support/chromium';
import { codeShownBy, openEditor } from '../support/editor-steps';
import { control, limitsPath } from '../../sandbox/support/bank-client';

/**
 * `npm run screenshots:editors`: the editors' main states and the signing widget in both
 * languages, at desktop width and 375 px, as PNGs in docs/screenshots/ (listed with captions in
 * docs/screenshots/editors.md). Run by jest only for its TypeScript; `npm test` does not match it.
 */
const OUT = join(__dirname, '../../../docs/screenshots');
const WIDTHS = { desktop: VIEWPORTS.desktop, mobile: VIEWPORTS.mobile } as const;

type Shot = {
  readonly name: string;
  readonly customer?: string;
  readonly card: string;
  readonly fullPage: boolean;
  readonly steps: (page: Page, t: (typeof TEXTS)[Language], sandboxUrl: string) => Promise<void>;
};

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const SHOTS: readonly Shot[] = [
  {
    name: 'ecommerce-form',
    card: 'sanne-dmc',
    fullPage: true,
    steps: async (page) => openEditor(page, '/edit-ecommerce-limit'),
  },
  {
    name: 'ecommerce-in-progress',
    customer: 'pieter',
    card: 'pieter-private-banking',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-ecommerce-limit');
      await page.getByText(t.generic.pendingUpdates.inProgress).waitFor();
    },
  },
  {
    name: 'payment-temporary-period',
    card: 'sanne-travel',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-payment-limit');
      await page.getByRole('radio', { name: t.editLimits.duration.temporarilyWithLimit }).check();
    },
  },
  {
    name: 'payment-calendar',
    card: 'sanne-dmc',
    fullPage: false,
    steps: async (page, t) => {
      await openEditor(page, '/edit-payment-limit');
      await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).check();
      await page.getByLabel(t.editLimits.howLongActive).selectOption('period');
      await page.getByLabel(t.editLimits.dates.start, { exact: true }).fill('02-03-2027');
      // The period's range calendar, opened from the end date: the start kept, the end to pick.
      await button(page, `${t.widgets.dateField.period.open}: ${t.editLimits.dates.end}`).click();
      await page.getByRole('dialog', { name: t.widgets.dateField.period.calendar }).getByRole('grid').waitFor();
    },
  },
  {
    name: 'payment-field-errors',
    card: 'sanne-dmc',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-payment-limit');
      await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).check();
      await page.getByLabel(t.widgets.limitSlider.amount).fill('6000');
      await page.getByLabel(t.editLimits.howLongActive).selectOption('period');
      await page.getByLabel(t.editLimits.dates.start, { exact: true }).fill('06-03-2027');
      await button(page, t.generic.buttons.save).click();
      await page.locator('.error-summary').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'payment-refused',
    card: 'sanne-dmc',
    fullPage: true,
    steps: async (page, t, sandboxUrl) => {
      await openEditor(page, '/edit-payment-limit');
      await control(sandboxUrl).send('POST', '/sandbox/faults', {
        body: {
          method: 'PUT',
          path: `${limitsPath}/*/permanent-limits/POS`,
          status: 422,
          body: { messages: [{ messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_0072' }] },
        },
      });
      await page.getByLabel(t.widgets.limitSlider.amount).fill('3000');
      await button(page, t.generic.buttons.save).click();
      await page.locator('.notification-area > .notification').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'payment-delete-modal',
    card: 'sanne-travel',
    fullPage: false,
    steps: async (page, t) => {
      await openEditor(page, '/edit-payment-limit');
      await page.getByRole('radio', { name: t.editLimits.duration.temporarilyWithLimit }).check();
      await button(page, t.generic.buttons.delete).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'region-world-temporarily',
    card: 'sanne-dmc',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-region');
      await page.getByRole('radio', { name: t.generic.regions.WORLD }).check();
      await page.getByRole('radio', { name: t.editRegion.duration.temporarily }).check();
      await page.getByLabel(t.editRegion.durationActive).selectOption('period');
      await page.getByLabel(t.editRegion.dates.start, { exact: true }).fill('08-03-2027');
      await page.getByLabel(t.editRegion.dates.end, { exact: true }).fill('19-03-2027');
    },
  },
  {
    name: 'region-temporary-setting',
    card: 'sanne-travel',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-region');
      await page.getByRole('radio', { name: t.editRegion.duration.temporarilyWithLimit }).check();
    },
  },
  {
    name: 'region-europe',
    card: 'sanne-dmc',
    fullPage: true,
    steps: async (page) => openEditor(page, '/edit-region'),
  },
  {
    name: 'withdrawal-not-allowed',
    customer: 'pieter',
    card: 'pieter-limited',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-withdrawal-limit');
      await page.getByText(t.editLimits.notAllowed.all).waitFor();
    },
  },
  {
    name: 'region-temporary-not-allowed',
    customer: 'pieter',
    card: 'pieter-limited',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-region');
      await page.getByRole('radio', { name: t.generic.regions.WORLD }).check();
      await page.getByText(t.editRegion.notAllowed.temporarily).waitFor();
    },
  },
  {
    name: 'region-unchanged',
    card: 'sanne-travel',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-region');
      await page.getByRole('radio', { name: t.editRegion.duration.temporarilyWithLimit }).check();
      await button(page, t.generic.buttons.save).click();
      await page.getByText(t.errorMessages['message:MESSAGE_BAI540_1026']).waitFor();
    },
  },
  {
    name: 'payment-back-after-save',
    card: 'sanne-dmc',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-payment-limit');
      await page.getByLabel(t.widgets.limitSlider.amount).fill('2750');
      await button(page, t.generic.buttons.save).click();
      await page.waitForURL(/#\/signing$/);
      await codeShownBy(page);
      await page.goBack();
      await page.locator('form.editor .pending-change').waitFor();
    },
  },
  {
    name: 'signing-widget',
    card: 'sanne-dmc',
    fullPage: true,
    steps: async (page, t) => {
      await openEditor(page, '/edit-ecommerce-limit');
      await page.getByLabel(t.widgets.limitSlider.amount).fill('2750');
      await button(page, t.generic.buttons.save).click();
      await page.waitForURL(/#\/signing$/);
      await codeShownBy(page);
    },
  },
];

async function take(
  browser: Browser,
  sandbox: RunningSandbox,
  shot: Shot,
  language: Language,
  width: keyof typeof WIDTHS,
): Promise<string> {
  await fetch(`${sandbox.url}/sandbox/reset`, { method: 'POST' });
  await control(sandbox.url).send('DELETE', '/sandbox/faults');
  const { context, page, watched } = await openSignedIn(browser, sandbox.url, {
    language,
    viewport: WIDTHS[width],
    card: shot.card,
    customer: shot.customer ?? 'sanne',
  });
  try {
    await shot.steps(page, TEXTS[language], sandbox.url);
    // The focus ring of whatever was clicked last belongs to the test, not to the screen.
    if (!shot.name.endsWith('modal') && !shot.name.endsWith('calendar'))
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => document.fonts.ready);
    const file = `editors-${shot.name}-${language}-${width}.png`;
    await page.screenshot({ path: join(OUT, file), fullPage: shot.fullPage, animations: 'disabled', caret: 'hide' });
    // A refusal the shot asked the bank for is the one console error Chromium logs itself.
    const errors = watched.errors.filter((error) => !(shot.name === 'payment-refused' && /status of 422/.test(error)));
    if (watched.cspViolations.length > 0 || errors.length > 0) throw new Error(`${file}: ${JSON.stringify(watched)}`);
    return file;
  } finally {
    await context.close();
  }
}

it('writes the editor screenshots', async () => {
  mkdirSync(OUT, { recursive: true });
  const sandbox = await startAppSandbox();
  const browser = await launchChromium();
  try {
    const written: string[] = [];
    // SHOTS=name,name retakes only those (the others stay as committed).
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
