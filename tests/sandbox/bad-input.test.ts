import { isCatalogueCode } from '../../domain/index';
import {
  browser,
  cardOf,
  cardsPath,
  codeOf,
  env,
  limitsPath,
  login,
  pendingSignItems,
  reset,
  signingPath,
  storeVariants,
  useSandbox,
  type Browser,
} from './support/bank-client';

/** One call per mutating API, with a body it would accept. */
const MUTATIONS: readonly [string, string, unknown][] = [
  ['POST', `${cardsPath}/sanne-dmc/suspension`, undefined],
  ['POST', `${cardsPath}/sanne-maestro/resumption`, undefined],
  ['POST', `${cardsPath}/sanne-dmc/reissue`, { paymentInstrumentUsageId: 'usage-sanne-dmc', reason: 'DEFECT' }],
  ['PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { limitValue: 3000 }],
  [
    'POST',
    `${limitsPath}/sanne-dmc/temporary-limits`,
    { limitType: 'ATM', limitValue: 900, startDate: '2027-03-02', endDate: '2027-03-02' },
  ],
  [
    'PUT',
    `${limitsPath}/sanne-travel/temporary-limits/tl-sanne-travel-1`,
    { limitType: 'POS', limitValue: 4100, startDate: '2027-03-08', endDate: '2027-03-18' },
  ],
  ['DELETE', `${limitsPath}/sanne-travel/temporary-limits/tl-sanne-travel-1`, undefined],
  ['PATCH', `${cardsPath}/sanne-dmc/geo-profile`, { defaultGeoProfile: 'WORLD' }],
  [
    'POST',
    `${cardsPath}/sanne-dmc/temporary-geo-profiles`,
    { geoProfile: 'WORLD', startDate: '2027-03-02', endDate: '2027-03-02' },
  ],
  ['DELETE', `${cardsPath}/sanne-travel/temporary-geo-profiles/tg-sanne-travel-1`, undefined],
  ['POST', `${signingPath}/b7e4c2d0-5f1a-4c8e-9a3b-2d6f8e1c4a70/signature`, { code: '123456' }],
  ['POST', `${signingPath}/b7e4c2d0-5f1a-4c8e-9a3b-2d6f8e1c4a70/device-code`, undefined],
];

const READS = [`${cardsPath}/`, `${cardsPath}/sanne-dmc`, `${signingPath}/b7e4c2d0-5f1a-4c8e-9a3b-2d6f8e1c4a70`];

describe.each(storeVariants())('bad input and missing credentials, on $name', ({ store }) => {
  // Session times follow the sandbox's clock: the idle test moves it instead of sleeping.
  let clockOffset = 0;
  const started = useSandbox({ store, now: () => Date.now() + clockOffset, authorisationSeconds: 3600 });
  let sanne: Browser;

  beforeEach(async () => {
    clockOffset = 0;
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  /** Everything a refusal must not change: the cards and the pending changes. */
  async function snapshot() {
    return {
      cards: await Promise.all(['sanne-dmc', 'sanne-travel', 'sanne-maestro'].map((id) => cardOf(sanne, id))),
      items: await pendingSignItems(started.url),
    };
  }

  it('answers 401 SUBJECT_UNAUTHENTICATED without a session, or with a forged one, and changes nothing', async () => {
    const before = await snapshot();
    for (const client of [
      browser(started.url),
      browser(started.url, `${env.brandAbbreviation}_session=forged-token`),
    ]) {
      for (const path of READS) {
        const answer = await client.get(path);
        expect([answer.status, codeOf(answer.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
      }
      for (const [method, path, body] of MUTATIONS) {
        const answer = await client.send(method, path, body === undefined ? {} : { body });
        expect([method, path, answer.status, codeOf(answer.body)]).toEqual([
          method,
          path,
          401,
          'SUBJECT_UNAUTHENTICATED',
        ]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every mutating call without the right X-XSRF-HEADER with 403 USER_ACTION_FORBIDDEN, changing nothing', async () => {
    const before = await snapshot();
    const wrongToken = {
      ...sanne,
      send: (method: string, path: string, options: object) =>
        sanne.send(method, path, { ...options, xsrf: false, headers: { 'X-XSRF-HEADER': 'low' } }),
    };
    for (const [method, path, body] of MUTATIONS) {
      for (const send of [
        (m: string, p: string, o: object) => sanne.send(m, p, { ...o, xsrf: false }),
        wrongToken.send,
      ]) {
        const answer = await send(method, path, body === undefined ? {} : { body });
        expect([method, path, answer.status, codeOf(answer.body)]).toEqual([
          method,
          path,
          403,
          'USER_ACTION_FORBIDDEN',
        ]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('ends a session after its idle time (900 s)', async () => {
    expect((await sanne.get(`${cardsPath}/`)).status).toBe(200);
    clockOffset = 899_000;
    expect((await sanne.get(`${cardsPath}/`)).status).toBe(200);
    clockOffset += 901_000;
    const answer = await sanne.get(`${cardsPath}/`);
    expect([answer.status, codeOf(answer.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
  });

  it('answers every class of unreadable request with a catalogue code and a 4xx, changing nothing', async () => {
    const before = await snapshot();
    const huge = JSON.stringify({ limitValue: 3000, padding: 'x'.repeat(20_000) });
    const cases: [string, string, Parameters<Browser['send']>[2], number, string][] = [
      [
        'PUT',
        `${limitsPath}/sanne-dmc/permanent-limits/POS`,
        { raw: '{"limitValue": 30', contentType: 'application/json' },
        400,
        'REQUEST_INVALID',
      ],
      [
        'PUT',
        `${limitsPath}/sanne-dmc/permanent-limits/POS`,
        { raw: 'limitValue=3000', contentType: 'application/x-www-form-urlencoded' },
        415,
        'REQUEST_INVALID',
      ],
      [
        'PUT',
        `${limitsPath}/sanne-dmc/permanent-limits/POS`,
        { raw: '{"limitValue":3000}', contentType: 'text/plain' },
        415,
        'REQUEST_INVALID',
      ],
      [
        'PUT',
        `${limitsPath}/sanne-dmc/permanent-limits/POS`,
        { raw: huge, contentType: 'application/json' },
        413,
        'REQUEST_TOO_LARGE',
      ],
      [
        'PUT',
        `${limitsPath}/sanne-dmc/permanent-limits/POS`,
        { raw: '{"__proto__": {"limitValue": 3000}}', contentType: 'application/json' },
        400,
        'REQUEST_INVALID',
      ],
      ['PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: null }, 400, 'REQUEST_INVALID'],
      ['PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: 'three thousand' }, 400, 'REQUEST_INVALID'],
      ['PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {}, 400, 'REQUEST_INVALID'],
      [
        'PUT',
        `${limitsPath}/sanne-dmc/permanent-limits/POS`,
        { body: { limitValue: true } },
        400,
        'LIMIT_VALUE_INVALID',
      ],
      [
        'POST',
        `${limitsPath}/sanne-dmc/temporary-limits`,
        { body: { limitType: 'ATM', limitValue: 900, startDate: '2027-02-30', endDate: '2027-03-02' } },
        400,
        'START_DATE_INVALID',
      ],
      [
        'POST',
        `${limitsPath}/sanne-dmc/temporary-limits`,
        { body: { limitType: 'ATM', limitValue: 900, startDate: 20270302, endDate: '2027-03-02' } },
        400,
        'START_DATE_INVALID',
      ],
      [
        'POST',
        `${cardsPath}/sanne-dmc/temporary-geo-profiles`,
        { body: { geoProfile: 'WORLD', startDate: '2027-03-02', endDate: '2027-02-31' } },
        400,
        'END_DATE_INVALID',
      ],
      [
        'PUT',
        `${limitsPath}/no-such-card/permanent-limits/POS`,
        { body: { limitValue: 3000 } },
        404,
        'INSTRUMENT_NOT_FOUND',
      ],
      ['POST', `${cardsPath}/${'x'.repeat(300)}/suspension`, {}, 414, 'REQUEST_INVALID'],
      ['POST', `${cardsPath}/bad%E0%A4%A/suspension`, {}, 400, 'REQUEST_INVALID'],
      ['POST', `${cardsPath}/bad%00id/suspension`, {}, 400, 'REQUEST_INVALID'],
      ['POST', `${cardsPath}/sanne-dmc/explode`, {}, 404, 'REQUEST_INVALID'],
      ['GET', `${cardsPath}/sanne-dmc/suspension`, {}, 404, 'REQUEST_INVALID'],
    ];
    for (const [method, path, options, status, code] of cases) {
      const answer = await sanne.send(method, path, options);
      expect([method, path.slice(0, 80), answer.status, codeOf(answer.body)]).toEqual([
        method,
        path.slice(0, 80),
        status,
        code,
      ]);
      expect(isCatalogueCode(codeOf(answer.body))).toBe(true);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('sets only security-minded headers on answers', async () => {
    const answer = await sanne.get(`${cardsPath}/`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
