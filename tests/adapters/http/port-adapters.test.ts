import { createTestContainer } from '../../support/test-container';
import { bindLimitEditing } from '../../../adapters/composition/limit-editing';
import { bindRegionEditing } from '../../../adapters/composition/region-editing';
import { bindReplacement } from '../../../adapters/composition/replacement';
import { resolve } from '../../../adapters/composition/resolve';
import { Cards } from '../../../application/ports/cards';
import { Disturbances } from '../../../application/ports/disturbances';
import { Limits } from '../../../application/ports/limits';
import { Regions } from '../../../application/ports/regions';
import { Reissue } from '../../../application/ports/reissue';
import type { IsoDate } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { FakeNavigation } from '../../support/fakes/fake-navigation';
import { json, startTestServer, type TestServer } from '../../support/http/test-server';

/**
 * The exact requests of section 7 and the mapping of their answers, against a recording
 * server that can answer what the sandbox never would. The round trips against the bank
 * sandbox are in tests/adapters/against-sandbox/.
 */
let server: TestServer;
let ids = 0;
beforeEach(async () => {
  server = await startTestServer();
  ids = 0;
});
afterEach(() => server.close());

const ports = () => {
  const container = createTestContainer({
    baseUrl: server.url,
    navigation: new FakeNavigation(),
    language: () => 'en',
    newId: () => `trace-${++ids}`,
  });
  // The limits', regions' and reissue's adapters are bound by their screens' lazy chunks, as in the app.
  bindLimitEditing(container);
  bindRegionEditing(container);
  bindReplacement(container);
  return {
    cards: resolve(container, Cards),
    limits: resolve(container, Limits),
    regions: resolve(container, Regions),
    reissue: resolve(container, Reissue),
    disturbances: resolve(container, Disturbances),
  };
};

const last = () => server.requests[server.requests.length - 1]!;
const SIGN_ITEM = { id: { sourceId: 'src-1', tpsId: 'tps-1' } };
const today = '2026-11-24' as IsoDate;

describe('HttpCards', () => {
  it('lists with includeLimits=false, includeGeoProfile=false, includeLifeCycle=true, includeCard=true', async () => {
    const card = aCard().withId('p 1/x').withoutLimits().build();
    server.handle((_request, response) => json(response, 200, { paymentInstruments: [card], extra: true }));
    const result = await ports().cards.list();
    expect(last()).toMatchObject({
      method: 'GET',
      url: '/portal/apis/payment-instruments/v2/?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true',
    });
    expect(result.ok && result.value[0]?.paymentInstrumentId).toBe('p 1/x');
  });

  it('loads one card with all four flags, the id as one path segment', async () => {
    server.handle((_request, response) => json(response, 200, aCard().withId('p 1/x').build()));
    const result = await ports().cards.details('p 1/x');
    expect(last().url).toBe(
      '/portal/apis/payment-instruments/v2/p%201%2Fx?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true',
    );
    expect(result.ok && result.value.limits).toHaveLength(3);
  });

  it('refuses a card that is not a card: RESPONSE_INVALID, never a half card', async () => {
    server.handle((_request, response) =>
      json(response, 200, { paymentInstruments: [{ ...aCard().build(), paymentScheme: 'VISA' }] }),
    );
    const result = await ports().cards.list();
    expect(!result.ok && result.error.code).toBe('RESPONSE_INVALID');
  });

  it('keeps the replacement a card names, and drops one it cannot read rather than the card (issue 33)', async () => {
    const replaced = aCard()
      .withId('old')
      .replacedBy({ id: 'new', passNumber: '102' }, 'LOST', '2026-11-20' as IsoDate)
      .build();
    const unreadable = { ...replaced, lifeCycle: { ...replaced.lifeCycle!, replacedBy: { reason: 'LOST' } } };
    server.handle((_request, response) => json(response, 200, { paymentInstruments: [replaced, unreadable] }));
    const result = await ports().cards.list();
    expect(result.ok && result.value.map((card) => card.lifeCycle?.replacedBy)).toEqual([
      { paymentInstrumentId: 'new', cardSequenceNumber: '102', reason: 'LOST', replacedOn: '2026-11-20' },
      undefined,
    ]);
  });

  it('suspends and resumes with an empty POST', async () => {
    server.handle((_request, response) => response.writeHead(204).end());
    expect(await ports().cards.block('c1')).toEqual({ ok: true, value: undefined });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/portal/apis/payment-instruments/v2/c1/suspension',
      body: '',
    });
    await ports().cards.unblock('c1');
    expect(last()).toMatchObject({ method: 'POST', url: '/portal/apis/payment-instruments/v2/c1/resumption' });
  });

  // Section 7: truthy = success; 204 and Content-Length 0 are returned unparsed, which is truthy.
  it('takes an answer returned unparsed or a truthy body as done, and a falsy one as not', async () => {
    server.handle((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '0' }).end(),
    );
    expect(await ports().cards.unblock('c1')).toEqual({ ok: true, value: undefined });
    server.handle((_request, response) => json(response, 200, { paymentInstrumentId: 'c1' }));
    expect(await ports().cards.block('c1')).toEqual({ ok: true, value: undefined });
    for (const body of ['false', 'null', '']) {
      // Chunked: no Content-Length says the body is empty before it is read.
      server.handle((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
        response.end(body);
      });
      const blocked = await ports().cards.block('c1');
      const unblocked = await ports().cards.unblock('c1');
      expect([blocked.ok || blocked.error.code, unblocked.ok || unblocked.error.code]).toEqual([
        'MESSAGE_BAI540_1027',
        'MESSAGE_BAI540_1031',
      ]);
    }
  });
});

describe('HttpLimits', () => {
  it.each([
    [
      'changeDefault',
      (l: ReturnType<typeof ports>['limits']) => l.changeDefault('c1', 'ECOM', 750),
      'PUT',
      '/debitcards/v3/payment-instruments/c1/permanent-limits/ECOM',
      { limitValue: 750 },
    ],
    [
      'createTemporary',
      (l: ReturnType<typeof ports>['limits']) =>
        l.createTemporary('c1', { startDate: today, endDate: today, limitType: 'POS', limitValue: 10 }),
      'POST',
      '/debitcards/v3/payment-instruments/c1/temporary-limits',
      { startDate: today, limitType: 'POS', limitValue: 10, endDate: today },
    ],
    [
      'changeTemporary',
      (l: ReturnType<typeof ports>['limits']) =>
        l.changeTemporary('c1', 't1', { startDate: today, endDate: today, limitType: 'ATM', limitValue: 20 }),
      'PUT',
      '/debitcards/v3/payment-instruments/c1/temporary-limits/t1',
      { startDate: today, limitType: 'ATM', limitValue: 20, endDate: today },
    ],
    [
      'deleteTemporary',
      (l: ReturnType<typeof ports>['limits']) => l.deleteTemporary('c1', 't1'),
      'DELETE',
      '/debitcards/v3/payment-instruments/c1/temporary-limits/t1',
      undefined,
    ],
  ])('%s: %s %s answers the sign item', async (_name, call, method, url, body) => {
    server.handle((_request, response) => json(response, 200, SIGN_ITEM));
    expect(await call(ports().limits)).toEqual({ ok: true, value: { sourceId: 'src-1', tpsId: 'tps-1' } });
    expect(last()).toMatchObject({ method, url });
    expect(last().body === '' ? undefined : JSON.parse(last().body)).toEqual(body);
  });

  it('refuses an answer without a sign item', async () => {
    server.handle((_request, response) => json(response, 200, { id: { sourceId: 'src-1' } }));
    const result = await ports().limits.changeDefault('c1', 'POS', 1);
    expect(!result.ok && result.error.code).toBe('RESPONSE_INVALID');
  });
});

describe('HttpRegions', () => {
  it('patches the default region, creates and deletes temporary profiles', async () => {
    const { regions } = ports();
    await regions.changeDefault('c1', 'WORLD');
    expect(last()).toMatchObject({
      method: 'PATCH',
      url: '/portal/apis/payment-instruments/v2/c1/geo-profile',
      body: '{"defaultGeoProfile":"WORLD"}',
    });
    await regions.createTemporary('c1', { startDate: today, endDate: today, geoProfile: 'WORLD' });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/portal/apis/payment-instruments/v2/c1/temporary-geo-profiles',
    });
    expect(JSON.parse(last().body)).toEqual({ startDate: today, endDate: today, geoProfile: 'WORLD' });
    await regions.deleteTemporary('c1', 'g1');
    expect(last()).toMatchObject({
      method: 'DELETE',
      url: '/portal/apis/payment-instruments/v2/c1/temporary-geo-profiles/g1',
    });
  });
});

describe('HttpReissue', () => {
  it('gets the fee from the product details with Accept-Language, Consumer-Id and a fresh Trace-Id', async () => {
    server.handle((_request, response) => json(response, 200, { tariffConditions: [{ amount: '7.50' }], other: 1 }));
    const { reissue } = ports();
    expect(await reissue.reissueFee('7001')).toEqual({ ok: true, value: 7.5 });
    expect(last().url).toBe('/portal/api/savings/v2/7001/details');
    expect(last().headers).toMatchObject({
      'accept-language': 'en',
      'consumer-id': 'DCSS-WEB-0001',
      'trace-id': 'trace-1',
    });
    await reissue.reissueFee('7001');
    expect(last().headers['trace-id']).toBe('trace-2');
  });

  it('answers 0 for a product without a tariff, and undefined for a fee it cannot read', async () => {
    server.handle((_request, response) => json(response, 200, { tariffConditions: [] }));
    expect(await ports().reissue.reissueFee('7001')).toEqual({ ok: true, value: 0 });
    server.handle((_request, response) => json(response, 200, { tariffConditions: [{ currency: 'EUR' }] }));
    expect(await ports().reissue.reissueFee('7001')).toEqual({ ok: true, value: undefined });
  });

  it('gets the address with bcNumber, Consumer-Id and Trace-Id', async () => {
    const address = { streetName: 'Damrak', houseNumber: '1', postCode: '1012 LG', cityName: 'Amsterdam' };
    server.handle((_request, response) => json(response, 200, address));
    expect(await ports().reissue.customerAddress('123456789')).toEqual({ ok: true, value: address });
    expect(last()).toMatchObject({ method: 'GET', url: '/portal/api/debitcards/v1/customerAddress' });
    expect(last().headers).toMatchObject({
      bcnumber: '123456789',
      'consumer-id': 'DCSS-WEB-0001',
      'trace-id': 'trace-1',
    });
  });

  it('does not take an address holding a character the domain refuses (issue 37): a bidi override, a zero-width space, U+0085', async () => {
    for (const streetName of ['Damrak\u202E', 'Dam\u200Brak', 'Damrak\u0085']) {
      server.handle((_request, response) =>
        json(response, 200, { streetName, houseNumber: '1', postCode: '1012 LG', cityName: 'Amsterdam' }),
      );
      expect((await ports().reissue.customerAddress('123456789')).ok).toBe(false);
    }
  });

  it('posts the reissue with the usage id and reason; an answer without the new card names none', async () => {
    expect(await ports().reissue.request('c1', { paymentInstrumentUsageId: 'u1', reason: 'LOST' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/portal/apis/payment-instruments/v2/c1/reissue',
      body: '{"paymentInstrumentUsageId":"u1","reason":"LOST"}',
    });
  });

  it('answers the new card the reissue names (issue 12.4)', async () => {
    server.handle((_request, response) =>
      json(response, 201, { paymentInstrumentId: 'c1-new', replacedPaymentInstrumentId: 'c1' }),
    );
    expect(await ports().reissue.request('c1', { paymentInstrumentUsageId: 'u1', reason: 'LOST' })).toEqual({
      ok: true,
      value: 'c1-new',
    });
  });
});

describe('HttpDisturbances', () => {
  it('asks for the ACTIVE messages of the sdmId in the page language', async () => {
    server.handle((_request, response) =>
      json(response, 200, {
        disturbanceMessageList: [{ disturbanceMessage: { status: 'ACTIVE', header: 'H', details: 'D' } }],
      }),
    );
    expect(await ports().disturbances.list()).toEqual({
      ok: true,
      value: [{ status: 'ACTIVE', header: 'H', details: 'D' }],
    });
    expect(last()).toMatchObject({
      url: '/disturbancemessages?id=DEBITCARDS&status=ACTIVE&language=en',
      headers: { 'accept-language': 'en' },
    });
  });
});
