import { CATALOGUE, cardStatus, isBlocked, listedCards, toSelectedCard } from '../../../domain/index';
import { cardsPath, env, reset, storeVariants, useSandbox } from '../../sandbox/support/bank-client';
import { errorOf, valueOf } from './support/outcomes';
import { appOnSandbox, type SandboxApp } from './support/sandbox-app';

const LIST_FLAGS = '?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true';
const ALL_FLAGS = '?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(storeVariants())('the card and reissue ports against the bank sandbox, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let app: SandboxApp;

  beforeEach(async () => {
    await reset(started.url);
    app = await appOnSandbox(started.url, 'sanne');
  });

  describe('HttpCards', () => {
    it('lists with the list flags, in the bank’s order, as PaymentInstruments without limits or region', async () => {
      const cards = valueOf(await app.cards.list());
      expect(app.lastSent(cardsPath)).toMatchObject({
        method: 'GET',
        url: `${cardsPath}/${LIST_FLAGS}`,
        headers: expect.objectContaining({ accept: 'application/json', 'x-xsrf-header': env.xsrfToken }),
      });
      expect(cards.map((card) => card.paymentInstrumentId)).toEqual([
        'sanne-dmc',
        'sanne-travel',
        'daan-joint',
        'sanne-maestro',
        'sanne-new',
      ]);
      expect(cards.every((card) => card.limits === undefined && card.geoProfile === undefined)).toBe(true);
      const listed = listedCards(cards).map((card) => toSelectedCard(card, env.brand));
      const card = listed.find((entry) => entry.paymentInstrumentId === 'sanne-dmc');
      expect(card).toMatchObject({
        userName: expect.stringMatching(/de Vries/),
        bcNumber: '100234561',
        isCardBlocked: false,
        isCardInactive: false,
      });
      expect(card!.accountNumber).toMatch(/^NL\d{2} DMBK( \d{4}){2} \d{2}$/);
    });

    it('loads one card with all four flags: its limits, temporary limit, region and temporary profile map into the selected card', async () => {
      const card = toSelectedCard(valueOf(await app.cards.details('sanne-travel')), env.brand);
      expect(app.lastSent(cardsPath)?.url).toBe(`${cardsPath}/sanne-travel${ALL_FLAGS}`);
      expect(card.ecommerceLimit).toMatchObject({
        limitType: 'ECOM',
        defaultLimitValue: expect.any(Number),
        limitChangeRequest: null,
      });
      expect(card.paymentLimit?.temporaryLimits).toEqual([
        { temporaryLimitId: 'tl-sanne-travel-1', limitValue: 4000, startDate: '2027-03-08', endDate: '2027-03-18' },
      ]);
      expect(card.paymentLimit?.allowedTemporaryLimitDates).toEqual({
        earliestStartDate: '2027-03-01',
        latestStartDate: '2027-09-07',
        maxPeriod: 365,
      });
      expect(card.geoProfile).toMatchObject({
        activeGeoProfile: 'EUR',
        defaultGeoProfile: 'EUR',
        temporaryGeoProfiles: [
          {
            temporaryGeoProfileId: 'tg-sanne-travel-1',
            geoProfile: 'WORLD',
            startDate: '2027-03-31',
            endDate: '2027-03-31',
          },
        ],
      });
      expect([
        card.isSuspensionAllowed,
        card.isResumptionAllowed,
        card.isReissueAllowed,
        card.isLimitInProgress,
      ]).toEqual([true, false, true, false]);
    });

    it('blocks with an empty POST to suspension and unblocks with one to resumption; the card follows', async () => {
      expect(await app.cards.block('sanne-dmc')).toEqual({ ok: true, value: undefined });
      expect(app.lastSent(cardsPath)).toMatchObject({
        method: 'POST',
        url: `${cardsPath}/sanne-dmc/suspension`,
        body: undefined,
      });
      expect(cardStatus(valueOf(await app.cards.details('sanne-dmc')))).toEqual({
        kind: 'blocked',
        suspendedBy: ['CUSTOMER'],
      });
      expect(await app.cards.unblock('sanne-dmc')).toEqual({ ok: true, value: undefined });
      expect(app.lastSent(cardsPath)).toMatchObject({
        method: 'POST',
        url: `${cardsPath}/sanne-dmc/resumption`,
        body: undefined,
      });
      expect(cardStatus(valueOf(await app.cards.details('sanne-dmc'))).kind).toBe('active');
    });

    it.each([
      {
        refused: 'blocking a blocked card',
        call: (a: SandboxApp) => a.cards.block('sanne-maestro'),
        code: 'MESSAGE_BAI540_1027',
        status: 409,
        recoverable: true,
      },
      {
        refused: 'unblocking an active card',
        call: (a: SandboxApp) => a.cards.unblock('sanne-dmc'),
        code: 'MESSAGE_BAI540_1031',
        status: 409,
        recoverable: true,
      },
      {
        refused: 'the details of a card one may only list',
        call: (a: SandboxApp) => a.cards.details('daan-joint'),
        code: 'SUBJECT_NOT_ALLOWED',
        status: 403,
        recoverable: true,
      },
      {
        refused: 'another customer’s card',
        call: (a: SandboxApp) => a.cards.details('pieter-private-banking'),
        code: 'SUBJECT_NOT_ALLOWED',
        status: 403,
        recoverable: true,
      },
      {
        refused: 'a card nobody has',
        call: (a: SandboxApp) => a.cards.details('no-such-card'),
        code: 'INSTRUMENT_NOT_FOUND',
        status: 404,
        recoverable: false,
      },
    ])(
      'refuses $refused: $code ($status) as a ServiceError, recoverable $recoverable',
      async ({ call, code, status, recoverable }) => {
        const error = errorOf(await call(app));
        expect(error).toMatchObject({
          name: 'ServiceError',
          code,
          type: 'negative',
          recoverable,
          title: `title:${code}`,
          message: `message:${code}`,
          originalError: { status },
        });
        // Every refusal carries the request's trace (issue 39), the limit service's messages[] too.
        expect(error.traceId).toEqual(expect.any(String));
      },
    );
  });

  describe('HttpReissue', () => {
    it('gets the fee from the product details with Accept-Language, Consumer-Id and a fresh UUID Trace-Id per call', async () => {
      expect(await app.reissue.reissueFee('1101')).toEqual({ ok: true, value: 7.5 });
      const first = app.lastSent(`${env.apiPrefix}/api/savings/v2/`)!;
      expect(first).toMatchObject({ method: 'GET', url: `${env.apiPrefix}/api/savings/v2/1101/details` });
      expect(first.headers).toMatchObject({
        'accept-language': 'nl',
        'consumer-id': env.consumerId,
        'trace-id': expect.stringMatching(UUID),
      });
      expect(await app.reissue.reissueFee('1201')).toEqual({ ok: true, value: 0 });
      expect(app.lastSent(`${env.apiPrefix}/api/savings/v2/`)!.headers['trace-id']).not.toBe(first.headers['trace-id']);
    });

    it('gets the owner’s address by the card’s bcNumber, with Consumer-Id and Trace-Id', async () => {
      const { bcNumber } = toSelectedCard(valueOf(await app.cards.details('sanne-dmc')), env.brand);
      expect(await app.reissue.customerAddress(bcNumber)).toEqual({
        ok: true,
        value: { streetName: 'Keizersgracht', houseNumber: '112', postCode: '1015 CW', cityName: 'Amsterdam' },
      });
      expect(app.lastSent(`${env.apiPrefix}/api/debitcards/v1/customerAddress`)?.headers).toMatchObject({
        bcnumber: '100234561',
        'consumer-id': env.consumerId,
        'trace-id': expect.stringMatching(UUID),
      });
    });

    it('requests a replacement with the usage id and reason: a stolen card is blocked for good and a new one is listed', async () => {
      const ordered = await app.reissue.request('sanne-dmc', {
        paymentInstrumentUsageId: 'usage-sanne-dmc',
        reason: 'STOLEN',
      });
      // The answer names the new card (issue 12.4), one the list now holds.
      const newCardId = valueOf(ordered);
      expect(newCardId).toEqual(expect.any(String));
      expect(JSON.parse(app.lastSent(cardsPath)!.body!)).toEqual({
        paymentInstrumentUsageId: 'usage-sanne-dmc',
        reason: 'STOLEN',
      });
      expect(valueOf(await app.cards.list()).map((card) => card.paymentInstrumentId)).toContain(newCardId);
      // Issue 33: the old card comes through the adapter as replaced by that card, blocked with it.
      const old = valueOf(await app.cards.details('sanne-dmc'));
      expect(cardStatus(old)).toMatchObject({
        kind: 'replaced',
        replacement: { paymentInstrumentId: newCardId, reason: 'STOLEN' },
        suspendedBy: ['LOST_OR_STOLEN'],
      });
      expect(isBlocked(old)).toBe(true);
      const listed = valueOf(await app.cards.list()).find((card) => card.paymentInstrumentId === 'sanne-dmc');
      expect(listed?.lifeCycle?.replacedBy).toEqual(old.lifeCycle?.replacedBy);
      expect(valueOf(await app.cards.list())).toHaveLength(6);
      expect(errorOf(await app.cards.unblock('sanne-dmc')).code).toBe('MESSAGE_BAI540_1031');
    });

    it.each([
      {
        refused: 'a card awaiting activation',
        call: (a: SandboxApp) =>
          a.reissue.request('sanne-new', { paymentInstrumentUsageId: 'usage-sanne-new', reason: 'DEFECT' }),
        code: 'MESSAGE_BAI540_1033',
        status: 409,
        recoverable: true,
      },
      {
        refused: 'another card’s usage id',
        call: (a: SandboxApp) =>
          a.reissue.request('sanne-dmc', { paymentInstrumentUsageId: 'usage-sanne-travel', reason: 'LOST' }),
        code: 'INSTRUMENT_USAGE_ID_INVALID',
        status: 400,
        recoverable: false,
      },
    ])('refuses the replacement of $refused: $code ($status)', async ({ call, code, status, recoverable }) => {
      expect(errorOf(await call(app))).toMatchObject({
        code,
        type: 'negative',
        recoverable,
        originalError: { status },
      });
    });

    it.each([
      {
        refused: 'an unknown product’s fee',
        call: (a: SandboxApp) => a.reissue.reissueFee('9999'),
        code: 'INSTRUMENT_NOT_FOUND',
        status: 404,
        recoverable: false,
      },
      {
        refused: 'another customer’s address',
        call: (a: SandboxApp) => a.reissue.customerAddress('100387654'),
        code: 'SUBJECT_NOT_ALLOWED',
        status: 403,
        recoverable: true,
      },
      {
        refused: 'an address nobody has',
        call: (a: SandboxApp) => a.reissue.customerAddress('999999999'),
        code: 'CUSTOMER_NOT_FOUND',
        status: 404,
        recoverable: false,
      },
    ])(
      'refuses $refused in the nested message.errors[] format: $code with the bank’s text and our Trace-Id',
      async ({ call, code, status, recoverable }) => {
        const error = errorOf(await call(app));
        const sent = app.sent.at(-1)!;
        // Section 3, precedence 3: the title is the code and the message the raw text.
        expect(error).toMatchObject({
          code,
          type: 'negative',
          recoverable,
          title: code,
          message: CATALOGUE[code as keyof typeof CATALOGUE].text,
          originalError: { status },
        });
        expect(error.traceId).toBe(sent.headers['trace-id']);
      },
    );
  });
});
