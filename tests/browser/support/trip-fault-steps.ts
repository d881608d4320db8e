import type { Page } from 'playwright-core';
import { control } from '../../sandbox/support/bank-client';
import { signingText } from '../../../sandbox/portal/browser/signing-texts';
import { CLEAN_SCREEN, screenReport, TEXTS, type Language } from './app-session';
import { codeShownBy } from './editor-steps';

/**
 * Issue 35, a failure injected on each call of the trip: the steps the fault tests share. The trip
 * is Sanne's (today Monday 1 March 2027): outside Europe, 06-03-2027 to 14-03-2027, payment 4000
 * and withdrawal 1000, so World and both limits from Friday 5 to Monday 15 March.
 */
export async function planToSummary(page: Page, language: Language): Promise<void> {
  const t = TEXTS[language];
  await page.getByRole('button', { name: t.overview.trip.button, exact: true }).click();
  await page.getByRole('radio', { name: t.trip.destination.outsideEurope }).check();
  await page.getByRole('textbox', { name: t.trip.days.firstDay }).fill('06-03-2027');
  await page.getByRole('textbox', { name: t.trip.days.lastDay }).fill('14-03-2027');
  await page.getByRole('textbox', { name: t.trip.limits.POS }).fill('4000');
  await page.getByRole('textbox', { name: t.trip.limits.ATM }).fill('1000');
  await page.getByRole('button', { name: t.trip.continue, exact: true }).click();
  await page.waitForURL(/#\/going-abroad-summary$/);
}

/** The sandbox fails the next `method` call matching `path` once, with a 503. */
export async function failNext(url: string, method: string, path: string): Promise<void> {
  const armed = await control(url).send('POST', '/sandbox/faults', { body: { method, path, status: 503, times: 1 } });
  expect(armed.status).toBeLessThan(300);
}

export async function expectClean(page: Page, state: string): Promise<void> {
  expect({ state, ...(await screenReport(page)) }).toEqual({ state, ...CLEAN_SCREEN });
}

/** The texts of the listed trip steps inside `within` (the signing page's or the overview's). */
export const listed = (page: Page, within: string): Promise<string[]> => page.locator(`${within} li`).allInnerTexts();

/** A trip step's text as the app writes it, the values filled in. */
export function stepText(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, value), text);
}

/** The notices and the failure a 503 leaves in the browser's console (one line per injected fault that fired). */
export const injected = (count: number): string[] =>
  Array.from(
    { length: count },
    () => 'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
  );

/** The portal's widget signed with the code "the bank's app" shows; where the app goes next is the test's to wait for. */
export async function signInWidget(page: Page, language: Language): Promise<void> {
  const code = await codeShownBy(page);
  const widget = page.locator('dmb-signing');
  await widget.getByLabel(signingText(language, 'codeLabel')).fill(code);
  await widget.getByRole('button', { name: signingText(language, 'sign'), exact: true }).click();
}
