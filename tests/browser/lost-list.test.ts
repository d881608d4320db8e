import { control } from '../sandbox/support/bank-client';
import { appUrl, CLEAN_SCREEN, screenReport, signIn, TEXTS, useApp } from './support/app-session';
import { holdAppScripts } from './support/first-module';

jest.setTimeout(60_000);

/**
 * Issue 34, a lost request, in a real Chromium against the sandbox: the card list answers 500
 * once. The page's first module says so where it would have shown the card, before the app's
 * scripts have run, with Try again; Try again pressed there is carried out by the app once it is
 * there, and the cards show. No paint of a card stands over the failure.
 */
const app = useApp();
const LIST = '/portal/apis/payment-instruments/v2/';

// Each test arms its own fault (times 1: the list answers 500 once); none is left from another.
beforeEach(() => control(app.url).send('DELETE', '/sandbox/faults'));

it.each(['nl', 'en'] as const)(
  'says the cards were not loaded at once and loads them on Try again (%s)',
  async (language) => {
    const t = TEXTS[language];
    const { context, page, watched } = await app.newPage('desktop');
    await signIn(context, app.url, 'sanne');
    const armed = await control(app.url).send('POST', '/sandbox/faults', {
      body: { method: 'GET', path: LIST, status: 500 },
    });
    expect(armed.status).toBe(201);
    const release = await holdAppScripts(page);
    await page.goto(appUrl(app.url, { language, route: '' }), { waitUntil: 'commit' });

    // The first module alone (the app's scripts held back) says it, in the card's place.
    const frame = page.locator('#first-paint');
    const alert = frame.getByRole('alert');
    await alert.getByRole('heading', { level: 6, name: t.actionFailure.notDone.load }).waitFor();
    const saidAt = await page.evaluate(() => Math.round(performance.now()));
    expect(await alert.innerText()).toContain(t.actionFailure.whyNotLoaded);
    expect(await frame.locator('.status-panel').count()).toBe(0);
    expect(await frame.locator('#card-picker').count()).toBe(0);
    expect(await page.locator('#root').innerHTML()).toBe('');
    // Said as soon as the list's answer is in: well within the second a card would have taken.
    expect(saidAt).toBeLessThan(5_000);

    await alert.getByRole('button', { name: t.actionFailure.tryAgain }).click();
    expect(await frame.getAttribute('aria-busy')).toBe('true');
    release();

    // The app met the same lost answer, then carried out Try again: the list, asked once more, answers.
    const heading = page.locator('#root .status-panel__heading');
    await heading.waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.locator('#root #card-picker').count()).toBe(1);
    expect(await page.getByText(t.actionFailure.notDone.load).count()).toBe(0);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors.every((error) => /status of 500/.test(error))).toBe(true);
  },
);
