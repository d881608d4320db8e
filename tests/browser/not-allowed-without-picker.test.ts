import { errorBody } from '../../domain/index';
import { cardsPath, control, limitsPath } from '../sandbox/support/bank-client';
import { NAMED_RUNS, TEXTS, useApp, VIEWPORTS } from './support/app-session';
import { openEditor } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Reading 112, in a real Chromium against the bank sandbox: Sanne's rights on her card are
 * withdrawn while the payment limit editor is open (the bank refuses the Save and every read of
 * the card with SUBJECT_NOT_ALLOWED). The editor, whose card cannot be changed there, says to
 * choose another card on the overview, and keeps the amount typed; Cancel still asks before
 * leaving; the overview, where the picker is, says to choose another card in the list.
 * nl at 1280 px, en at 375 px.
 */
const app = useApp();

const refusedWithoutRights = (method: string, path: string) =>
  control(app.url).send('POST', '/sandbox/faults', {
    body: { method, path, status: 403, body: errorBody('errors', 'SUBJECT_NOT_ALLOWED'), times: 20 },
  });

afterEach(async () => {
  await control(app.url).send('DELETE', '/sandbox/faults');
});

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];

  it('rights withdrawn while the payment limit editor is open: Save refused says to choose on the overview, the amount stays', async () => {
    const { page } = await app.open({ customer: 'sanne', language, viewport: VIEWPORTS[viewport], card: 'sanne-dmc' });
    await openEditor(page, '/edit-payment-limit');
    const amount = page.getByLabel(t.widgets.limitSlider.amount);
    await amount.fill('3000');
    expect((await refusedWithoutRights('PUT', `${limitsPath}/*/permanent-limits/POS`)).status).toBe(201);
    expect((await refusedWithoutRights('GET', `${cardsPath}/*`)).status).toBe(201);

    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    const area = page.locator('.notification-area');
    await area.getByText(t.errorMessages['message:SUBJECT_NOT_ALLOWED:withoutPicker']).waitFor();
    expect(await area.getByText(t.errorMessages['message:SUBJECT_NOT_ALLOWED'], { exact: true }).count()).toBe(0);
    expect(page.url()).toMatch(/#\/edit-payment-limit$/);
    expect(await amount.inputValue()).toBe(language === 'nl' ? '3.000' : '3,000');

    await page.getByRole('button', { name: t.generic.buttons.cancel }).click();
    const modal = page.getByRole('dialog', { name: t.cancelModal.editPaymentLimit.title });
    await modal.getByRole('button', { name: t.generic.buttons.yes }).click();
    await page.waitForURL(/#\/card-management$/);
    await area.getByText(t.errorMessages['message:SUBJECT_NOT_ALLOWED'], { exact: true }).waitFor();
  });
});
