import { control } from '../sandbox/support/bank-client';
import {
  CLEAN_SCREEN,
  notificationParts,
  openApp,
  screenReport,
  shownText,
  signIn,
  useApp,
  type AppPage,
  type ViewportName,
} from './support/app-session';

jest.setTimeout(60_000);

/**
 * Section 8 on the overview in a real Chromium: a non-recoverable failure hides the content, a
 * recoverable one keeps the page and asks for another card, an empty card list is an error of
 * its own; and section 2.2's disturbance banner. Faults are injected into the real sandbox.
 */
const app = useApp();
/** The page the test opened last, its context and what it did wrong (CSP violations, console errors). */
let { context, page, watched } = {} as AppPage;
const newPage = async (viewport: ViewportName) => ({ context, page, watched } = await app.newPage(viewport));

async function arm(fault: { method: string; path: string; status: number; body?: unknown }): Promise<void> {
  const answer = await control(app.url).send('POST', '/sandbox/faults', { body: fault });
  expect(answer.status).toBe(201);
}

beforeEach(async () => {
  await control(app.url).send('DELETE', '/sandbox/faults');
  await control(app.url).send('PUT', '/sandbox/disturbances', { body: [] });
});

const notification = () => page.locator('.notification-area > .notification');

// A list the bank failed to send (a 500, a lost request) is said with Try again instead: lost-list.test.ts.
it('hides the content after a non-recoverable failure and says what went wrong, with its code (en, desktop)', async () => {
  await newPage('desktop');
  await signIn(context, app.url, 'sanne');
  await arm({
    method: 'GET',
    path: '/portal/apis/payment-instruments/v2/',
    status: 404,
    body: { errors: [{ messageType: 'ERROR', code: 'CUSTOMER_NOT_FOUND' }] },
  });
  await openApp(page, app.url, { language: 'en' });
  await notification().waitFor();
  expect(await notificationParts(notification())).toEqual({
    role: 'alert',
    type: 'Failed',
    title: 'Something went wrong',
    content: 'We can’t find your account.',
    code: 'Error code: CUSTOMER_NOT_FOUND',
  });
  expect(await page.locator('.overview').count()).toBe(0);
  expect(await page.locator('#card-picker').count()).toBe(0);
  // The page around it stays: the heading, the way back, and help.
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('My debit cards');
  expect(await page.getByRole('link', { name: 'Back to my overview' }).count()).toBe(1);
  expect(await page.getByRole('heading', { name: 'Need help?' }).count()).toBe(1);
  expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
  expect(watched).toEqual({ cspViolations: [], errors: [expect.stringMatching(/status of 404/)] });
});

it('keeps the page after a recoverable refusal and asks for another card (nl, 375 px)', async () => {
  await newPage('mobile');
  await signIn(context, app.url, 'sanne');
  await arm({
    method: 'POST',
    path: '/portal/apis/payment-instruments/v2/*/suspension',
    status: 409,
    body: { messages: [{ messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_1027' }] },
  });
  await openApp(page, app.url, { language: 'nl' });
  await page.locator('#card-picker').selectOption('sanne-dmc');
  await page.getByRole('heading', { name: 'Actief', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pas blokkeren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Blokkeren' }).click();
  await notification().waitFor();
  expect(await notificationParts(notification())).toEqual({
    role: 'alert',
    type: 'Niet gelukt',
    title: undefined,
    content: 'Je kunt deze pas nu niet blokkeren. Probeer het later nog eens.',
  });
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await shownText(page.locator('.card-picker .field__hint'))).toBe('Kies een andere pas.');
  expect(await page.locator('#card-picker').getAttribute('aria-describedby')).toBeTruthy();
  // The card is as it was, still there to act on.
  expect(await page.getByRole('heading', { name: 'Actief', exact: true }).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Pas blokkeren' }).count()).toBe(1);
  expect(await screenReport(page)).toEqual(CLEAN_SCREEN);

  // Choosing another card clears the error and the hint (section 2.3).
  await page.locator('#card-picker').selectOption('sanne-travel');
  await page.getByRole('heading', { name: 'Actief', exact: true }).waitFor();
  expect(await notification().count()).toBe(0);
  expect(await page.locator('.card-picker .field__hint').count()).toBe(0);
  expect(watched).toEqual({ cspViolations: [], errors: [expect.stringMatching(/status of 409/)] });
});

// Reading 88: a block refused because another tab of the same browser blocked the card first.
it('a block refused because another tab blocked the card says it is blocked already, history too (nl, desktop)', async () => {
  await newPage('desktop');
  await signIn(context, app.url, 'sanne');
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await openApp(tab, app.url, { language: 'nl' });
    await tab.locator('#card-picker').selectOption('sanne-travel');
    await tab.getByRole('heading', { name: 'Actief', exact: true }).waitFor();
  }
  const block = async (tab: typeof page) => {
    await tab.getByRole('button', { name: 'Pas blokkeren' }).click();
    await tab.getByRole('dialog').getByRole('button', { name: 'Blokkeren' }).click();
    await tab.getByRole('heading', { name: 'Geblokkeerd', exact: true }).waitFor();
  };
  await block(other);
  await other.close();
  const history = page.getByRole('region', { name: 'Recente wijzigingen' });
  await history.scrollIntoViewIfNeeded();
  await history.getByRole('listitem').first().waitFor();
  await block(page);
  expect(await notificationParts(notification())).toEqual({
    role: 'status',
    type: expect.any(String),
    title: 'Pas al geblokkeerd',
    content: 'Deze pas was al geblokkeerd, bijvoorbeeld in een ander venster. Je ziet de pas zoals hij nu is.',
  });
  expect(await page.getByRole('button', { name: 'Pas deblokkeren' }).count()).toBe(1);
  await history.scrollIntoViewIfNeeded();
  await history.getByRole('listitem').first().filter({ hasText: 'Pas geblokkeerd' }).waitFor();
  expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
  // The card as it was found, for the tests after this one.
  await page.getByRole('button', { name: 'Pas deblokkeren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deblokkeren' }).click();
  await page.getByRole('heading', { name: 'Actief', exact: true }).waitFor();
});

// Reading 89: the content hidden after a refused block, and the card may be lost: where to get help now.
it.each([
  ['en', 'mobile', 'Block card', 'Block', 'Lost or stolen card? Do not wait: contact us right away', '/help-advice/'],
  [
    'nl',
    'desktop',
    'Pas blokkeren',
    'Blokkeren',
    'Pas kwijt of gestolen? Wacht niet: neem direct contact met ons op',
    '/hulp-advies/',
  ],
] as const)(
  'a block refused (403) hides the card, keeps the picker and says where to get help now (%s, %s)',
  async (language, viewport, block, confirm, help, helpPath) => {
    await newPage(viewport);
    await signIn(context, app.url, 'sanne');
    await arm({ method: 'POST', path: '/portal/apis/payment-instruments/v2/*/suspension', status: 403 });
    await openApp(page, app.url, { language });
    await page.locator('#card-picker').selectOption('sanne-dmc');
    await page.getByRole('button', { name: block, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirm, exact: true }).click();
    await notification().waitFor();
    expect(await notificationParts(notification())).toMatchObject({
      role: 'alert',
      code: expect.stringContaining('USER_ACTION_FORBIDDEN'),
    });
    const warning = page.locator('.overview .notification--warning');
    expect(await shownText(warning.locator('p').last())).toBe(help);
    expect(await warning.getByRole('link').getAttribute('href')).toContain(helpPath);
    expect(await page.locator('#card-picker').count()).toBe(1);
    expect(await page.locator('.card-actions').count()).toBe(0);
    // What had focus (Block, in the question) is gone: the page's heading takes it, not <body>.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(watched).toEqual({ cspViolations: [], errors: [expect.stringMatching(/status of 403/)] });
  },
);

// Issue 33, item 11: the spec's words as information, not as a failure with a code (reading 62).
it.each([
  [
    'en',
    'mobile',
    'Information',
    'No debit cards found',
    'No debit cards were found for your account. Please contact the customer help desk.',
  ],
  [
    'nl',
    'desktop',
    'Let op',
    'Geen betaalpassen gevonden',
    'We hebben geen betaalpassen bij je rekening gevonden. Neem contact op met de klantenservice.',
  ],
] as const)(
  'tells a customer without cards that none were found, as information (%s, %s)',
  async (language, viewport, type, title, content) => {
    await newPage(viewport);
    await signIn(context, app.url, 'emma');
    await openApp(page, app.url, { language });
    await notification().waitFor();
    expect(await notificationParts(notification())).toEqual({ role: 'status', type, title, content });
    expect(await notification().getAttribute('class')).toContain('notification--info');
    expect(await page.locator('#card-picker').count()).toBe(0);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  },
);

describe('the disturbance banner', () => {
  it('shows the first active message for debit cards, as text, in the page language (nl, desktop)', async () => {
    await control(app.url).send('PUT', '/sandbox/disturbances', {
      body: [
        { id: 'DEBITCARDS', status: 'INACTIVE', header: 'Opgelost', details: 'Niet meer van toepassing.' },
        { id: 'PAYMENTS', status: 'ACTIVE', header: 'Betalen', details: 'Een andere dienst.' },
        {
          id: 'DEBITCARDS',
          status: 'ACTIVE',
          language: 'nl',
          header: 'Storing <b>betaalpassen</b>',
          details: 'Blokkeren kan vertraging hebben.',
        },
        {
          id: 'DEBITCARDS',
          status: 'ACTIVE',
          language: 'en',
          header: 'Debit card disruption',
          details: 'Blocking may be delayed.',
        },
      ],
    });
    await newPage('desktop');
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language: 'nl' });
    const banner = page.getByRole('region', { name: 'Service fout' });
    await banner.waitFor();
    expect(await shownText(banner)).toBe('Storing <b>betaalpassen</b> Blokkeren kan vertraging hebben.');
    expect(await banner.locator('b').count()).toBe(0);
    // Region 1: above the portal header.
    expect(
      await page.evaluate(
        () =>
          document.querySelector('.disturbance')!.compareDocumentPosition(document.querySelector('header')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ).toBeTruthy();
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);

    await openApp(page, app.url, { language: 'en' });
    const english = page.getByRole('region', { name: 'Service error' });
    await english.waitFor();
    expect(await shownText(english)).toBe('Debit card disruption Blocking may be delayed.');
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('stays away when the disturbance call fails', async () => {
    await arm({ method: 'GET', path: '/disturbancemessages', status: 503 });
    await control(app.url).send('PUT', '/sandbox/disturbances', {
      body: [{ status: 'ACTIVE', header: 'Storing', details: 'Details.' }],
    });
    await newPage('mobile');
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language: 'nl' });
    await page.getByRole('heading', { name: 'Geblokkeerd', exact: true }).waitFor();
    expect(await page.locator('.disturbance').count()).toBe(0);
    expect(await notification().count()).toBe(0);
    expect(watched).toEqual({ cspViolations: [], errors: [expect.stringMatching(/status of 503/)] });
  });
});
