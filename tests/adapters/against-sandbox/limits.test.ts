import {
  findLimit,
  operationTypeOf,
  type IsoDate,
  type LimitOperation,
  type LimitType,
  type Result,
  type ServiceError,
} from '../../../domain/index';
import { widgetItemsOf, type SignItem } from '../../../application/ports/pending-signature';
import type { TemporaryLimitPayload } from '../../../application/ports/limits';
import { limitsPath, pendingSignItems, reset, storeVariants, useSandbox } from '../../sandbox/support/bank-client';
import { errorOf, valueOf } from './support/outcomes';
import { appOnSandbox, type SandboxApp } from './support/sandbox-app';

const day = (date: string) => date as IsoDate;
const period = (
  limitType: 'POS' | 'ATM',
  limitValue: number,
  startDate: string,
  endDate: string,
): TemporaryLimitPayload => ({
  startDate: day(startDate),
  endDate: day(endDate),
  limitType,
  limitValue,
});

describe.each(storeVariants())('the limits port against the bank sandbox, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: SandboxApp;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await appOnSandbox(started.url, 'sanne');
  });

  const limitOf = async (app: SandboxApp, card: string, type: LimitType) =>
    findLimit(valueOf(await app.cards.details(card)).limits, type)!;

  /** The answer's sign item is the one the bank waits for, for exactly this operation. */
  async function expectPending(signItem: SignItem, operation: LimitOperation) {
    const pending = await pendingSignItems(started.url, 'sanne');
    expect(pending).toEqual([
      expect.objectContaining({
        signItemId: signItem.tpsId,
        adapterId: signItem.sourceId,
        operationType: operationTypeOf(operation),
      }),
    ]);
    return pending[0];
  }

  /** Signs through the signing widget's items, as the signing page hands them over. */
  async function sign(signItem: SignItem) {
    expect(await sanne.signing.open({ host: {}, items: widgetItemsOf(signItem), signLater: true })).toEqual({
      ok: true,
      value: 'signed',
    });
  }

  describe('a permanent limit', () => {
    it.each([
      ['ECOM', 2000],
      ['POS', 4000],
      ['ATM', 1000],
    ] as const)(
      '%s: PUT permanent-limits/{type} with { limitValue }, answered with the sign item; signing applies it',
      async (type, value) => {
        const signItem = valueOf(await sanne.limits.changeDefault('sanne-dmc', type, value));
        expect(sanne.lastSent(limitsPath)).toMatchObject({
          method: 'PUT',
          url: `${limitsPath}/sanne-dmc/permanent-limits/${type}`,
          body: JSON.stringify({ limitValue: value }),
        });
        expect(signItem).toEqual({ sourceId: expect.any(String), tpsId: expect.any(String) });
        await expectPending(signItem, { kind: 'changeDefault', limitType: type });
        expect((await limitOf(sanne, 'sanne-dmc', type)).limitChangeRequest).toEqual(
          expect.objectContaining({ tpsId: signItem.tpsId, limitValue: value }),
        );
        await sign(signItem);
        expect(await limitOf(sanne, 'sanne-dmc', type)).toMatchObject({
          defaultLimitValue: value,
          limitChangeRequest: null,
        });
      },
    );
  });

  describe('a temporary limit', () => {
    it('is created with the payload in section 3’s order, and shows once signed', async () => {
      const payload = period('ATM', 900, '2027-03-02', '2027-03-05');
      const signItem = valueOf(await sanne.limits.createTemporary('sanne-dmc', payload));
      expect(sanne.lastSent(limitsPath)).toMatchObject({
        method: 'POST',
        url: `${limitsPath}/sanne-dmc/temporary-limits`,
        body: '{"startDate":"2027-03-02","limitType":"ATM","limitValue":900,"endDate":"2027-03-05"}',
      });
      expect((await expectPending(signItem, { kind: 'createTemporary', limitType: 'ATM' })).change).toMatchObject({
        limitType: 'ATM',
        newValue: 900,
      });
      await sign(signItem);
      expect((await limitOf(sanne, 'sanne-dmc', 'ATM')).temporaryLimits).toEqual([
        { temporaryLimitId: expect.any(String), limitValue: 900, startDate: '2027-03-02', endDate: '2027-03-05' },
      ]);
    });

    it('is changed with PUT temporary-limits/{id}, and shows once signed', async () => {
      const signItem = valueOf(
        await sanne.limits.changeTemporary(
          'sanne-travel',
          'tl-sanne-travel-1',
          period('POS', 3500, '2027-03-09', '2027-03-12'),
        ),
      );
      expect(sanne.lastSent(limitsPath)).toMatchObject({
        method: 'PUT',
        url: `${limitsPath}/sanne-travel/temporary-limits/tl-sanne-travel-1`,
      });
      await expectPending(signItem, { kind: 'changeTemporary', limitType: 'POS' });
      await sign(signItem);
      expect((await limitOf(sanne, 'sanne-travel', 'POS')).temporaryLimits).toEqual([
        expect.objectContaining({ limitValue: 3500, startDate: '2027-03-09', endDate: '2027-03-12' }),
      ]);
    });

    it('is deleted with a DELETE without body, answered with the sign item, and gone once signed', async () => {
      const signItem = valueOf(await sanne.limits.deleteTemporary('sanne-travel', 'tl-sanne-travel-1'));
      expect(sanne.lastSent(limitsPath)).toMatchObject({
        method: 'DELETE',
        url: `${limitsPath}/sanne-travel/temporary-limits/tl-sanne-travel-1`,
        body: undefined,
      });
      await expectPending(signItem, { kind: 'deleteTemporary', limitType: 'POS' });
      expect((await limitOf(sanne, 'sanne-travel', 'POS')).temporaryLimits).toHaveLength(1);
      await sign(signItem);
      expect((await limitOf(sanne, 'sanne-travel', 'POS')).temporaryLimits).toEqual([]);
    });
  });

  describe('the bank’s refusals become ServiceErrors and change nothing', () => {
    type Refusal = {
      readonly refused: string;
      readonly customer?: string;
      readonly call: (app: SandboxApp) => Promise<Result<unknown, ServiceError>>;
      readonly code: string;
      readonly status: number;
      readonly recoverable: boolean;
    };
    const refusals: Refusal[] = [
      {
        refused: 'the same permanent limit',
        call: (a) => a.limits.changeDefault('sanne-dmc', 'ECOM', 1500),
        code: 'MESSAGE_BAI540_1029',
        status: 422,
        recoverable: true,
      },
      {
        refused: 'a limit above the maximum',
        call: (a) => a.limits.changeDefault('sanne-dmc', 'POS', 5001),
        code: 'MESSAGE_BAI540_1011',
        status: 422,
        recoverable: true,
      },
      {
        refused: 'a limit above the balance',
        customer: 'pieter',
        call: (a) => a.limits.changeDefault('pieter-limited', 'POS', 1000),
        code: 'MESSAGE_BAI540_0072',
        status: 422,
        recoverable: true,
      },
      {
        refused: 'a change on a blocked card',
        call: (a) => a.limits.changeDefault('sanne-maestro', 'ECOM', 100),
        code: 'MESSAGE_BAI540_1002',
        status: 409,
        recoverable: true,
      },
      {
        refused: 'a change the card does not offer',
        customer: 'pieter',
        call: (a) => a.limits.changeDefault('pieter-limited', 'ATM', 100),
        code: 'MESSAGE_BAI540_1002',
        status: 409,
        recoverable: true,
      },
      {
        refused: 'a change while one waits to be signed',
        customer: 'pieter',
        call: (a) => a.limits.changeDefault('pieter-private-banking', 'POS', 100),
        code: 'MESSAGE_BAI540_1003',
        status: 409,
        recoverable: true,
      },
      {
        refused: 'a temporary limit on a Saturday',
        call: (a) => a.limits.createTemporary('sanne-dmc', period('POS', 100, '2027-03-06', '2027-03-06')),
        code: 'MESSAGE_BAI540_0051',
        status: 422,
        recoverable: true,
      },
      {
        refused: 'a period over 12 months',
        call: (a) => a.limits.createTemporary('sanne-dmc', period('POS', 100, '2027-03-02', '2028-03-03')),
        code: 'MESSAGE_BAI540_0050',
        status: 422,
        recoverable: true,
      },
      {
        refused: 'a start in the past',
        call: (a) => a.limits.createTemporary('sanne-dmc', period('POS', 100, '2027-02-26', '2027-03-02')),
        code: 'START_DATE_INVALID',
        status: 400,
        recoverable: false,
      },
      {
        refused: 'an overlapping period',
        call: (a) => a.limits.createTemporary('sanne-travel', period('POS', 100, '2027-03-10', '2027-03-10')),
        code: 'TEMPORARY_LIMIT_OVERLAPS',
        status: 409,
        recoverable: true, // reading 87
      },
      {
        refused: 'an unknown temporary limit',
        call: (a) => a.limits.deleteTemporary('sanne-travel', 'tl-nothing'),
        code: 'TEMPORARY_LIMIT_NOT_FOUND',
        status: 404,
        recoverable: true, // reading 90
      },
    ];

    it.each(refusals)(
      '$refused: $code ($status), recoverable $recoverable',
      async ({ customer, call, code, status, recoverable }) => {
        const app = customer ? await appOnSandbox(started.url, customer) : sanne;
        const pendingBefore = await pendingSignItems(started.url);
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
        expect(await pendingSignItems(started.url)).toEqual(pendingBefore);
      },
    );
  });
});
