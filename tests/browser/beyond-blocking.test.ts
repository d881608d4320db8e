import {
  CLEAN_SCREEN,
  screenReport,
  shownText,
  TEXTS,
  useApp,
  VIEWPORTS,
  type Language,
  type ViewportName,
} from './support/app-session';
import { focused, tabTo } from './support/focus';

jest.setTimeout(90_000);

/**
 * Issue 16 in a real Chromium against the sandbox (today 2027-03-01, a Monday), nl and en, 1280
 * and 375 px, by keyboard alone, axe on every state: what blocking does, in the block modal and
 * on a card only the bank can unblock; and the reminders beside Lotte Jansen's settings tiles.
 */
const app = useApp();

const CASES = (['nl', 'en'] as const).flatMap((language) =>
  (['desktop', 'mobile'] as const).map((viewport) => [language, viewport] as [Language, ViewportName]),
);
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);
const AMOUNTS = {
  nl: { 1000: '€ 1.000,00', 4000: '€ 4.000,00' },
  en: { 1000: '€1,000.00', 4000: '€4,000.00' },
} as const;

describe.each(CASES)('beyond blocking (%s, %s)', (language, viewport) => {
  const texts = TEXTS[language];
  const blocking = texts.overview.blocking;
  const reminder = texts.overview.settings.reminder;
  const open = (customer: string, card: string) =>
    app.open({ customer, card, language, viewport: VIEWPORTS[viewport] });

  it('the block modal says what stops and what still works, and leads lost or stolen to Replace', async () => {
    const { page } = await open('sanne', 'sanne-dmc');
    await tabTo(page, `button "${texts.overview.actions.block}"`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: texts.overview.blockModal.title });
    const effects = dialog.getByRole('region', { name: blocking.titleBlock });
    await effects.waitFor();
    expect(await shownText(effects)).toContain(`${blocking.stopsLabel} ${blocking.stops}`);
    expect(await shownText(effects)).toContain(`${blocking.goesOnLabel} ${blocking.goesOn}`);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await tabTo(page, `a "${texts.overview.actions.replace}"`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: texts.routes.replaceCard.title }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a card only the bank can unblock: what the block means, no Unblock, and whom to contact', async () => {
    const { page, watched } = await app.open({ customer: 'lotte', language, viewport: VIEWPORTS[viewport] });
    await page.locator('#card-picker').selectOption('lotte-bank-blocked');
    await page.getByRole('heading', { level: 2, name: texts.overview.status.blocked.heading, exact: true }).waitFor();
    const effects = page.getByRole('region', { name: blocking.titleBlocked });
    expect(await shownText(effects)).toContain(`${blocking.bankLabel} ${blocking.bank} ${blocking.contact}`);
    expect(await page.getByRole('button', { name: texts.overview.actions.unblock }).count()).toBe(0);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await tabTo(page, `a "${blocking.contact}"`);
    expect(await effects.getByRole('link', { name: blocking.contact }).getAttribute('href')).toMatch(
      /\/(hulp-advies|help-advice)\//,
    );
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('reminds beside each tile of a temporary setting that ends or starts within a week, and leads to its editor', async () => {
    const { page, watched } = await open('lotte', 'lotte-dmc');
    const note = (title: string) =>
      page
        .locator('.settings-tile', { has: page.getByRole('heading', { level: 3, name: title }) })
        .locator('.settings-reminder');
    const settings = texts.overview.settings;
    await note(settings.payment.title).waitFor();
    // Seeded: 26-02 to 03-03 at 4,000; 1,000 today only; World from 03-03 (business days from the sandbox's today).
    expect(await shownText(note(settings.payment.title))).toBe(
      `${fill(reminder.POS.ends, { amount: AMOUNTS[language][4000], date: '03-03-2027' })} ${reminder.action}`,
    );
    expect(await shownText(note(settings.withdrawal.title))).toBe(
      `${fill(reminder.ATM.endsToday, { amount: AMOUNTS[language][1000] })} ${reminder.action}`,
    );
    expect(await shownText(note(settings.region.title))).toBe(
      `${fill(reminder.REGION.starts, { region: texts.generic.regions.WORLD, date: '03-03-2027' })} ${reminder.action}`,
    );
    expect(await note(settings.ecommerce.title).count()).toBe(0);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await page.getByRole('heading', { level: 2, name: settings.title }).scrollIntoViewIfNeeded();
    await tabTo(page, `a "${reminder.action}"`, { maxStops: 60 });
    expect(await focused(page)).toBe(`a "${reminder.action}"`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title }).waitFor();
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});
