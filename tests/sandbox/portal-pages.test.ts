import fc from 'fast-check';
import { hostileReturnPathArb, ownReturnPathArb } from '../support/arbitraries';
import { browser, cardOf, env, login, pendingSignItems, reset, storeVariants, useSandbox } from './support/bank-client';
import { formTokenOf, pageClient, signIn, type PageClient } from './support/page-client';

const SESSION_HEADERS = { 'x-dmb-serviceversion': 'v3' };
const { portal } = env;

describe.each(storeVariants())('the portal’s pages, on $name', ({ store }) => {
  const started = useSandbox({ store, attemptLimit: { attempts: 10_000, windowSeconds: 60 } });
  const apiClient = (client: PageClient) => browser(started.url, client.sessionCookie());

  describe('sign-in (section 2.9)', () => {
    it.each([
      [
        'nl',
        undefined,
        ['Sanne de Vries', 'Pieter Bakker', 'Emma Visser', 'Lotte Jansen', 'Maarten Hoekstra'],
        'Inloggen',
      ],
      [
        'en',
        undefined,
        ['Sanne de Vries', 'Pieter Bakker', 'Emma Visser', 'Lotte Jansen', 'Maarten Hoekstra'],
        'Sign in',
      ],
      ['nl', 'business', ['Jeroen van den Berg', 'Hanna de Boer'], 'Inloggen Zakelijk'],
      ['en', 'business', ['Jeroen van den Berg', 'Hanna de Boer'], 'Sign in to Business'],
    ] as const)('lists the demo customers of the area in %s (%s)', async (language, segment, names, heading) => {
      const page = await pageClient(started.url).get(
        `${env.loginPaths[language]}${segment ? '?segment=business' : ''}`,
      );
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<html lang="${language}">`);
      expect(page.text).toContain(`<h1>${heading}</h1>`);
      expect([...page.text.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual(names);
      expect(page.headers.get('set-cookie')).toMatch(/^dmb_form=[\w-]{32}; Path=\/; HttpOnly; SameSite=Strict$/);
    });

    it.each([
      ['nl', 'Je bent uitgelogd', 'Je was een tijdje niet actief.'],
      ['en', 'You have been logged out', 'You were inactive for a while,'],
    ] as const)(
      'says why when the app signed out for inactivity (reason=inactive), and only then (%s)',
      async (language, title, body) => {
        const client = pageClient(started.url);
        const back = encodeURIComponent(`${env.appPaths[language]}#/card-management`);
        const inactive = await client.get(`${env.loginPaths[language]}?dmbUrl=${back}&reason=inactive`);
        expect(inactive.text).toContain(`<div class="note signed-out" role="status"><h2>${title}</h2><p>${body}`);
        // The way back stays, and the page's other parts too.
        expect(inactive.text).toContain(`name="dmbUrl" value="${env.appPaths[language]}#/card-management"`);
        const plain = await client.get(`${env.loginPaths[language]}?dmbUrl=${back}`);
        expect(plain.text).not.toContain(title);
      },
    );

    it('sets an HttpOnly, SameSite=Strict session cookie and returns to the same-origin dmbUrl', async () => {
      const client = pageClient(started.url);
      const answer = await signIn(client, 'sanne', { back: '/nl/betaalpassen/?x=1#/card-management' });
      expect([answer.status, answer.location]).toEqual([303, '/nl/betaalpassen/?x=1#/card-management']);
      expect(answer.headers.get('set-cookie')).toMatch(/^dmb_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
      expect((await apiClient(client).get('/session', SESSION_HEADERS)).body).toEqual(
        expect.objectContaining({ segment: 'private', customer: { name: 'Sanne de Vries' } }),
      );
    });

    it('without a return address goes to the app of the area; segment=business signs in to the business area', async () => {
      expect((await signIn(pageClient(started.url), 'pieter', { language: 'en' })).location).toBe(env.appPaths.en);
      const business = pageClient(started.url);
      expect((await signIn(business, 'vandenberg', { segment: 'business' })).location).toBe(
        '/nl-zakelijk/betaalpassen/',
      );
      expect((await apiClient(business).get('/session', SESSION_HEADERS)).body.segment).toBe('business');
    });

    it('refuses a customer of the other area, and one that does not exist, starting no session', async () => {
      for (const [customer, segment] of [
        ['vandenberg', undefined],
        ['sanne', 'business'],
        ['fatma', 'business'],
        ['nobody', undefined],
      ] as const) {
        const client = pageClient(started.url);
        const answer = await signIn(client, customer, segment ? { segment } : {});
        expect(answer.status).toBe(400);
        expect(client.sessionCookie()).toBeUndefined();
      }
    });

    it('refuses a form without its token, with another token, or posted from another origin', async () => {
      const client = pageClient(started.url);
      const token = formTokenOf((await client.get(env.loginPaths.nl)).text);
      const stranger = pageClient(started.url);
      const attempts = [
        client.post(env.loginPaths.nl, { customer: 'sanne' }),
        client.post(env.loginPaths.nl, { customer: 'sanne', formToken: 'x'.repeat(32) }),
        stranger.post(env.loginPaths.nl, { customer: 'sanne', formToken: token }),
        client.post(env.loginPaths.nl, { customer: 'sanne', formToken: token }, { origin: 'https://evil.example' }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(403);
        expect(answer.text).toContain('Het formulier is verlopen');
      }
      expect(client.sessionCookie()).toBeUndefined();
      expect(stranger.sessionCookie()).toBeUndefined();
    });

    it('never sends the browser off-site, whatever dmbUrl holds (no open redirect)', async () => {
      const client = pageClient(started.url);
      const token = formTokenOf((await client.get(env.loginPaths.nl)).text);
      const origin = new URL(started.url).origin;
      await fc.assert(
        fc.asyncProperty(hostileReturnPathArb, async (back) => {
          const answer = await client.post(env.loginPaths.nl, { formToken: token, customer: 'emma', dmbUrl: back });
          expect(answer.status).toBe(303);
          const target = new URL(answer.location!, origin);
          expect(target.origin).toBe(origin);
          expect(answer.location!.startsWith('/')).toBe(true);
          expect(answer.location).not.toMatch(/^\/[\\/\s]|javascript:/i);
          // The login page itself never echoes an unsafe value into its form.
          const page = await client.get(`${env.loginPaths.nl}?dmbUrl=${encodeURIComponent(back)}`);
          const echoed = /name="dmbUrl" value="([^"]*)"/.exec(page.text)?.[1];
          if (echoed !== undefined) expect(new URL(echoed.replace(/&amp;/g, '&'), origin).origin).toBe(origin);
        }),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(ownReturnPathArb, async (back) => {
          const answer = await client.post(env.loginPaths.nl, { formToken: token, customer: 'emma', dmbUrl: back });
          expect(answer.location).toBe(back);
        }),
        { numRuns: 15 },
      );
    });
  });

  describe('pages that need a session', () => {
    it.each([
      [portal.overview.private.nl, 'private'],
      [portal.personalData.private.en, 'private'],
      [portal.activateCard.private.nl, 'private'],
      ['/en/my-overview/to-sign/', 'private'],
      [portal.sidebarLinks.private.nl[2].split('#')[0]!, 'private'],
      [portal.overview.business.en.split('#')[0]!, 'business'],
      [portal.personalData.business.nl, 'private'],
      [portal.activateCard.business.en, 'private'],
      [portal.toSign!.business.nl, 'private'],
      [portal.sidebarLinks.business.en[2].split('#')[0]!, 'private'],
    ])('%s sends a visitor without a session to sign in, with the way back', async (path, segment) => {
      const answer = await pageClient(started.url).get(path);
      expect(answer.status).toBe(303);
      const location = new URL(answer.location!, started.url);
      expect(location.pathname).toMatch(/^\/(nl\/authenticatie\/inloggen|en\/authentication\/login)\/$/);
      expect(location.searchParams.get('dmbUrl')).toBe(path);
      expect(location.searchParams.get('segment')).toBe(segment === 'business' ? 'business' : null);
    });

    it('keeps the business overview for the business area, with the section the app’s back link names', async () => {
      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne');
      expect(
        new URL((await sanne.get('/en-business/self-service/overview/')).location!, started.url).searchParams.get(
          'segment',
        ),
      ).toBe('business');
      const jeroen = pageClient(started.url);
      await signIn(jeroen, 'vandenberg', { segment: 'business' });
      const page = await jeroen.get('/nl-zakelijk/zelf-regelen/overzicht/');
      expect(page.status).toBe(200);
      expect(page.text).toContain('id="rekeningen-en-passen/mijn-betaalpassen"');
      expect(page.text).toContain('href="/nl-zakelijk/betaalpassen/"');
    });

    it('shows my overview with the counts of things to do', async () => {
      await reset(started.url);
      const pieter = pageClient(started.url);
      await signIn(pieter, 'pieter', { language: 'en' });
      const page = await pieter.get(portal.overview.private.en);
      expect(page.text).toContain('Welcome, Pieter Bakker.');
      expect(page.text).toContain('To sign (1)');
      expect(page.text).toContain(`href="${env.appPaths.en}"`);
    });
  });

  describe('personal data and the address change (section 2.7)', () => {
    const path = portal.personalData.private.nl;

    async function editForm(client: PageClient, query = '') {
      const page = await client.get(`${path}?edit=address${query}`);
      expect(page.status).toBe(200);
      return { page, token: formTokenOf(page.text) };
    }

    it('changes the address and returns to a same-origin callBackURL; the app’s address service answers the new one', async () => {
      await reset(started.url);
      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne');
      const { page, token } = await editForm(sanne);
      expect(page.text).toContain('data-address-change data-bc-number="100234561"');
      const answer = await sanne.post(path, {
        formToken: token,
        bcNumber: '100234561',
        callBackURL: '/nl/betaalpassen/#/replace-card',
        streetName: 'Herengracht',
        houseNumber: '5 b',
        postCode: '1015bz',
        cityName: 'Amsterdam',
      });
      expect([answer.status, answer.location]).toEqual([303, '/nl/betaalpassen/#/replace-card']);
      const address = await apiClient(sanne).get(`${env.apiPrefix}/api/debitcards/v1/customerAddress`, {
        bcNumber: '100234561',
        'Consumer-Id': env.consumerId,
        'Trace-Id': 't-1',
      });
      expect(address.body).toEqual({
        streetName: 'Herengracht',
        houseNumber: '5 b',
        postCode: '1015 BZ',
        cityName: 'Amsterdam',
      });
    });

    it('never returns off-site: a hostile callBackURL ends on the page itself', async () => {
      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne');
      const { token } = await editForm(sanne);
      await fc.assert(
        fc.asyncProperty(hostileReturnPathArb, async (callBackURL) => {
          const answer = await sanne.post(path, {
            formToken: token,
            bcNumber: '100234561',
            callBackURL,
            streetName: 'Keizersgracht',
            houseNumber: '112',
            postCode: '1015 CW',
            cityName: 'Amsterdam',
          });
          expect(answer.status).toBe(303);
          expect(new URL(answer.location!, started.url).origin).toBe(started.url);
        }),
        { numRuns: 30 },
      );
    });

    it('shows what is wrong, GOV.UK style, and changes nothing', async () => {
      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne', { language: 'en' });
      const { token } = await editForm(sanne);
      const answer = await sanne.post(portal.personalData.private.nl, {
        formToken: token,
        bcNumber: '100234561',
        streetName: '',
        houseNumber: 'twelve',
        postCode: '1015',
        cityName: 'Amsterdam',
      });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('role="alert"');
      expect(answer.text).toContain('<a href="#streetName">');
      expect(answer.text).toContain(
        'id="houseNumber" name="houseNumber" value="twelve" aria-describedby="houseNumber-error houseNumber-hint" aria-invalid="true"',
      );
      expect(answer.text).not.toContain('aria-invalid="true" id="cityName"');
    });

    it('keeps stored text inert wherever the page shows it', async () => {
      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne');
      const { token } = await editForm(sanne);
      const street = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'';
      expect(
        (
          await sanne.post(path, {
            formToken: token,
            bcNumber: '100234561',
            streetName: street,
            houseNumber: '1',
            postCode: '1015 CW',
            cityName: '</dd><b>x</b>',
          })
        ).status,
      ).toBe(303);
      for (const page of [await sanne.get(path), await sanne.get(`${path}?edit=address`)]) {
        expect(page.text).not.toContain('<script>alert');
        expect(page.text).not.toContain('<img src=x');
        expect(page.text).not.toContain('<b>x</b>');
        expect(page.text).toContain(
          '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;',
        );
      }
    });

    it('changes a managed holder’s address (the replacement goes to them), and no one else’s', async () => {
      await reset(started.url);
      const jeroen = pageClient(started.url);
      await signIn(jeroen, 'vandenberg', { segment: 'business' });
      const { page, token } = await editForm(jeroen, '&bc=200345682');
      expect(page.text).toContain('Adres wijzigen van Fatma Yilmaz');
      expect(
        (
          await jeroen.post(path, {
            formToken: token,
            bcNumber: '200345682',
            streetName: 'Neude',
            houseNumber: '11',
            postCode: '3512 AE',
            cityName: 'Utrecht',
          })
        ).status,
      ).toBe(303);
      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne');
      expect((await sanne.get(`${path}?edit=address&bc=100387654`)).status).toBe(403);
      const own = await editForm(sanne);
      expect(
        (
          await sanne.post(path, {
            formToken: own.token,
            bcNumber: '100387654',
            streetName: 'X',
            houseNumber: '1',
            postCode: '1015 CW',
            cityName: 'Y',
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('card activation', () => {
    it('activates a card awaiting activation, so the app can use it; once, and only one’s own', async () => {
      await reset(started.url);
      const pieter = pageClient(started.url);
      await signIn(pieter, 'pieter');
      // Pieter has nothing to activate; his browser's form token comes from another form.
      const pieterToken = formTokenOf((await pieter.get(`${portal.personalData.private.nl}?edit=address`)).text);
      expect(
        (
          await pieter.post(portal.activateCard.private.nl, {
            formToken: pieterToken,
            paymentInstrumentId: 'sanne-new',
          })
        ).status,
      ).toBe(409);

      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne');
      const page = await sanne.get(portal.activateCard.private.nl);
      expect(page.text).toContain('name="paymentInstrumentId" value="sanne-new"');
      const answer = await sanne.post(portal.activateCard.private.nl, {
        formToken: formTokenOf(page.text),
        paymentInstrumentId: 'sanne-new',
      });
      expect(answer.status).toBe(303);
      const card = await cardOf(apiClient(sanne), 'sanne-new');
      expect(card.lifeCycle.state).toBe('ACTIVE');
      expect(card.links.map((link: { action: string }) => link.action)).toContain('SUSPEND_INSTRUMENT');
      const after = await sanne.get(answer.location!);
      expect(after.text).toContain('role="status"');
      expect(after.text).not.toContain('value="sanne-new"');
      expect(
        (
          await sanne.post(portal.activateCard.private.nl, {
            formToken: formTokenOf(page.text),
            paymentInstrumentId: 'sanne-new',
          })
        ).status,
      ).toBe(409);
    });
  });

  describe('the "to sign" page', () => {
    it('lists the customer’s pending items and hands one to the signing widget', async () => {
      await reset(started.url);
      const pieter = pageClient(started.url);
      await signIn(pieter, 'pieter', { language: 'en' });
      const [item] = await pendingSignItems(started.url, 'pieter');
      const list = await pieter.get('/en/my-overview/to-sign/');
      expect(list.text).toContain('Sign: Change the permanent limit · Online daily limit · **** ');
      expect(list.text).toContain(`href="/en/my-overview/to-sign/?item=${item.signItemId}"`);
      const page = await pieter.get(`/en/my-overview/to-sign/?item=${item.signItemId}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<script type="module" src="${portal.signingScript}"></script>`);
      expect(page.text).toContain(
        `data-items="[{&quot;adapterId&quot;:&quot;${item.adapterId}&quot;,&quot;signItemId&quot;:&quot;${item.signItemId}&quot;}]"`,
      );

      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne', { language: 'en' });
      expect((await sanne.get(`/en/my-overview/to-sign/?item=${item.signItemId}`)).status).toBe(404);
      expect((await sanne.get('/en/my-overview/to-sign/')).text).toContain('There is nothing waiting to be signed.');
    });
  });

  describe('public pages and scripts', () => {
    const PUBLIC = [
      ...Object.values(portal.help.private),
      ...Object.values(portal.help.business),
      ...Object.values(portal.europeCountries.private),
      ...Object.values(portal.accessibility!.private),
      ...portal.sidebarLinks.private.nl.filter((_, index) => index !== 2),
      ...portal.sidebarLinks.private.en.filter((_, index) => index !== 2),
      // Issue 33, items 12 and 16: the business area's own pages.
      ...Object.values(portal.europeCountries.business),
      ...Object.values(portal.accessibility!.business),
      ...portal.sidebarLinks.business.nl.filter((_, index) => index !== 2),
      ...portal.sidebarLinks.business.en.filter((_, index) => index !== 2),
      '/nl/mobiele-app/',
      '/en/mobile-app/',
    ].map((link) => link.split('#')[0]!);

    it.each(PUBLIC)('%s answers in its language with the security headers', async (path) => {
      const page = await pageClient(started.url).get(path);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/^<!doctype html>\n<html lang="(nl|en)">/);
      expect(page.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      expect(page.text).not.toMatch(/<script>|<style|style="|\son[a-z]+=/i);
    });

    it('lists the Europe countries in the language', async () => {
      expect((await pageClient(started.url).get(portal.europeCountries.private.en)).text).toContain(
        '<li>Switzerland</li>',
      );
      expect((await pageClient(started.url).get(portal.europeCountries.private.nl)).text).toContain(
        '<li>Zwitserland</li>',
      );
    });

    it.each([
      [portal.headerScript, /^\(function\(PORTAL_CONFIG\)\{/],
      [portal.footerScript, /^\(function\(PORTAL_CONFIG\)\{/],
      [portal.chatClientScript, /^const PORTAL_CONFIG=\{/],
      [portal.signingScript, /^const PORTAL_CONFIG=\{/],
    ])('serves %s small, compressed and cacheable, with the brand configuration in front', async (path, start) => {
      const plain = await fetch(`${started.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const code = await plain.text();
      expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(code).toMatch(start);
      expect(code).toContain('"brandAbbreviation":"dmb"');
      expect(code.length).toBeLessThan(20_000);
      const etag = plain.headers.get('etag')!;
      expect((await fetch(`${started.url}${path}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
      const compressed = await fetch(`${started.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(await compressed.text()).toBe(code);
    });
  });

  it('speaks Dutch as the app does, with "je", and names the permanent limit as the app does (issue 13)', async () => {
    const sanne = pageClient(started.url);
    await signIn(sanne, 'sanne');
    const dutch = [
      env.loginPaths.nl,
      portal.overview.private.nl,
      portal.personalData.private.nl,
      portal.activateCard.private.nl,
      '/nl/mijn-overzicht/te-ondertekenen/',
      portal.help.private.nl,
      portal.europeCountries.private.nl,
      ...portal.sidebarLinks.private.nl,
      '/nl/mobiele-app/',
    ].map((link) => link.split('#')[0]!);
    const formal = /(^|[\s(])(u|uw|U|Uw)(?=[\s.,?!:;)])/;
    const spoken = await Promise.all(
      dutch.map(async (path) => [path, (await sanne.get(path)).text.replace(/<[^>]*>/g, ' ')] as const),
    );
    expect(
      spoken
        .filter(([, text]) => formal.test(text))
        .map(
          ([path, text]) =>
            `${path}: ${formal.exec(text)?.input.slice(Math.max(0, formal.exec(text)!.index - 40), formal.exec(text)!.index + 40)}`,
        ),
    ).toEqual([]);
    // The signing widget and the chat, as served: the app's words.
    const scripts = (
      await Promise.all(
        [portal.signingScript, portal.chatClientScript].map((path) =>
          fetch(`${started.url}${path}`).then((answer) => answer.text()),
        ),
      )
    ).join('\n');
    expect(scripts).toContain('Doorlopende limiet wijzigen');
    expect(scripts).toContain('Je kunt het nog');
    expect(scripts).toContain('Waarmee kunnen we je helpen?');
    expect(scripts).not.toMatch(/Vaste limiet|U kunt|uw telefoon|we u helpen|Uw bericht/);
  });

  it('logs in for the control API too, in the same sessions', async () => {
    const sanne = await login(started.url, 'sanne');
    expect((await sanne.get('/session', SESSION_HEADERS)).status).toBe(200);
  });
});
