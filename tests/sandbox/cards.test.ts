import {
  cardStatus,
  isBlocked,
  isCatalogueCode,
  listedCards,
  privateBankingUsageCode,
  reissueFeeOf,
} from '../../domain/index';
import {
  cardOf,
  cardsPath,
  codeOf,
  env,
  login,
  reset,
  storeVariants,
  useSandbox,
  type Browser,
} from './support/bank-client';

const ALL_FLAGS_OFF = '?includeLimits=false&includeGeoProfile=false&includeLifeCycle=false&includeCard=false';
const LIST_AS_THE_APP_ASKS = '?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true';
const systemHeaders = { 'Consumer-Id': env.consumerId, 'Trace-Id': 'trace-cards-1' };

describe.each(storeVariants())('cards, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: Browser;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  describe('the list', () => {
    it('answers the cards the customer holds or shares, with limits and regions left out as the app asks', async () => {
      const answer = await sanne.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`);
      expect(answer.status).toBe(200);
      const cards = answer.body.paymentInstruments;
      expect(cards.map((card: any) => card.paymentInstrumentId)).toEqual([
        'sanne-dmc',
        'sanne-travel',
        'daan-joint',
        'sanne-maestro',
        'sanne-new',
      ]);
      for (const card of cards) {
        expect(card).not.toHaveProperty('limits');
        expect(card).not.toHaveProperty('geoProfile');
        expect(card.lifeCycle).toEqual(
          expect.objectContaining({ state: expect.any(String), suspendedBy: expect.any(Array) }),
        );
        expect(card.physicalCard.printedCardLineOne).toMatch(/de Vries/);
      }
    });

    it('honours every include flag', async () => {
      const bare = (await sanne.get(`${cardsPath}/${ALL_FLAGS_OFF}`)).body.paymentInstruments[0];
      expect(Object.keys(bare)).toEqual(
        expect.not.arrayContaining(['limits', 'geoProfile', 'lifeCycle', 'physicalCard']),
      );
      const full = (
        await sanne.get(
          `${cardsPath}/?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true`,
        )
      ).body.paymentInstruments;
      expect(full[0].limits.map((limit: any) => limit.limitType)).toEqual(['ECOM', 'POS', 'ATM']);
      expect(full[0].geoProfile.defaultGeoProfile).toBe('EUR');
      // A card the customer may list but not open shows no limits, region or actions.
      const partners = full.find((card: any) => card.paymentInstrumentId === 'daan-joint');
      expect(partners).not.toHaveProperty('limits');
      expect(partners.links).toEqual([]);
    });

    it('sends what the account holds with the limits only (beyond the spec, issue 33 item 6)', async () => {
      const pieter = await login(started.url, 'pieter');
      const withLimits = `${cardsPath}/?includeLimits=true&includeGeoProfile=false&includeLifeCycle=true&includeCard=true`;
      const full = (await pieter.get(withLimits)).body.paymentInstruments;
      expect(full.find((card: any) => card.paymentInstrumentId === 'pieter-limited').accountBalance).toBe(640.25);
      const listed = (await pieter.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`)).body.paymentInstruments;
      for (const card of listed) expect(card).not.toHaveProperty('accountBalance');
    });

    it('refuses an include flag that is not true or false', async () => {
      const answer = await sanne.get(`${cardsPath}/?includeLimits=yes`);
      expect(answer.status).toBe(400);
      expect(codeOf(answer.body)).toBe('REQUEST_INVALID');
    });

    it('is empty for a customer without cards, which the app turns into MESSAGE_FED001_0001', async () => {
      const emma = await login(started.url, 'emma');
      expect((await emma.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`)).body).toEqual({ paymentInstruments: [] });
    });

    it('includes the access card, which the domain leaves out, and the private-banking card', async () => {
      const pieter = await login(started.url, 'pieter');
      const cards = (await pieter.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`)).body.paymentInstruments;
      expect(cards.map((card: any) => card.paymentInstrumentUsageCode)).toEqual(
        expect.arrayContaining(['ACCESS_CARD', privateBankingUsageCode(env.brand), 'PAYMENT_CARD']),
      );
      expect(listedCards(cards).map((card) => card.paymentInstrumentUsageCode)).not.toContain('ACCESS_CARD');
    });

    it('shows Dutch IBANs with valid check digits on every seeded card', async () => {
      const ibans = new Set<string>();
      for (const customer of ['sanne', 'pieter', 'vandenberg', 'deboer']) {
        const client = await login(started.url, customer);
        for (const card of (await client.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`)).body.paymentInstruments)
          ibans.add(card.accountId);
      }
      expect(ibans.size).toBe(7);
      for (const iban of ibans) {
        expect(iban).toMatch(/^NL\d{2}[A-Z]{4}\d{10}$/);
        const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
          String(letter.charCodeAt(0) - 55),
        );
        expect(BigInt(digits) % 97n).toBe(1n);
      }
    });

    it('gives the business administrator both holders’ cards on the one business account', async () => {
      const business = await login(started.url, 'vandenberg');
      const cards = (await business.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`)).body.paymentInstruments;
      expect(cards.map((card: any) => card.physicalCard.printedCardLineOne)).toEqual(['J. van den Berg', 'F. Yilmaz']);
      expect(new Set(cards.map((card: any) => card.accountId)).size).toBe(1);
      expect(new Set(cards.map((card: any) => card.ownerCustomerId)).size).toBe(2);
    });
  });

  describe('a business with 25 cards (issue 38: the searching card picker)', () => {
    it('gives the administrator all 25 on one account, with 25 holders and pass numbers', async () => {
      const administrator = await login(started.url, 'deboer');
      const cards = listedCards(
        (await administrator.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`)).body.paymentInstruments,
      );
      expect(cards).toHaveLength(25);
      expect(new Set(cards.map((card: any) => card.accountId)).size).toBe(1);
      expect(new Set(cards.map((card: any) => card.ownerCustomerId)).size).toBe(25);
      expect(new Set(cards.map((card: any) => card.cardSequenceNumber)).size).toBe(25);
    });

    it('gives an employee only their own card', async () => {
      const employee = await login(started.url, 'deboer-7');
      const cards = (await employee.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`)).body.paymentInstruments;
      expect(cards.map((card: any) => card.physicalCard.printedCardLineOne)).toEqual(['E. Yıldız']);
    });
  });

  describe('the details', () => {
    it('answer the whole card: limits with their temporary entries and dates, and the region', async () => {
      const card = await cardOf(sanne, 'sanne-travel');
      const pos = card.limits.find((limit: any) => limit.limitType === 'POS');
      expect(pos.temporaryLimits).toEqual([
        { temporaryLimitId: 'tl-sanne-travel-1', limitValue: 4000, startDate: '2027-03-08', endDate: '2027-03-18' },
      ]);
      expect(pos.allowedTemporaryLimitDates).toEqual({
        earliestStartDate: '2027-03-01',
        latestStartDate: '2027-09-07',
        maxPeriod: 365,
      });
      expect(card.geoProfile).toEqual({
        activeGeoProfile: 'EUR',
        defaultGeoProfile: 'EUR',
        allowedTemporaryGeoProfileDates: {
          earliestStartDate: '2027-03-01',
          latestStartDate: '2027-09-07',
          maxPeriod: 365,
        },
        temporaryGeoProfiles: [
          {
            temporaryGeoProfileId: 'tg-sanne-travel-1',
            geoProfile: 'WORLD',
            startDate: '2027-03-31',
            endDate: '2027-03-31',
          },
        ],
      });
    });

    it('refuse a card the customer may only list, and another customer’s card, with SUBJECT_NOT_ALLOWED', async () => {
      for (const id of ['daan-joint', 'pieter-private-banking']) {
        const answer = await sanne.get(`${cardsPath}/${id}`);
        expect(answer.status).toBe(403);
        expect(answer.body.errors[0]).toEqual(
          expect.objectContaining({ code: 'SUBJECT_NOT_ALLOWED', messageType: 'ERROR' }),
        );
      }
    });

    it('refuse an id no card has with INSTRUMENT_NOT_FOUND', async () => {
      const answer = await sanne.get(`${cardsPath}/no-such-card`);
      expect([answer.status, codeOf(answer.body)]).toEqual([404, 'INSTRUMENT_NOT_FOUND']);
    });

    it('show each seeded state the overview needs', async () => {
      expect(cardStatus(await cardOf(sanne, 'sanne-maestro'))).toEqual({ kind: 'blocked', suspendedBy: ['CUSTOMER'] });
      expect(cardStatus(await cardOf(sanne, 'sanne-new')).kind).toBe('inactive');
      const pieter = await login(started.url, 'pieter');
      const privateBanking = await cardOf(pieter, 'pieter-private-banking');
      expect(privateBanking.limits.find((limit: any) => limit.limitType === 'ECOM').limitChangeRequest).toEqual(
        expect.objectContaining({ operationType: 'changedEcommerceLimit', limitValue: 2500 }),
      );
      const limited = await cardOf(pieter, 'pieter-limited');
      expect(limited.links.map((link: any) => link.action)).not.toContain('CHANGE_DEFAULT_LIMIT_ATM');
      expect(limited.links.map((link: any) => link.action)).toContain('CHANGE_DEFAULT_LIMIT_POS');
    });
  });

  describe('block and unblock', () => {
    it('block sets suspendedBy and swaps the offered action; blocking again is refused with 1027', async () => {
      const blocked = await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`);
      expect(blocked.status).toBe(200);
      expect(blocked.body.lifeCycle.suspendedBy).toEqual(['CUSTOMER']);
      const card = await cardOf(sanne, 'sanne-dmc');
      expect(cardStatus(card).kind).toBe('blocked');
      const actions = card.links.map((link: any) => link.action);
      expect(actions).toContain('RESUME_INSTRUMENT');
      expect(actions).not.toContain('SUSPEND_INSTRUMENT');
      expect(actions).not.toContain('CHANGE_DEFAULT_LIMIT_POS');
      const again = await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`);
      expect([again.status, codeOf(again.body)]).toEqual([409, 'MESSAGE_BAI540_1027']);
      expect(again.body.messages[0]).toEqual({
        messageType: 'ERROR',
        messageKey: 'MESSAGE_BAI540_1027',
        traceId: again.headers.get('trace-id'),
      });
    });

    it('unblock clears suspendedBy; unblocking an active card is refused with 1031', async () => {
      const unblocked = await sanne.send('POST', `${cardsPath}/sanne-maestro/resumption`);
      expect(unblocked.status).toBe(200);
      expect(cardStatus(await cardOf(sanne, 'sanne-maestro')).kind).toBe('active');
      const again = await sanne.send('POST', `${cardsPath}/sanne-maestro/resumption`);
      expect([again.status, codeOf(again.body)]).toEqual([409, 'MESSAGE_BAI540_1031']);
    });

    it('accepts an empty JSON body, as a client that always sets Content-Type sends', async () => {
      const answer = await sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`, {
        raw: '',
        contentType: 'application/json',
      });
      expect(answer.status).toBe(200);
    });

    it('refuses blocking a card one may not open, and changes nothing', async () => {
      const answer = await sanne.send('POST', `${cardsPath}/daan-joint/suspension`);
      expect([answer.status, codeOf(answer.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
      const daan = await login(started.url, 'daan');
      expect(cardStatus(await cardOf(daan, 'daan-joint')).kind).toBe('active');
    });
  });

  describe('replacement', () => {
    it('for a stolen card blocks it for good and adds a new inactive card for the same holder and account', async () => {
      const old = await cardOf(sanne, 'sanne-dmc');
      const answer = await sanne.send('POST', `${cardsPath}/sanne-dmc/reissue`, {
        body: { paymentInstrumentUsageId: old.paymentInstrumentUsageId, reason: 'STOLEN' },
      });
      expect(answer.status).toBe(201);
      const replacement = await cardOf(sanne, answer.body.paymentInstrumentId);
      expect(replacement.lifeCycle.state).toBe('AWAITING_ACTIVATION');
      expect([replacement.accountId, replacement.ownerCustomerId, replacement.physicalCard.printedCardLineOne]).toEqual(
        [old.accountId, old.ownerCustomerId, old.physicalCard.printedCardLineOne],
      );
      expect(replacement.limits.map((limit: any) => [limit.limitType, limit.defaultLimitValue])).toEqual(
        old.limits.map((limit: any) => [limit.limitType, limit.defaultLimitValue]),
      );
      const blocked = await cardOf(sanne, 'sanne-dmc');
      // Issue 33: the old card says which card replaced it, why and when; it is blocked with it.
      expect(cardStatus(blocked)).toEqual({
        kind: 'replaced',
        replacement: {
          paymentInstrumentId: replacement.paymentInstrumentId,
          cardSequenceNumber: replacement.cardSequenceNumber,
          reason: 'STOLEN',
          replacedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
        suspendedBy: ['LOST_OR_STOLEN'],
      });
      expect(isBlocked(blocked)).toBe(true);
      expect(replacement.lifeCycle.replacedBy).toBeUndefined();
      const unblock = await sanne.send('POST', `${cardsPath}/sanne-dmc/resumption`);
      expect(codeOf(unblock.body)).toBe('MESSAGE_BAI540_1031');
      const twice = await sanne.send('POST', `${cardsPath}/sanne-dmc/reissue`, {
        body: { paymentInstrumentUsageId: old.paymentInstrumentUsageId, reason: 'LOST' },
      });
      expect([twice.status, codeOf(twice.body)]).toEqual([409, 'MESSAGE_BAI540_1033']);
    });

    it('for a defect card leaves the old card usable', async () => {
      const old = await cardOf(sanne, 'sanne-travel');
      const answer = await sanne.send('POST', `${cardsPath}/sanne-travel/reissue`, {
        body: { paymentInstrumentUsageId: old.paymentInstrumentUsageId, reason: 'DEFECT' },
      });
      expect(answer.status).toBe(201);
      const usable = await cardOf(sanne, 'sanne-travel');
      expect(cardStatus(usable)).toMatchObject({
        kind: 'replaced',
        replacement: { reason: 'DEFECT' },
        suspendedBy: [],
      });
      expect(isBlocked(usable)).toBe(false);
      const list = await sanne.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`);
      const listed = list.body.paymentInstruments.find((card: any) => card.paymentInstrumentId === 'sanne-travel');
      expect(listed.lifeCycle.replacedBy).toEqual(usable.lifeCycle.replacedBy);
    });

    it('refuses a body with a missing or wrong field with that field’s code', async () => {
      const usageId = 'usage-sanne-dmc';
      const cases: [unknown, string][] = [
        [{ reason: 'LOST' }, 'INSTRUMENT_USAGE_ID_MISSING'],
        [{ paymentInstrumentUsageId: 'usage-sanne-travel', reason: 'LOST' }, 'INSTRUMENT_USAGE_ID_INVALID'],
        [{ paymentInstrumentUsageId: usageId }, 'REASON_MISSING'],
        [{ paymentInstrumentUsageId: usageId, reason: 'BORED' }, 'REASON_INVALID'],
        [[usageId, 'LOST'], 'REQUEST_INVALID'],
      ];
      for (const [body, code] of cases) {
        const answer = await sanne.send('POST', `${cardsPath}/sanne-dmc/reissue`, { body });
        expect([answer.status, codeOf(answer.body)]).toEqual([400, code]);
      }
      expect((await sanne.get(`${cardsPath}/${LIST_AS_THE_APP_ASKS}`)).body.paymentInstruments).toHaveLength(5);
    });

    it('is not offered for a card awaiting activation (1033)', async () => {
      const answer = await sanne.send('POST', `${cardsPath}/sanne-new/reissue`, {
        body: { paymentInstrumentUsageId: 'usage-sanne-new', reason: 'DEFECT' },
      });
      expect([answer.status, codeOf(answer.body)]).toEqual([409, 'MESSAGE_BAI540_1033']);
    });
  });

  describe('product details and customer address', () => {
    it('answer the reissue fee as tariffConditions[0].amount, in the language asked', async () => {
      const nl = await sanne.get(`${env.apiPrefix}/api/savings/v2/1101/details`, systemHeaders);
      expect(nl.status).toBe(200);
      expect(reissueFeeOf(nl.body)).toBe(7.5);
      expect(nl.body.productName).toBe('Betaalpas');
      const en = await sanne.get(`${env.apiPrefix}/api/savings/v2/1101/details`, {
        ...systemHeaders,
        'Accept-Language': 'en',
      });
      expect(en.body.productName).toBe('Debit card');
      expect(reissueFeeOf((await sanne.get(`${env.apiPrefix}/api/savings/v2/1201/details`, systemHeaders)).body)).toBe(
        0,
      );
    });

    it('answer errors in the nested format, echoing the Trace-Id', async () => {
      const unknown = await sanne.get(`${env.apiPrefix}/api/savings/v2/9999/details`, systemHeaders);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message.errors[0]).toEqual(
        expect.objectContaining({ code: 'INSTRUMENT_NOT_FOUND', traceId: 'trace-cards-1' }),
      );
      const stranger = await sanne.get(`${env.apiPrefix}/api/savings/v2/1101/details`, {
        'Consumer-Id': 'someone-else',
      });
      expect([stranger.status, codeOf(stranger.body)]).toEqual([403, 'USER_ACTION_FORBIDDEN']);
    });

    it('give one’s own address, and a managed card holder’s, but nobody else’s', async () => {
      const own = await sanne.get(`${env.apiPrefix}/api/debitcards/v1/customerAddress`, {
        ...systemHeaders,
        bcNumber: '100234561',
      });
      expect(own.body).toEqual({
        streetName: 'Keizersgracht',
        houseNumber: '112',
        postCode: '1015 CW',
        cityName: 'Amsterdam',
      });
      const business = await login(started.url, 'vandenberg');
      const holder = await business.get(`${env.apiPrefix}/api/debitcards/v1/customerAddress`, {
        ...systemHeaders,
        bcNumber: '200345682',
      });
      expect(holder.body.cityName).toBe('Utrecht');
      const cases: [Record<string, string>, number, string][] = [
        [{ ...systemHeaders, bcNumber: '100387654' }, 403, 'SUBJECT_NOT_ALLOWED'],
        [{ ...systemHeaders, bcNumber: '999999999' }, 404, 'CUSTOMER_NOT_FOUND'],
        [systemHeaders, 400, 'CUSTOMER_NOT_FOUND'],
      ];
      for (const [headers, status, code] of cases) {
        const answer = await sanne.get(`${env.apiPrefix}/api/debitcards/v1/customerAddress`, headers);
        expect([answer.status, codeOf(answer.body)]).toEqual([status, code]);
        expect(isCatalogueCode(codeOf(answer.body))).toBe(true);
      }
    });
  });
});
