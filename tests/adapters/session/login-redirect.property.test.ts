import fc from 'fast-check';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { isBusinessPath, isOnLoginPath, loginRedirectUrl } from '../../../adapters/session/login-redirect';

const ENV = DEFAULT_ENVIRONMENT;
const languageArb = fc.constantFrom('nl' as const, 'en' as const);
const textArb = fc.string({
  unit: fc.constantFrom('a', 'Z', '9', ' ', '&', '=', '?', '#', '/', '%', 'é', '+', ':'),
  maxLength: 12,
});
const areaArb = fc.constantFrom(
  '/nl/betaalpassen/',
  '/en/debit-cards/',
  '/nl-zakelijk/betaalpassen/',
  '/en-business/debit-cards/',
);
const addressArb = fc.record({
  pathname: fc.tuple(areaArb, fc.stringMatching(/^[a-z-]{0,8}$/)).map(([area, rest]) => `${area}${rest}`),
  search: fc.oneof(
    fc.constant(''),
    textArb.map((text) => `?q=${text}`),
  ),
  hash: fc.oneof(
    fc.constant(''),
    textArb.map((text) => `#/card-management${text}`),
  ),
});

describe('the login redirect URL (section 2.9)', () => {
  it('starts with the login URL for the language, or the one given', () => {
    fc.assert(
      fc.property(
        addressArb,
        languageArb,
        fc.option(fc.constantFrom('/sso/login', '/sso/login?x=1'), { nil: undefined }),
        (address, language, loginUrl) => {
          const url = loginRedirectUrl(address, { language, environment: ENV, loginUrl });
          expect(url.startsWith(loginUrl ?? ENV.loginPaths[language])).toBe(true);
        },
      ),
    );
  });

  it('carries segment=business exactly in the business area, before the return URL', () => {
    fc.assert(
      fc.property(addressArb, languageArb, (address, language) => {
        const url = loginRedirectUrl(address, { language, environment: ENV });
        const query = url.slice(url.indexOf('?') + 1).split('&');
        const business = isBusinessPath(address.pathname, ENV);
        expect(query[0] === 'segment=business').toBe(business);
        expect(query.filter((part) => part.startsWith('segment=')).length).toBe(business ? 1 : 0);
        expect(query[query.length - 1]!.startsWith(`${ENV.brandAbbreviation}Url=`)).toBe(true);
      }),
    );
  });

  it('returns to exactly where the customer was: pathname + search + hash, encoded as one value', () => {
    fc.assert(
      fc.property(addressArb, languageArb, (address, language) => {
        const url = new URL(loginRedirectUrl(address, { language, environment: ENV }), 'https://bank.example');
        expect(url.searchParams.get(`${ENV.brandAbbreviation}Url`)).toBe(
          `${address.pathname}${address.search}${address.hash}`,
        );
        expect(url.hash).toBe('');
        expect([...url.searchParams.keys()].length).toBe(isBusinessPath(address.pathname, ENV) ? 2 : 1);
      }),
    );
  });

  it('keeps an existing query of a given login URL', () => {
    const url = loginRedirectUrl(
      { pathname: '/nl/betaalpassen/', search: '', hash: '' },
      { language: 'nl', environment: ENV, loginUrl: '/sso?lang=nl' },
    );
    expect(url).toBe('/sso?lang=nl&dmbUrl=%2Fnl%2Fbetaalpassen%2F');
  });

  it('knows the login pages, so it never redirects from one', () => {
    expect(isOnLoginPath(ENV.loginPaths.nl, ENV)).toBe(true);
    expect(isOnLoginPath(ENV.loginPaths.en, ENV)).toBe(true);
    expect(isOnLoginPath('/sso/login', ENV, '/sso/login?x=1')).toBe(true);
    expect(isOnLoginPath('/nl/betaalpassen/', ENV)).toBe(false);
  });
});
