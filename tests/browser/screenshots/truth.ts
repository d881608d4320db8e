/**
 * `npm run screenshots:truth`: issue 33's states at the edge of an action ("Every moment tells the
 * truth") in Dutch and English, desktop and phone, as PNGs under docs/screenshots/ with their index
 * docs/screenshots/truth.md. A jest file only to share the tests' helpers and TypeScript set-up;
 * `npm test` does not run it (not a *.test.ts).
 */
import { join } from 'node:path';
import { cardsPath, control, reset, TODAY } from '../../sandbox/support/bank-client';
import { openApp, signIn, TEXTS, useAppSandbox } from '../support/app-session';
import { useChromium } from '../support/chromium';
import { openEditor, signWithWidget } from '../support/editor-steps';
import { takeScreenshots, writeScreenshotIndex, type ScreenState, type ShotSetting } from '../support/screenshots';

jest.setTimeout(1_800_000);

const app = useAppSandbox();
const NOW = new Date(`${TODAY}T10:00:00+01:00`);
const chromium = useChromium();
const DIRECTORY = join(__dirname, '../../../docs/screenshots');

async function overview({ page, context, language }: ShotSetting, customer: string, card: string): Promise<void> {
  await signIn(context, app.url, customer);
  await openApp(page, app.url, { language, card });
  await page.locator('dmb-header').waitFor();
}

const STATES: readonly ScreenState[] = [
  {
    name: 'truth-block-failed',
    caption:
      'The bank fails during Block: the card and the picker stay, "not blocked yet", Try again, the numbers for a lost card (issue 33.4)',
    show: async (setting) => {
      const t = TEXTS[setting.language];
      await overview(setting, 'sanne', 'sanne-dmc');
      await control(app.url).send('POST', '/sandbox/faults', {
        body: { method: 'POST', path: `${cardsPath}/*/suspension`, status: 500 },
      });
      await setting.page.getByRole('button', { name: t.overview.actions.block }).click();
      await setting.page.getByRole('dialog').getByRole('button', { name: t.overview.blockModal.confirm }).click();
      await setting.page.locator('.action-failure').getByText(t.actionFailure.notDone.block).waitFor();
    },
  },
  {
    name: 'truth-signing-nothing-waits',
    caption:
      'Back to the signing page after signing: nothing waits any more, said neutrally, with the way back (issue 33.1)',
    show: async (setting) => {
      const t = TEXTS[setting.language];
      await overview(setting, 'sanne', 'sanne-dmc');
      await openEditor(setting.page, '/edit-payment-limit');
      await setting.page.getByRole('textbox', { name: t.widgets.limitSlider.amount }).fill('2750');
      await setting.page.getByRole('button', { name: t.generic.buttons.save }).click();
      await setting.page.waitForURL(/#\/signing$/);
      await signWithWidget(setting.page, setting.language);
      await setting.page.goBack();
      await setting.page.getByText(t.signing.nothingToSign).waitFor();
    },
  },
  {
    name: 'truth-replacement-on-its-way',
    caption:
      'Back to the replace screen after ordering: the new card is on its way, nothing offers to order again (issue 33.2)',
    show: async (setting) => {
      const t = TEXTS[setting.language];
      await overview(setting, 'sanne', 'sanne-dmc');
      await setting.page.getByRole('button', { name: t.overview.actions.replace }).click();
      await setting.page.locator('#reissue-reason').selectOption('DEFECT');
      await setting.page.getByRole('button', { name: t.replaceCard.submit }).click();
      await setting.page.waitForURL(/#\/card-management$/);
      await setting.page.goBack();
      await setting.page.getByText(t.replaceCard.ordered).waitFor();
    },
  },
  {
    name: 'truth-payment-highest-up-front',
    caption:
      'The highest amount said up front where the bank sends the balance: the slider ends at it, and says why (issue 33.6)',
    show: async (setting) => {
      await overview(setting, 'pieter', 'pieter-limited');
      await openEditor(setting.page, '/edit-payment-limit');
    },
  },
  {
    name: 'truth-withdrawal-equal-to-permanent',
    caption:
      'A temporary limit equal to the permanent one is said at the amount, before anything is signed (issue 33.7)',
    show: async (setting) => {
      const t = TEXTS[setting.language];
      await overview(setting, 'sanne', 'sanne-dmc');
      await openEditor(setting.page, '/edit-withdrawal-limit');
      await setting.page.getByRole('radio', { name: t.editLimits.duration.temporarily, exact: true }).check();
      const amount = setting.page.getByRole('textbox', { name: t.widgets.limitSlider.amount });
      await amount.fill(await amount.inputValue());
      await setting.page.getByRole('button', { name: t.generic.buttons.save }).click();
      await setting.page.locator('.error-summary, [role="alert"]').first().waitFor();
    },
  },
];

it('takes the screenshots of issue 33’s states', async () => {
  const only = process.env.SHOTS?.split(',');
  const states = STATES.filter((state) => !only || only.includes(state.name));
  const shots = await takeScreenshots(chromium.browser, states, {
    directory: DIRECTORY,
    now: NOW,
    beforeEach: async () => {
      await reset(app.url);
      await control(app.url).send('DELETE', '/sandbox/faults');
    },
  });
  writeScreenshotIndex(
    join(DIRECTORY, 'truth.md'),
    'Screenshots: every moment tells the truth (issue 33)',
    'Taken by `npm run screenshots:truth` in headless Chromium against the bank sandbox (date fixed at 2027-03-01), Dutch and English, at 1280 px and 375 px. Each section shows the English desktop shot; the links lead to all four.',
    shots,
  );
  expect(shots).toHaveLength(states.length * 4);
});
