import { portalPaths } from '../../sandbox/portal/portal-paths';
import { env, reset, useSandbox } from '../sandbox/support/bank-client';
import { formTokenOf, pageClient, signIn, type PageClient } from '../sandbox/support/page-client';

// Every return address the sandbox accepts — dmbUrl on the login pages (query and form, private
// and business), callBackURL on the personal-data form — and every link its pages show must keep
// the browser on this origin, whatever is sent, in plain and in encoded forms.

const HOSTILE = [
  '//evil.example',
  '//evil.example/nl/betaalpassen/',
  'https://evil.example',
  'HTTPS://evil.example/',
  'http:evil.example',
  'https:/\\evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '///evil.example',
  '/\t/evil.example',
  ' //evil.example',
  '/.//evil.example',
  '/nl/..//evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '/nl/#javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '%2F%5Cevil.example',
  'javascript%3Aalert(1)',
  '/%09/evil.example',
  '/nl/\u0000//evil.example',
  'evil.example',
  '',
];

/** Where a Location or link leads, resolved as a browser would; off-site or script is a failure. */
function expectOnSite(target: string | undefined, origin: string, what: string): void {
  expect({ what, target, hasTarget: target !== undefined }).toEqual({ what, target, hasTarget: true });
  const resolved = new URL(target!, `${origin}/nl/`);
  expect({ what, target, origin: resolved.origin, protocol: resolved.protocol }).toEqual({
    what,
    target,
    origin,
    protocol: new URL(origin).protocol,
  });
  expect({ what, target, relativeToHost: /^[\\/][\\/\s]/.test(target!) || /^\s/.test(target!) }).toEqual({
    what,
    target,
    relativeToHost: false,
  });
}

describe('open redirects', () => {
  // Hundreds of sign-ins from one address here: the attempt limit is tested elsewhere.
  const started = useSandbox({ attemptLimit: { attempts: 100_000, windowSeconds: 60 } });
  const paths = portalPaths(env);

  it.each(['nl', 'en'] as const)(
    'the %s login page: dmbUrl in the query is never echoed unsafe, in the form never followed off-site',
    async (language) => {
      for (const segment of [undefined, 'business'] as const) {
        const client = pageClient(started.url);
        const token = formTokenOf((await client.get(env.loginPaths[language])).text);
        for (const back of HOSTILE) {
          for (const sent of [back, encodeURIComponent(back)]) {
            const query = new URLSearchParams({ dmbUrl: sent, ...(segment ? { segment } : {}) });
            const page = await client.get(`${env.loginPaths[language]}?${query}`);
            expect(page.status).toBe(200);
            const echoed = /name="dmbUrl" value="([^"]*)"/.exec(page.text)?.[1];
            if (echoed !== undefined) expectOnSite(echoed.replace(/&amp;/g, '&'), started.url, `echo of ${sent}`);
            const customer = segment ? 'vandenberg' : 'emma';
            const answer = await client.post(env.loginPaths[language], {
              formToken: token,
              customer,
              dmbUrl: sent,
              ...(segment ? { segment } : {}),
            });
            expect(answer.status).toBe(303);
            expectOnSite(answer.location, started.url, `sign-in with ${sent}`);
          }
        }
      }
    },
    60_000,
  );

  it('the personal-data form never returns off-site through callBackURL', async () => {
    await reset(started.url);
    const sanne = pageClient(started.url);
    await signIn(sanne, 'sanne');
    const token = formTokenOf((await sanne.get(`${paths.personalData.private.nl}?edit=address`)).text);
    for (const back of HOSTILE) {
      for (const callBackURL of [back, encodeURIComponent(back)]) {
        const answer = await sanne.post(paths.personalData.private.nl, {
          formToken: token,
          bcNumber: '100234561',
          callBackURL,
          streetName: 'Keizersgracht',
          houseNumber: '112',
          postCode: '1015 CW',
          cityName: 'Amsterdam',
        });
        expect(answer.status).toBe(303);
        expectOnSite(answer.location, started.url, `callBackURL ${callBackURL}`);
      }
    }
  }, 60_000);

  it('a page that needs a session sends to the login page with a way back on this site, even for a hostile address', async () => {
    const stranger = pageClient(started.url);
    for (const path of [
      `${paths.personalData.private.nl}?x=//evil.example`,
      `${paths.toSign.private.en}?item=javascript:alert(1)`,
      '/nl-zakelijk/zelf-regelen/overzicht/?back=https://evil.example',
    ]) {
      const answer = await stranger.get(path);
      expect(answer.status).toBe(303);
      expectOnSite(answer.location, started.url, path);
      const back = new URL(answer.location!, started.url).searchParams.get('dmbUrl');
      // Following it round: the login returns to the page, or to the app when the way back is not safe.
      const client = pageClient(started.url);
      const token = formTokenOf((await client.get(answer.location!)).text);
      const signedIn = await client.post(new URL(answer.location!, started.url).pathname, {
        formToken: token,
        customer: path.includes('zakelijk') ? 'vandenberg' : 'sanne',
        dmbUrl: back ?? '',
        ...(path.includes('zakelijk') ? { segment: 'business' } : {}),
      });
      expectOnSite(signedIn.location, started.url, `back from ${path}`);
    }
  });

  it.each(['nl', 'en'] as const)(
    'every link, form action and script of the %s portal pages stays on this site',
    async (language) => {
      const sanne: PageClient = pageClient(started.url);
      await signIn(sanne, 'sanne', { language });
      const pages = [
        env.loginPaths[language],
        paths.mobileApp[language],
        paths.personalData.private[language],
        `${paths.personalData.private[language]}?edit=address`,
        paths.toSign.private[language],
        paths.activateCard.private[language].split('#')[0]!,
        paths.overview.private[language].split('#')[0]!,
        paths.overviewSettings.private[language],
      ];
      for (const path of pages) {
        const page = await sanne.get(path);
        expect({ path, status: page.status }).toEqual({ path, status: 200 });
        const targets = [...page.text.matchAll(/\s(?:href|src|action|formaction)="([^"]*)"/g)].map((match) =>
          match[1]!.replace(/&amp;/g, '&'),
        );
        expect(targets.length).toBeGreaterThan(0);
        for (const target of targets) expectOnSite(target, started.url, `${path}: ${target}`);
      }
    },
  );
});
