import type { Locator, Page } from 'playwright-core';
import { cardOf, control, limitsPath, login, pendingSignItems, signingPath } from '../sandbox/support/bank-client';
import { TEXTS, useApp, VIEWPORTS, type SignedInOptions } from './support/app-session';
import type { PageWatch } from './support/chromium';
import { codeShownBy, expectChangedTile, openEditor, signWithWidget, watchTile } from './support/editor-steps';

jest.setTimeout(90_000);

/**
 * The limit editors in a real Chromium against the bank sandbox (sections 2.4, 2.5, 2.10, 4, 5):
 * a temporary limit changed and deleted, a value above the maximum, the bank's refusal, one
 * change by keyboard only, the cancel modal and the button orders; the calendar offers only the
 * window's business days (TODAY, 2027-03-01, is a Monday; 6 March is a Saturday, 29 March
 * Easter Monday, the start window ends on 7 September, a period from 2 March may end on
 * 1 March 2028), and what it would not offer, typed, gets its field message.
 */
const app = useApp();

/** What the page opened last did wrong (CSP violations, console errors). */
let watched: PageWatch;

/** The app on Sanne's everyday card. */
async function open(options: SignedInOptions): Promise<Page> {
  const opened = await app.open({ card: 'sanne-dmc', ...options });
  watched = opened.watched;
  return opened.page;
}

/** A temporary withdrawal limit as if set and signed earlier. */
async function signedTemporaryWithdrawalLimit(): Promise<void> {
  const client = await login(app.url, 'sanne');
  const created = await client.send('POST', `${limitsPath}/sanne-dmc/temporary-limits`, {
    body: { limitType: 'ATM', limitValue: 800, startDate: '2027-03-08', endDate: '2027-03-12' },
  });
  expect(created.status).toBe(201);
  const [item] = await pendingSignItems(app.url, 'sanne');
  expect(
    (await client.send('POST', `${signingPath}/${item.signItemId}/signature`, { body: { code: item.code } })).status,
  ).toBe(200);
}

it('withdrawal: a temporary limit is changed and then deleted, each signed (nl, desktop)', async () => {
  const t = TEXTS.nl;
  await signedTemporaryWithdrawalLimit();
  const page = await open({ language: 'nl' });
  const tile = await watchTile(page, '/edit-withdrawal-limit');
  await openEditor(page, '/edit-withdrawal-limit');
  // Section 2.5: with a temporary limit the legend asks which one, nothing chosen yet.
  await page.getByRole('group', { name: t.editLimits.withdrawal.legendWhichLimit }).waitFor();
  expect(await page.getByRole('radio', { name: t.editLimits.duration.temporarilyWithLimit }).isChecked()).toBe(false);
  await page.getByRole('radio', { name: t.editLimits.duration.temporarilyWithLimit }).check();
  // Its value and period are the start: a period of several days, 8 to 12 March.
  expect(await page.getByRole('slider', { name: t.editLimits.withdrawal.sliderLabel }).inputValue()).toBe('800');
  expect(await page.getByLabel(t.editLimits.howLongActive).inputValue()).toBe('period');
  expect(await page.getByLabel(t.editLimits.dates.start, { exact: true }).inputValue()).toBe('08-03-2027');
  expect(await page.getByLabel(t.editLimits.dates.end, { exact: true }).inputValue()).toBe('12-03-2027');
  await page.getByLabel(t.editLimits.dates.end, { exact: true }).fill('19032027');
  expect(await page.getByLabel(t.editLimits.dates.end, { exact: true }).inputValue()).toBe('19-03-2027');
  await page.getByLabel(t.widgets.limitSlider.amount).fill('950');
  await page.getByRole('button', { name: t.generic.buttons.save }).click();
  await page.waitForURL(/#\/signing$/);
  expect(await page.locator('dmb-signing dl').innerText()).toMatch(
    /Tijdelijke limiet wijzigen[\s\S]*€\s950,00[\s\S]*08-03-2027 tot en met 19-03-2027/,
  );
  await signWithWidget(page, 'nl');
  await expectChangedTile(
    page,
    '/edit-withdrawal-limit',
    tile,
    t.notification.success.changedTemporaryATMLimit.title,
    /Tijdelijke limiet\s+Van 08-03-2027 tot en met 19-03-2027\s+€\s950,00 per dag/,
  );

  await openEditor(page, '/edit-withdrawal-limit');
  await page.getByRole('radio', { name: t.editLimits.duration.temporarilyWithLimit }).check();
  // Delete takes Cancel's place; its modal asks first.
  await page.getByRole('button', { name: t.generic.buttons.delete }).click();
  const modal = page.getByRole('dialog', { name: t.editLimits.deleteLimitModal.title });
  await modal.getByText(t.editLimits.withdrawal.deleteBody).waitFor();
  await modal.getByRole('button', { name: t.generic.buttons.delete }).click();
  await page.waitForURL(/#\/signing$/);
  expect(await page.locator('dmb-signing dl').innerText()).toMatch(/Tijdelijke limiet verwijderen/);
  await signWithWidget(page, 'nl');
  await expectChangedTile(page, '/edit-withdrawal-limit', tile, t.notification.success.deletedTemporaryATMLimit.title, {
    without: t.overview.settings.temporary.limitTitle,
  });
  expect(
    (await cardOf(await login(app.url, 'sanne'), 'sanne-dmc')).limits.find(
      (limit: { limitType: string }) => limit.limitType === 'ATM',
    ).temporaryLimits,
  ).toEqual([]);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('a value above the maximum is refused at the field and in the error summary; a refusal of the bank shows its catalogue message and changes nothing (en, desktop)', async () => {
  const t = TEXTS.en;
  const page = await open({ language: 'en' });
  await openEditor(page, '/edit-payment-limit');
  const amount = page.getByLabel(t.widgets.limitSlider.amount);
  await amount.fill('5001');
  // Not while typing (GOV.UK); once the field is left, at the field: announced with it (aria-describedby) and marked invalid.
  const group = page.getByRole('group', { name: t.editLimits.payment.sliderLabel });
  expect(await group.locator('.field-message').count()).toBe(0);
  await amount.press('Tab');
  // Issue 33, item 6: the message names the card's maximum.
  const aboveMaximum = t.generic.warnings.limitAboveMaximum.replace('{{amount}}', '€5,000.00');
  await group.getByText(aboveMaximum).waitFor();
  expect(await amount.getAttribute('aria-invalid')).toBe('true');
  expect(
    await amount.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent),
  ).toBe(`Error: ${aboveMaximum}`);

  await page.getByRole('button', { name: t.generic.buttons.save }).click();
  const summary = page.locator('.error-summary');
  await summary.getByRole('alert').waitFor();
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
  await summary.getByRole('link', { name: aboveMaximum }).click();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('range');
  expect(page.url()).toMatch(/#\/edit-payment-limit$/);

  // The bank refuses the next save (section 8's catalogue, message format): said, nothing changes.
  const fault = await control(app.url).send('POST', '/sandbox/faults', {
    body: {
      method: 'PUT',
      path: `${limitsPath}/*/permanent-limits/POS`,
      status: 422,
      body: { messages: [{ messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_0072' }] },
    },
  });
  expect(fault.status).toBe(201);
  await amount.fill('3000');
  await page.getByRole('button', { name: t.generic.buttons.save }).click();
  await page.locator('.notification-area').getByText(t.errorMessages['message:MESSAGE_BAI540_0072']).waitFor();
  expect(page.url()).toMatch(/#\/edit-payment-limit$/);
  expect(await amount.inputValue()).toBe('3,000');
  expect(await pendingSignItems(app.url, 'sanne')).toEqual([]);
  // Chromium logs every refused request itself; that is the only console error.
  expect(watched).toEqual({
    cspViolations: [],
    errors: ['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)'],
  });
});

/** Presses Tab until the focused element matches `selector`, as a keyboard user would. */
async function tabTo(page: Page, selector: string, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached by Tab`);
}

it('keyboard only: a temporary withdrawal limit for another day, its date from the calendar, saved and signed with Tab, arrows, typing and Enter (en, desktop)', async () => {
  const t = TEXTS.en;
  const page = await open({ language: 'en', viewport: VIEWPORTS.desktop });
  const tile = await watchTile(page, '/edit-withdrawal-limit');
  const focused = () =>
    page.evaluate(
      () =>
        document.activeElement?.id ||
        document.activeElement?.getAttribute('aria-label') ||
        (document.activeElement as HTMLElement).innerText,
    );
  await tabTo(page, '[href="#/edit-withdrawal-limit"]');
  await page.keyboard.press('Enter');
  await page.locator('form.editor').waitFor();
  // Focus starts on the page's heading; first come the radios: the arrow chooses "temporarily".
  await tabTo(page, 'input[type=radio]:checked');
  await page.keyboard.press('ArrowDown');
  expect(await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).isChecked()).toBe(true);
  await page.keyboard.press('Tab');
  for (const _ of [1, 2, 3]) await page.keyboard.press('ArrowRight');
  const amount = page.getByLabel(t.widgets.limitSlider.amount);
  expect(await amount.inputValue()).toBe('503');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe(await amount.getAttribute('id'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('650');
  // "How long": "-", Only today, Another day.
  await page.keyboard.press('Tab');
  for (const _ of [1, 2]) await page.keyboard.press('ArrowDown');
  expect(await page.getByLabel(t.editLimits.howLongActive).inputValue()).toBe('anotherDay');
  // Past the date's text field to its calendar: it opens on today; two days on is Wednesday 3 March.
  await tabTo(page, `[aria-label="${t.widgets.dateField.openCalendar}: ${t.editLimits.dates.date}"]`);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: t.editLimits.dates.date }).getByRole('grid').waitFor();
  for (const _ of [1, 2]) await page.keyboard.press('ArrowRight');
  expect(await focused()).toMatch(/Wednesday, 3 March 2027/);
  await page.keyboard.press('Enter');
  expect(await page.getByLabel(t.editLimits.dates.date, { exact: true }).inputValue()).toBe('03-03-2027');
  expect(await focused()).toBe(`${t.widgets.dateField.openCalendar}: ${t.editLimits.dates.date}`);
  await tabTo(page, 'button[type=submit]');
  await page.keyboard.press('Enter');

  await page.waitForURL(/#\/signing$/);
  // The widget takes focus when ready; the code field is next.
  await page.waitForFunction(
    () => document.querySelector('dmb-signing')?.shadowRoot?.activeElement?.id === 'signing-title',
  );
  const code = await codeShownBy(page);
  await page.keyboard.press('Tab');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/card-management$/);
  await expectChangedTile(
    page,
    '/edit-withdrawal-limit',
    tile,
    t.notification.success.newTemporaryATMLimit.title,
    /Only on 03-03-2027\s+€650\.00 per day/,
  );
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

/** The buttons' order, once the app has followed the new width (a media query event). */
async function inOrder(buttons: Locator, names: readonly string[]): Promise<void> {
  for (let tries = 0; tries < 40 && (await buttons.allInnerTexts()).join('|') !== names.join('|'); tries += 1)
    await buttons.page().waitForTimeout(50);
  expect(await buttons.allInnerTexts()).toEqual(names);
}

it('the cancel modal takes focus and gives it back; Yes leads to the overview. Buttons: Save first on 375 px, Cancel first on desktop (nl)', async () => {
  const t = TEXTS.nl;
  const page = await open({ language: 'nl', viewport: VIEWPORTS.desktop });
  await openEditor(page, '/edit-ecommerce-limit');
  const actions = page.locator('form.editor .button-group button');
  expect(await actions.allInnerTexts()).toEqual([t.generic.buttons.cancel, t.generic.buttons.save]);
  await page.setViewportSize(VIEWPORTS.mobile);
  await inOrder(actions, [t.generic.buttons.save, t.generic.buttons.cancel]);
  await page.setViewportSize(VIEWPORTS.desktop);
  await inOrder(actions, [t.generic.buttons.cancel, t.generic.buttons.save]);

  const cancel = page.getByRole('button', { name: t.generic.buttons.cancel });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: t.cancelModal.editEcommerceLimit.title });
  await modal.waitFor();
  expect(await modal.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).innerText())).toBe(
    t.cancelModal.editEcommerceLimit.body,
  );
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
  // Focus stays in the dialog: its two buttons, in the desktop order, and round again.
  const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement).innerText);
  await page.keyboard.press('Tab');
  expect(await focusedText()).toBe(t.generic.buttons.no);
  await page.keyboard.press('Tab');
  expect(await focusedText()).toBe(t.generic.buttons.yes);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  expect(await focusedText()).toBe(t.generic.buttons.cancel);

  await page.setViewportSize(VIEWPORTS.mobile);
  await inOrder(actions, [t.generic.buttons.save, t.generic.buttons.cancel]);
  await actions.last().click();
  await modal.waitFor();
  expect(await modal.getByRole('button').allInnerTexts()).toEqual([t.generic.buttons.yes, t.generic.buttons.no]);
  await modal.getByRole('button', { name: t.generic.buttons.yes }).click();
  await page.waitForURL(/#\/card-management$/);
  expect(await pendingSignItems(app.url, 'sanne')).toEqual([]);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

/** The payment-limit editor with "temporarily" and an option chosen. */
async function temporaryPaymentLimit(
  language: 'nl' | 'en',
  option: 'anotherDay' | 'period',
  viewport?: { width: number; height: number },
): Promise<Page> {
  const t = TEXTS[language];
  const page = await open({ language, ...(viewport ? { viewport } : {}) });
  await openEditor(page, '/edit-payment-limit');
  await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).check();
  // Issue 33, item 7: a temporary limit at the permanent one changes nothing, so another amount.
  await page.getByLabel(t.widgets.limitSlider.amount).fill('3000');
  await page.getByLabel(t.editLimits.howLongActive).selectOption({ label: t.generic.temporaryOptions[option] });
  return page;
}

const day = (calendar: Locator, name: string) => calendar.getByRole('button', { name, exact: false });
const isOffered = async (cell: Locator) => (await cell.getAttribute('aria-disabled')) !== 'true';

describe('the calendar', () => {
  it('picks a period in one range calendar: Monday first, business days only, no start past 190 days, no end past 12 months; the bank takes the outermost days (en, desktop)', async () => {
    const t = TEXTS.en;
    const words = t.widgets.dateField;
    const page = await temporaryPaymentLimit('en', 'period');
    const openCalendar = (label: string) =>
      page.getByRole('button', { name: `${words.period.open}: ${label}` }).click();
    const calendar = page.getByRole('dialog', { name: words.period.calendar });
    const month = (shown: string) =>
      calendar.getByRole('grid', { name: `${words.period.calendar}, ${shown}` }).waitFor();
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

    await openCalendar(t.editLimits.dates.start);
    await month('March 2027');
    // Monday first in English too (issue 13), and the focus on today, the first day offered.
    expect(await calendar.locator('thead th').allInnerTexts()).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(await focusedLabel()).toMatch(/Monday, 1 March 2027/);
    expect(await calendar.getByText(words.period.pickBoth).isVisible()).toBe(true);
    expect(await isOffered(day(calendar, 'Monday, 1 March 2027'))).toBe(true);
    expect(await isOffered(day(calendar, 'Saturday, 6 March 2027'))).toBe(false);
    expect(await isOffered(day(calendar, 'Sunday, 7 March 2027'))).toBe(false);
    expect(await isOffered(day(calendar, 'Monday, 29 March 2027'))).toBe(false);
    expect(await calendar.getByRole('button', { name: words.previousMonth }).isDisabled()).toBe(true);
    // Section 9's icon sizes as drawn: the card beside the form at the default 40 px, the glyphs
    // in buttons (calendar paging, the calendar button) the smaller 24 px step.
    const drawn = async (icon: Locator) => (({ width, height }) => [width, height])((await icon.boundingBox())!);
    expect(await drawn(page.locator('.read-only-card__icon'))).toEqual([40, 28]);
    expect(await drawn(calendar.getByRole('button', { name: words.nextMonth }).locator('svg'))).toEqual([24, 24]);
    expect(
      await drawn(
        page.getByRole('button', { name: `${words.period.open}: ${t.editLimits.dates.start}` }).locator('svg'),
      ),
    ).toEqual([24, 24]);
    // Choosing a day that is not offered does nothing.
    await day(calendar, 'Saturday, 6 March 2027').click({ force: true });
    expect(await calendar.getByText(words.period.pickBoth).isVisible()).toBe(true);

    // To September by the month view, by keyboard: its grid has three months a row, so down twice
    // from March. Before the first pick a day is offered when a period can start or end on it.
    await calendar.getByRole('button', { name: `March 2027, ${words.chooseMonth}` }).press('Enter');
    const months = calendar.getByRole('listbox', { name: `${words.chooseMonth}, 2027` });
    expect(await months.getByRole('option', { disabled: false }).allInnerTexts()).toEqual([
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    for (const _ of [1, 2]) await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('September');
    await page.keyboard.press('Enter');
    await month('September 2027');
    // The start window ends on 7 September: the 8th can only end a period, so picked first it asks for a start.
    await day(calendar, 'Wednesday, 8 September 2027').click();
    expect(await calendar.getByText(words.period.pickStart).isVisible()).toBe(true);
    expect(await isOffered(day(calendar, 'Tuesday, 7 September 2027'))).toBe(true);
    expect(await isOffered(day(calendar, 'Thursday, 9 September 2027'))).toBe(false);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await focusedLabel()).toBe(`${words.period.open}: ${t.editLimits.dates.start}`);
    expect(await page.getByLabel(t.editLimits.dates.start, { exact: true }).inputValue()).toBe('');

    // Start and end in one calendar: 2 March 2027, then a year on by the month view, the last
    // day the bank's maxPeriod (365 days) allows.
    await openCalendar(t.editLimits.dates.start);
    await day(calendar, 'Tuesday, 2 March 2027').click();
    expect(await calendar.getByText(words.period.pickEnd).isVisible()).toBe(true);
    await calendar.getByRole('button', { name: `March 2027, ${words.chooseMonth}` }).click();
    await calendar.getByRole('button', { name: words.nextYear }).click();
    await calendar
      .getByRole('listbox', { name: `${words.chooseMonth}, 2028` })
      .getByRole('option', { name: 'March' })
      .click();
    await month('March 2028');
    expect(await isOffered(day(calendar, 'Wednesday, 1 March 2028'))).toBe(true);
    expect(await isOffered(day(calendar, 'Thursday, 2 March 2028'))).toBe(false);
    await day(calendar, 'Wednesday, 1 March 2028').click();
    await calendar.waitFor({ state: 'detached' });
    expect(await page.getByLabel(t.editLimits.dates.start, { exact: true }).inputValue()).toBe('02-03-2027');
    expect(await page.getByLabel(t.editLimits.dates.end, { exact: true }).inputValue()).toBe('01-03-2028');

    // From the end date's button the start stays: the calendar reaches no further than its period.
    await openCalendar(t.editLimits.dates.end);
    await month('March 2028');
    expect(await calendar.getByText(words.period.pickEnd).isVisible()).toBe(true);
    expect(await calendar.getByRole('button', { name: words.nextMonth }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });

    // The slider cannot pass the maximum either: End stops at it.
    await page.getByRole('slider', { name: t.editLimits.payment.sliderLabel }).press('End');
    expect(await page.getByLabel(t.widgets.limitSlider.amount).inputValue()).toBe('5,000');

    // What the calendar offers at its edges, the bank accepts.
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    await page.waitForURL(/#\/signing$/);
    expect((await pendingSignItems(app.url, 'sanne'))[0]).toMatchObject({
      change: { newValue: 5000, startDate: '2027-03-02', endDate: '2028-03-01' },
    });
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});

describe('typed dates the calendar would not offer', () => {
  it('get their message at the field once it has been left, tied to it, then as typed; saving lists them in the error summary (nl, 375 px)', async () => {
    const t = TEXTS.nl;
    const warnings = t.generic.warnings;
    const page = await temporaryPaymentLimit('nl', 'period', VIEWPORTS.mobile);
    const start = page.getByLabel(t.editLimits.dates.start, { exact: true });
    const end = page.getByLabel(t.editLimits.dates.end, { exact: true });
    // Section 2.10: dd-mm-jjjj, at most 10 characters, the numeric keypad.
    expect([
      await start.getAttribute('placeholder'),
      await start.getAttribute('maxlength'),
      await start.getAttribute('inputmode'),
    ]).toEqual(['dd-mm-jjjj', '10', 'numeric']);

    const messageOf = (input: Locator) =>
      input.evaluate((element) => {
        const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
        return element.getAttribute('aria-invalid') === 'true'
          ? ids.map((id) => document.getElementById(id)?.textContent).join(' ')
          : undefined;
      });
    // Nothing is said about a field before the customer has left it (GOV.UK); after that, what is typed is answered.
    await start.fill('06032027');
    expect(await messageOf(start)).toBeUndefined();
    await end.focus();
    for (const [typed, shown, message] of [
      ['06032027', '06-03-2027', warnings.dateIsWeekend],
      ['29/03/2027', '29-03-2027', warnings.dateIsPublicHoliday],
      ['08-09-2027', '08-09-2027', warnings.startDateMaxRangeInvalid],
      ['26-02-2027', '26-02-2027', warnings.startDateMinRangeInvalid],
      ['02-03-2027', '02-03-2027', undefined],
    ] as const) {
      await start.fill(typed);
      expect(await start.inputValue()).toBe(shown);
      expect(await messageOf(start)).toBe(message && `${t.widgets.fieldMessage.prefix} ${message}`);
    }
    // The end left with a date in it speaks from then on (one only passed by, empty, waits for Save: reading 29).
    await end.fill('01-03-2028');
    await start.focus();
    for (const [typed, message] of [
      // Issue 33, item 23: exactly 12 months on, past the bank's 365 days (over 29 February 2028), is not "more than 12 months".
      ['02-03-2028', warnings.endDateAfterMaxPeriod],
      ['03-03-2028', warnings.endDateRangeInvalid],
      ['01-03-2027', warnings.endDateBeforeStartDate],
      ['27-04-2027', warnings.dateIsPublicHoliday],
      ['01-03-2028', undefined],
      ['13-03-2027', warnings.dateIsWeekend],
    ] as const) {
      await end.fill(typed);
      expect(await messageOf(end)).toBe(message && `${t.widgets.fieldMessage.prefix} ${message}`);
    }

    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    const summary = page.locator('.error-summary');
    await summary.getByRole('alert').waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect(await summary.getByRole('listitem').allInnerTexts()).toEqual([warnings.dateIsWeekend]);
    await summary.getByRole('link', { name: warnings.dateIsWeekend }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await end.getAttribute('id'));
    expect(await pendingSignItems(app.url, 'sanne')).toEqual([]);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('another day: nothing chosen is said only after saving; after that a typed holiday at once (en, desktop)', async () => {
    const t = TEXTS.en;
    const page = await temporaryPaymentLimit('en', 'anotherDay');
    const date = page.getByLabel(t.editLimits.dates.date, { exact: true });
    const group = page.locator('.field', { has: date });
    expect(await group.locator('.field-message').count()).toBe(0);
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    await group.getByText(t.generic.warnings.anotherDayRequired).waitFor();
    expect(await page.locator('.error-summary li').allInnerTexts()).toEqual([t.generic.warnings.anotherDayRequired]);
    await date.fill('27042027');
    await group.getByText(t.generic.warnings.dateIsPublicHoliday).waitFor();
    await date.fill('28042027');
    await group.locator('.field-message').waitFor({ state: 'detached' });
    // Section 2.10 in English: dd-mm-yyyy, at most 10 characters, the numeric keypad; slashes become dashes.
    expect([
      await date.getAttribute('placeholder'),
      await date.getAttribute('maxlength'),
      await date.getAttribute('inputmode'),
    ]).toEqual(['dd-mm-yyyy', '10', 'numeric']);
    await date.fill('');
    await date.pressSequentially('28/04/2027 and on');
    expect(await date.inputValue()).toBe('28-04-2027');
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});
