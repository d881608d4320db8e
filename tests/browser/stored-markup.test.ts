import type { Page } from 'playwright-core';
import type { SeedBank } from '../../sandbox/seed/seed-types';
import { control } from '../sandbox/support/bank-client';
import { openApp, shownText, signIn, useApp, type AppPage, type ViewportName } from './support/app-session';
import { tabTo } from './support/focus';

jest.setTimeout(90_000);

/**
 * Issue 8: script and HTML in the texts the bank hands the app — a card holder's printed name,
 * the delivery address, a disturbance message — are shown as text. Were any of it parsed as
 * markup, its handler would set `window.__pwned` (or the CSP would report the inline script).
 */
const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';
const HOLDER = `S. ${IMG}`;
const STREET = `Keizersgracht ${SCRIPT}`;
const CITY = `Amsterdam ${IMG}`;

function withMarkup(bank: SeedBank): SeedBank {
  return {
    ...bank,
    customers: bank.customers.map((customer) =>
      customer.id === 'sanne'
        ? { ...customer, address: { ...customer.address, streetName: STREET, cityName: CITY } }
        : customer,
    ),
    cards: bank.cards.map((card) => (card.id === 'sanne-dmc' ? { ...card, printedName: HOLDER } : card)),
  };
}

const app = useApp({ adjustSeed: withMarkup });
/** The page the test opened last, its context and what it did wrong (CSP violations, console errors). */
let { context, page, watched } = {} as AppPage;
const newPage = async (viewport: ViewportName) => ({ context, page, watched } = await app.newPage(viewport));

beforeEach(async () => {
  await control(app.url).send('PUT', '/sandbox/disturbances', {
    body: [
      { id: 'DEBITCARDS', status: 'ACTIVE', language: 'nl', header: `Storing ${IMG}`, details: `Details ${SCRIPT}` },
      { id: 'DEBITCARDS', status: 'ACTIVE', language: 'en', header: `Disruption ${IMG}`, details: `Details ${SCRIPT}` },
    ],
  });
});
afterEach(async () => {
  await control(app.url).send('PUT', '/sandbox/disturbances', { body: [] });
});

/** What parsed markup would leave behind: the handler's mark, or an element of ours in the page. */
const injected = (page: Page) =>
  page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
    images: document.querySelectorAll('img[src="x"]').length,
    inlineScripts: [...document.querySelectorAll('script')].filter((script) => !script.src).length,
  }));

const NOTHING_INJECTED = { pwned: null, images: 0, inlineScripts: 0 };

it.each([
  [
    'nl',
    'desktop',
    {
      banner: 'Service fout',
      status: 'Actief',
      replace: 'Pas vervangen',
      address: 'De pas wordt naar je adres gestuurd',
      header: 'Storing',
    },
  ],
  [
    'en',
    'mobile',
    {
      banner: 'Service error',
      status: 'Active',
      replace: 'Replace card',
      address: 'The card will be sent to your address',
      header: 'Disruption',
    },
  ],
] as const)(
  'shows card holder, address and disturbance message with markup as text, runs none of it (%s, %s)',
  async (language, viewport, names) => {
    await newPage(viewport);
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language });

    const banner = page.getByRole('region', { name: names.banner });
    await banner.waitFor();
    expect(await shownText(banner)).toBe(`${names.header} ${IMG} Details ${SCRIPT}`);
    const holderOptions = (await page.locator('#card-picker option').allInnerTexts()).filter((label) =>
      label.includes(HOLDER),
    );
    expect(holderOptions.length).toBeGreaterThan(0);

    await page.locator('#card-picker').selectOption('sanne-dmc');
    await page.getByRole('heading', { level: 2, name: names.status, exact: true }).waitFor();
    await page.locator('#card-picker').focus();
    await tabTo(page, `button "${names.replace}"`);
    await page.keyboard.press('Enter');
    const address = page.getByRole('region', { name: names.address });
    await address.waitFor();
    const shown = await shownText(address);
    expect(shown).toContain(STREET);
    expect(shown).toContain(CITY);
    expect(await shownText(page.locator('.card-summary'))).toContain(HOLDER);

    expect(await injected(page)).toEqual(NOTHING_INJECTED);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  },
);
