/**
 * `npm run screenshots:overview` (or `npm run screenshots` for every area): the overview, page
 * shell and replace-card states in Dutch and English, desktop and phone, as PNGs under
 * docs/screenshots/ with their index docs/screenshots/overview.md. A jest file only to share the
 * tests' helpers and TypeScript set-up; `npm test` does not run it (not a *.test.ts).
 */
import { join } from 'node:path';
import { control, reset, TODAY } from '../../sandbox/support/bank-client';
import { signingText } from '../../../sandbox/portal/browser/signing-texts';
import { appUrl, openApp, signIn, TEXTS, useAppSandbox } from '../support/app-session';
import { holdAppScripts } from '../support/first-module';
import { useChromium } from '../support/chromium';
import { takeScreenshots, writeScreenshotIndex, type ScreenState, type ShotSetting } from '../support/screenshots';

jest.setTimeout(1_800_000);

const app = useAppSandbox();
// A bank whose sessions last five minutes however busy: the session's final warning (reading 44).
const shortLived = useAppSandbox({ sessionLifetimeSeconds: 300 });
const NOW = new Date(`${TODAY}T10:00:00+01:00`);
const chromium = useChromium();
const DIRECTORY = join(__dirname, '../../../docs/screenshots');

const TEXT = {
  nl: {
    active: 'Actief',
    blocked: 'Geblokkeerd',
    inactive: 'Niet actief',
    details: 'Details tonen',
    block: 'Pas blokkeren',
    confirm: 'Blokkeren',
    replace: 'Pas vervangen',
  },
  en: {
    active: 'Active',
    blocked: 'Blocked',
    inactive: 'Inactive',
    details: 'Show details',
    block: 'Block card',
    confirm: 'Block',
    replace: 'Replace card',
  },
} as const;

/** Signed in as the customer, the app open on the card, its status shown. */
async function overviewOf(
  { page, context, language }: ShotSetting,
  customer: string,
  card: string | undefined,
  status: keyof (typeof TEXT)['en'],
  options: { segment?: 'business'; query?: string } = {},
) {
  await signIn(context, app.url, customer);
  await openApp(page, app.url, { language, ...options });
  if (card) await page.locator('#card-picker').selectOption(card);
  await page.getByRole('heading', { level: 2, name: TEXT[language][status], exact: true }).waitFor();
  if (!options.query) await page.locator('dmb-header').waitFor();
}

const STATES: readonly ScreenState[] = [
  {
    name: 'overview-active-dmc',
    caption: 'Overview: an active DMC card, its details open, its settings',
    show: async (setting) => {
      await overviewOf(setting, 'sanne', 'sanne-travel', 'active');
      await setting.page.getByRole('button', { name: TEXT[setting.language].details }).click();
    },
  },
  {
    name: 'overview-blocked-maestro',
    caption: 'Overview: a blocked Maestro card (the overlay, Unblock)',
    show: (setting) => overviewOf(setting, 'sanne', 'sanne-maestro', 'blocked'),
  },
  {
    name: 'overview-first-paint',
    caption:
      "The first card as the page's first module paints it, before the app has run: inert, the header's skeleton, the app's page takes its place (issue 14)",
    show: async ({ page, context, language }) => {
      await signIn(context, app.url, 'sanne');
      // The app's scripts never arrive here: what shows is the first module's paint alone.
      await holdAppScripts(page);
      await page.goto(appUrl(app.url, { language }), { waitUntil: 'commit' });
      await page.locator('#first-paint .status-panel__heading').waitFor();
    },
  },
  {
    name: 'overview-bank-blocked',
    caption: 'A card only the bank can unblock: what the block means, whom to contact (issue 16)',
    show: (setting) => overviewOf(setting, 'lotte', 'lotte-bank-blocked', 'blocked'),
  },
  {
    name: 'overview-reminders',
    caption:
      'Reminders beside the tiles: a temporary limit that ends soon, one that ends today, a World period that starts soon (issue 16)',
    show: async (setting) => {
      await overviewOf(setting, 'lotte', 'lotte-dmc', 'active');
      await setting.page.locator('.settings-reminder').first().waitFor();
    },
  },
  {
    name: 'overview-inactive-card',
    caption: 'Overview: a new card still to be activated',
    show: (setting) => overviewOf(setting, 'sanne', 'sanne-new', 'inactive'),
  },
  {
    name: 'overview-private-banking',
    caption: 'Overview: the private-banking card with a change still to be signed',
    show: (setting) => overviewOf(setting, 'pieter', undefined, 'active'),
  },
  {
    name: 'overview-change-to-sign',
    caption:
      'Overview: a new payment limit signed later — its tile says before → after, waiting for the signature, with Sign now (issue 12)',
    show: async (setting) => {
      const { page, language } = setting;
      const t = TEXTS[language];
      await overviewOf(setting, 'sanne', 'sanne-dmc', 'active');
      await page.locator('.settings-tile__link[href="#/edit-payment-limit"]').click();
      await page.getByLabel(t.widgets.limitSlider.amount).fill('2750');
      await page.getByRole('button', { name: t.generic.buttons.save }).click();
      await page
        .locator('dmb-signing')
        .getByRole('button', { name: signingText(language, 'signLater') })
        .click();
      await page.locator('.settings-tile__pending').waitFor();
    },
  },
  {
    name: 'overview-block-modal',
    caption: 'Block: the confirmation modal',
    fullPage: false,
    show: async (setting) => {
      await overviewOf(setting, 'sanne', 'sanne-dmc', 'active');
      await setting.page.getByRole('button', { name: TEXT[setting.language].block }).click();
      await setting.page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'overview-blocked-notification',
    caption: 'Block: the result notification on the blocked card',
    fullPage: false,
    show: async (setting) => {
      await overviewOf(setting, 'sanne', 'sanne-dmc', 'active');
      await setting.page.getByRole('button', { name: TEXT[setting.language].block }).click();
      await setting.page
        .getByRole('dialog')
        .getByRole('button', { name: TEXT[setting.language].confirm, exact: true })
        .click();
      await setting.page.locator('.notification-area > .notification').waitFor();
      await setting.page
        .getByRole('heading', { level: 2, name: TEXT[setting.language].blocked, exact: true })
        .waitFor();
    },
  },
  {
    name: 'overview-error',
    caption:
      'A non-recoverable error: the content hidden, titled "Something went wrong", its code on a line of its own',
    show: async ({ page, context, language }) => {
      await control(app.url).send('POST', '/sandbox/faults', {
        body: { method: 'GET', path: '/portal/apis/payment-instruments/v2/', status: 500 },
      });
      await signIn(context, app.url, 'sanne');
      await openApp(page, app.url, { language });
      await page.locator('.notification-area > .notification').waitFor();
      await page.locator('dmb-header').waitFor();
    },
  },
  {
    name: 'overview-no-cards',
    caption:
      'A customer without debit cards: the title says so in words, the code (MESSAGE_FED001_0001) below for the help desk',
    show: async ({ page, context, language }) => {
      await signIn(context, app.url, 'emma');
      await openApp(page, app.url, { language });
      await page.locator('.notification-area > .notification').waitFor();
      await page.locator('dmb-header').waitFor();
    },
  },
  {
    name: 'replace-card',
    caption: 'Replace card: the delivery address, the reason "stolen", the auto-block warning and the fee',
    show: async (setting) => {
      await overviewOf(setting, 'sanne', 'sanne-dmc', 'active');
      await setting.page.getByRole('button', { name: TEXT[setting.language].replace }).click();
      await setting.page.locator('#reissue-reason').selectOption('STOLEN');
      await setting.page.locator('.replace-card .notification--warning').waitFor();
    },
  },
  {
    name: 'overview-recent-changes',
    caption: 'Recent changes (beyond the spec): the card’s last changes with date and time, after "show older changes"',
    show: async (setting) => {
      await overviewOf(setting, 'sanne', 'sanne-dmc', 'active');
      const more = setting.page.locator('.card-history__more');
      await more.click();
      await setting.page.locator('.card-history__entry').nth(10).waitFor();
      await setting.page.locator('dmb-header').waitFor();
    },
  },
  {
    name: 'accessibility-statement',
    caption: 'The accessibility statement, the portal’s page "Need help?" links to',
    show: async (setting) => {
      await overviewOf(setting, 'sanne', undefined, 'blocked');
      await setting.page.locator('.contact-block a').last().click();
      await setting.page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'overview-after-replacement',
    caption:
      'After a replacement: the new card, awaiting activation, is the one shown, with the activation notice (issue 12)',
    fullPage: false,
    show: async (setting) => {
      await overviewOf(setting, 'sanne', 'sanne-dmc', 'active');
      await setting.page.getByRole('button', { name: TEXT[setting.language].replace }).click();
      await setting.page.locator('#reissue-reason').selectOption('DEFECT');
      await setting.page
        .locator('.replace-card button[type="submit"], .replace-card .button-group button')
        .filter({ hasText: setting.language === 'nl' ? /^Vervangen$/ : /^Replace$/ })
        .click();
      await setting.page.locator('.notification-area > .notification').waitFor();
      await setting.page
        .getByRole('heading', { level: 2, name: TEXT[setting.language].inactive, exact: true })
        .waitFor();
    },
  },
  {
    name: 'session-final-warning',
    caption:
      'The session’s final warning: its absolute end comes before the idle end, so OK and Sign out, no "Stay signed in" (reading 44)',
    fullPage: false,
    show: async ({ page, context, language }) => {
      await signIn(context, shortLived.url, 'sanne');
      await openApp(page, shortLived.url, { language, card: 'sanne-dmc' });
      await page.locator('dmb-header').waitFor();
      // 200 s on, less than the warning's lead is left of the 300 s; the app counts again when its tab is shown again.
      await context.clock.setFixedTime(new Date(NOW.getTime() + 200_000));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'overview-business',
    caption: 'The business area: a business customer’s cards',
    show: (setting) => overviewOf(setting, 'vandenberg', undefined, 'active', { segment: 'business' }),
  },
  {
    name: 'overview-plain',
    caption: 'The plain layout (enforcePlain=true): no portal parts around the app',
    show: (setting) => overviewOf(setting, 'sanne', 'sanne-dmc', 'active', { query: 'enforcePlain=true' }),
  },
];

it('takes the overview, shell and replace-card screenshots', async () => {
  // SHOTS=name,name retakes only those (the others stay as committed; the index then lists only those, so keep it from git).
  const only = process.env.SHOTS?.split(',');
  const states = STATES.filter((state) => !only || only.includes(state.name));
  const shots = await takeScreenshots(chromium.browser, states, {
    directory: DIRECTORY,
    // The sandbox's date, from which the reminders and the calendars count.
    now: NOW,
    beforeEach: async () => {
      await reset(app.url);
      await control(app.url).send('DELETE', '/sandbox/faults');
    },
  });
  writeScreenshotIndex(
    join(DIRECTORY, 'overview.md'),
    'Screenshots: overview, page shell and replace card',
    'Taken by `npm run screenshots:overview` in headless Chromium against the bank sandbox (date fixed at 2027-03-01), Dutch and English, at 1280 px and 375 px. Each section shows the English desktop shot; the links lead to all four.',
    shots,
  );
  for (const shot of shots)
    console.log(`${shot.file.slice(DIRECTORY.length + 1)} ${(shot.bytes / 1000).toFixed(0)} KB`);
  expect(shots).toHaveLength(states.length * 4);
});
