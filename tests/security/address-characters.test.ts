import { portalPaths } from '../../sandbox/portal/portal-paths';
import { browser, env, useSandbox } from '../sandbox/support/bank-client';
import { formTokenOf, pageClient, signIn } from '../sandbox/support/page-client';

// Issue 37, item 3: the address form refused only C0 and DEL. U+0085 (a log line's end), U+009B
// (an 8-bit CSI escape), U+202E (right-to-left override), U+200B (zero-width space), U+FFFF and 79
// stacked combining accents were stored and handed out by customerAddress: log injection and
// spoofed addresses on letters and staff screens. Now the domain's one rule
// (domain/text/unsafe-characters.ts) refuses them, and the form says which character it was.

const paths = portalPaths(env);
const ADDRESS = { streetName: 'Keizersgracht', houseNumber: '112', postCode: '1015 CW', cityName: 'Amsterdam' };

const PAYLOADS: readonly [string, string, string][] = [
  ['streetName', 'Keizers\u0085gracht', 'U+0085'],
  ['streetName', 'Keizersgracht\u009b2J', 'U+009B'],
  ['cityName', '\u202emadretsmA', 'U+202E'],
  ['cityName', 'Amster\u200bdam', 'U+200B'],
  ['streetName', 'Keizersgracht\uffff', 'U+FFFF'],
  ['streetName', `K${'\u0301'.repeat(79)}`, 'U+0301'],
];

describe('unsafe characters in the address', () => {
  const started = useSandbox({});

  it.each(PAYLOADS)(
    'refuses %s with %j, says which character (nl and en), and stores nothing',
    async (field, value, named) => {
      const sanne = pageClient(started.url);
      await signIn(sanne, 'sanne');
      const api = browser(started.url, sanne.sessionCookie());
      const stored = () =>
        api.get(`${env.apiPrefix}/api/debitcards/v1/customerAddress`, {
          bcNumber: '100234561',
          'Consumer-Id': env.consumerId,
          'Trace-Id': 't',
        });
      const before = (await stored()).body;
      for (const language of ['nl', 'en'] as const) {
        const token = formTokenOf((await sanne.get(`${paths.personalData.private[language]}?edit=address`)).text);
        const refused = await sanne.post(paths.personalData.private[language], {
          formToken: token,
          bcNumber: '100234561',
          ...ADDRESS,
          [field]: value,
        });
        expect(refused.status).toBe(400);
        const message =
          language === 'nl' ? 'bevat een teken dat niet is toegestaan' : 'contains a character that is not allowed';
        expect(refused.text).toContain(message);
        expect(refused.text).toContain(named);
      }
      expect((await stored()).body).toEqual(before);
    },
    60_000,
  );

  it('still takes an address with accents and an addition', async () => {
    const sanne = pageClient(started.url);
    await signIn(sanne, 'sanne');
    const token = formTokenOf((await sanne.get(`${paths.personalData.private.nl}?edit=address`)).text);
    const saved = await sanne.post(paths.personalData.private.nl, {
      formToken: token,
      bcNumber: '100234561',
      ...ADDRESS,
      streetName: 'Rue de l’Église',
      houseNumber: '12 A',
      cityName: 'Den Haag',
    });
    expect(saved.status).toBe(303);
  }, 60_000);
});
