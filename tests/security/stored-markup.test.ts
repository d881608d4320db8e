import { portalPaths } from '../../sandbox/portal/portal-paths';
import type { SeedBank } from '../../sandbox/seed/seed-types';
import { cardsPath, control, env, useSandbox, browser } from '../sandbox/support/bank-client';
import { formTokenOf, pageClient, signIn } from '../sandbox/support/page-client';

// Script and HTML in every text the sandbox stores and its pages show — names, company, card
// holder, address lines — come out escaped: as text, never as markup. The APIs hand the same
// text back unchanged as JSON (the app must escape it; tests/browser/stored-markup.test.ts shows it does).

const IMG = '<img src=x onerror="alert(1)">';
const SCRIPT = '<script>alert(2)</script>';
const ATTRIBUTE = '" autofocus onfocus="alert(3)';
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function withMarkup(bank: SeedBank): SeedBank {
  return {
    ...bank,
    customers: bank.customers.map((customer) =>
      customer.id === 'sanne'
        ? { ...customer, name: `Sanne ${IMG}` }
        : customer.id === 'vandenberg'
          ? { ...customer, companyName: `Bakkerij ${SCRIPT}` }
          : customer,
    ),
    cards: bank.cards.map((card) =>
      card.id === 'sanne-new' ? { ...card, printedName: `S. ${SCRIPT}${ATTRIBUTE}` } : card,
    ),
  };
}

/** No live markup of ours in the page, and the text there, escaped. */
function expectInert(page: string, texts: readonly string[], where: string): void {
  for (const markup of [IMG, SCRIPT, ATTRIBUTE, 'onerror="alert', '<script>alert', 'onfocus="alert']) {
    expect({ where, markup, found: page.includes(markup) }).toEqual({ where, markup, found: false });
  }
  for (const text of texts)
    expect({ where, text, shown: page.includes(escaped(text)) }).toEqual({ where, text, shown: true });
}

describe('stored script and HTML on the portal pages', () => {
  const started = useSandbox({ adjustSeed: withMarkup });
  const paths = portalPaths(env);

  it.each(['nl', 'en'] as const)(
    'are shown as text on the %s login, mobile-app, overview, personal-data and activation pages',
    async (language) => {
      const sanne = pageClient(started.url);
      expectInert((await sanne.get(env.loginPaths[language])).text, [`Sanne ${IMG}`], 'login');
      expectInert((await sanne.get(`${env.loginPaths[language]}?segment=business`)).text, [], 'business login');
      expectInert(
        (await sanne.get(paths.mobileApp[language])).text,
        [`Sanne ${IMG}`, `Bakkerij ${SCRIPT}`],
        'mobile app',
      );
      await signIn(sanne, 'sanne', { language });
      expectInert(
        (await sanne.get(paths.overview.private[language].split('#')[0]!)).text,
        [`Sanne ${IMG}`],
        'overview',
      );
      expectInert((await sanne.get(paths.personalData.private[language])).text, [`Sanne ${IMG}`], 'personal data');
      expectInert(
        (await sanne.get(paths.activateCard.private[language].split('#')[0]!)).text,
        [`S. ${SCRIPT}${ATTRIBUTE}`],
        'activation',
      );
      const jeroen = pageClient(started.url);
      await signIn(jeroen, 'vandenberg', { language, segment: 'business' });
      expectInert(
        (await jeroen.get(paths.overview.business[language].split('#')[0]!)).text,
        [`Bakkerij ${SCRIPT}`],
        'business overview',
      );
    },
  );

  it('keeps an address typed with markup as text: stored as typed, shown escaped on the page and in the form', async () => {
    const sanne = pageClient(started.url);
    await signIn(sanne, 'sanne');
    const token = formTokenOf((await sanne.get(`${paths.personalData.private.nl}?edit=address`)).text);
    const street = `${IMG}${SCRIPT}`.slice(0, 80);
    const city = `${ATTRIBUTE}<b>`;
    const saved = await sanne.post(paths.personalData.private.nl, {
      formToken: token,
      bcNumber: '100234561',
      streetName: street,
      houseNumber: '112',
      postCode: '1015 CW',
      cityName: city,
    });
    expect(saved.status).toBe(303);
    expectInert((await sanne.get(paths.personalData.private.nl)).text, [street, city], 'personal data');
    expectInert(
      (await sanne.get(`${paths.personalData.private.en}?edit=address`)).text,
      [street, city],
      'address form',
    );
    // A refused form shows what was typed back, escaped too.
    const refused = await sanne.post(paths.personalData.private.nl, {
      formToken: token,
      bcNumber: '100234561',
      streetName: street,
      houseNumber: SCRIPT,
      postCode: IMG,
      cityName: city,
    });
    expect(refused.status).toBe(400);
    expectInert(refused.text, [street, city], 'refused address form');
    const api = browser(started.url, sanne.sessionCookie());
    const address = await api.get(`${env.apiPrefix}/api/debitcards/v1/customerAddress`, {
      bcNumber: '100234561',
      'Consumer-Id': env.consumerId,
      'Trace-Id': 't',
    });
    expect(address.body).toEqual(expect.objectContaining({ streetName: street, cityName: city }));
    expect(address.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('reflects no query value as markup: the to-sign item, the personal-data bcNumber, the login page’s dmbUrl', async () => {
    const sanne = pageClient(started.url);
    await signIn(sanne, 'sanne');
    const hostile = encodeURIComponent(`/nl/${ATTRIBUTE}${SCRIPT}${IMG}`);
    for (const path of [
      `${paths.toSign.private.nl}?item=${hostile}`,
      `${paths.personalData.private.en}?edit=address&bc=${hostile}`,
      `${env.loginPaths.en}?dmbUrl=${hostile}`,
    ]) {
      const page = await sanne.get(path);
      // An unknown sign item is a 404 page, someone else's bcNumber a 403 one; each a page, and inert.
      expect({
        path,
        page: [200, 403, 404].includes(page.status) && page.headers.get('content-type')?.startsWith('text/html'),
      }).toEqual({ path, page: true });
      expectInert(page.text, [], path);
    }
  });

  it('hands texts back unchanged as JSON, never as HTML: card holder, disturbance message', async () => {
    await control(started.url).send('PUT', '/sandbox/disturbances', {
      body: [{ status: 'ACTIVE', header: `Storing ${IMG}`, details: `Details ${SCRIPT}` }],
    });
    const disturbances = await fetch(`${started.url}/disturbancemessages?id=ALL&status=ACTIVE&language=nl`);
    expect(disturbances.headers.get('content-type')).toMatch(/^application\/json/);
    expect(disturbances.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await disturbances.json()).disturbanceMessageList[0].disturbanceMessage).toEqual(
      expect.objectContaining({ header: `Storing ${IMG}`, details: `Details ${SCRIPT}` }),
    );
    const sanne = pageClient(started.url);
    await signIn(sanne, 'sanne');
    const card = await browser(started.url, sanne.sessionCookie()).get(`${cardsPath}/sanne-new?includeCard=true`);
    expect(card.body.physicalCard.printedCardLineOne).toBe(`S. ${SCRIPT}${ATTRIBUTE}`);
    expect(card.headers.get('content-type')).toMatch(/^application\/json/);
    await control(started.url).send('PUT', '/sandbox/disturbances', { body: [] });
  });
});
