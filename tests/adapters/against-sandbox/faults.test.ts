import type { IsoDate, Result, ServiceError } from '../../../domain/index';
import { PrepareReplacement } from '../../../application/use-cases/prepare-replacement';
import {
  cardsPath,
  control,
  env,
  limitsPath,
  reset,
  storeVariants,
  useSandbox,
} from '../../sandbox/support/bank-client';
import { errorOf } from './support/outcomes';
import { appOnSandbox, type SandboxApp } from './support/sandbox-app';

type Call = (app: SandboxApp) => Promise<Result<unknown, ServiceError>>;

/** One call of each port and kind of service (card, limit, region; the nested-format savings service). */
const calls: { readonly name: string; readonly method: string; readonly path: string; readonly call: Call }[] = [
  { name: 'the card list', method: 'GET', path: `${cardsPath}/`, call: (a) => a.cards.list() },
  {
    name: 'a permanent limit',
    method: 'PUT',
    path: `${limitsPath}/*/permanent-limits/*`,
    call: (a) => a.limits.changeDefault('sanne-dmc', 'POS', 3000),
  },
  {
    name: 'a temporary limit',
    method: 'POST',
    path: `${limitsPath}/**`,
    call: (a) =>
      a.limits.createTemporary('sanne-dmc', {
        startDate: '2027-03-02' as IsoDate,
        endDate: '2027-03-02' as IsoDate,
        limitType: 'ATM',
        limitValue: 100,
      }),
  },
  {
    name: 'the default region',
    method: 'PATCH',
    path: `${cardsPath}/*/geo-profile`,
    call: (a) => a.regions.changeDefault('sanne-dmc', 'WORLD'),
  },
  {
    name: 'the reissue fee',
    method: 'GET',
    path: `${env.apiPrefix}/api/savings/v2/*/details`,
    call: (a) => a.reissue.reissueFee('1101'),
  },
  { name: 'blocking', method: 'POST', path: `${cardsPath}/*/suspension`, call: (a) => a.cards.block('sanne-dmc') },
];

/** What a broken bank or proxy in front of it answers, and the ServiceError each must become. */
const faults: {
  readonly answer: string;
  readonly status: number;
  readonly body?: unknown;
  readonly expected: Partial<ServiceError>;
}[] = [
  {
    answer: 'INTERNAL_SERVER_ERROR (the sandbox’s own body)',
    status: 500,
    expected: { code: 'INTERNAL_SERVER_ERROR', recoverable: false, type: 'negative' },
  },
  {
    answer: 'MESSAGE_BAI540_1002 in messages[]',
    status: 503,
    body: { messages: [{ messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_1002' }] },
    expected: { code: 'MESSAGE_BAI540_1002', recoverable: true, type: 'negative' },
  },
  {
    answer: 'a proxy’s HTML page',
    status: 502,
    body: '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
    expected: { code: 'RESPONSE_INVALID', recoverable: false, type: 'negative' },
  },
  {
    answer: 'a WARNING in messages[]',
    status: 409,
    body: { messages: [{ messageType: 'WARNING', messageKey: 'MESSAGE_BAI540_1003' }] },
    expected: { code: 'MESSAGE_BAI540_1003', recoverable: true, type: 'warning' },
  },
  {
    answer: 'an INFO in errors[] with the bank’s trace',
    status: 409,
    body: { errors: [{ messageType: 'INFO', code: 'CUSTOMER_ID_INACTIVE', traceId: 'bank-trace-7' }] },
    expected: { code: 'CUSTOMER_ID_INACTIVE', recoverable: false, type: 'info', traceId: 'bank-trace-7' },
  },
  {
    answer: 'an empty body',
    status: 503,
    body: '',
    expected: {
      code: 'serviceError',
      title: 'title:serviceError',
      message: 'message:serviceError',
      recoverable: false,
    },
  },
  {
    answer: 'a cut-off body',
    status: 500,
    body: '{"errors":[{"code":"INTERNAL_SERV',
    expected: { code: 'RESPONSE_INVALID', recoverable: false },
  },
  {
    answer: 'JSON that names no code',
    status: 500,
    body: { errors: [{ code: 42 }], messages: 'none' },
    expected: { code: 'serviceError', recoverable: false },
  },
];

describe.each(storeVariants())('injected faults become ServiceErrors, never exceptions, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: SandboxApp;

  beforeEach(async () => {
    await reset(started.url);
    await control(started.url).send('DELETE', '/sandbox/faults');
    sanne = await appOnSandbox(started.url, 'sanne');
  });

  async function arm(method: string, path: string, status: number, body: unknown) {
    const armed = await control(started.url).send('POST', '/sandbox/faults', {
      body: { method, path, status, ...(body === undefined ? {} : { body }) },
    });
    expect(armed.status).toBe(201);
  }

  // One test per kind of answer, every call in it: a reset costs more than all six calls together.
  it.each(faults)('$answer ($status), on every kind of call', async ({ status, body, expected }) => {
    const outcomes: [string, unknown][] = [];
    for (const { name, method, path, call } of calls) {
      await arm(method, path, status, body);
      // A rejection would be a bug: it is kept as one, so the comparison below shows it.
      outcomes.push([name, await call(sanne).catch((thrown: unknown) => ({ rejected: String(thrown) }))]);
    }
    const error = expect.objectContaining({
      name: 'ServiceError',
      ...expected,
      originalError: expect.objectContaining({ status }),
    });
    expect(outcomes).toEqual(calls.map(({ name }) => [name, { ok: false, error }]));
  });

  it('answers normally again once the fault is used up', async () => {
    await arm('GET', `${cardsPath}/`, 500, undefined);
    expect(errorOf(await sanne.cards.list()).code).toBe('INTERNAL_SERVER_ERROR');
    expect(await sanne.cards.list()).toEqual({
      ok: true,
      value: expect.arrayContaining([expect.objectContaining({ paymentInstrumentId: 'sanne-dmc' })]),
    });
  });
});

/** Spec 7, "truthy = success": a 2xx that acknowledges nothing is not a success. */
const unacknowledging: { readonly answer: string; readonly body?: unknown }[] = [
  { answer: 'false', body: false },
  { answer: 'null', body: null },
  { answer: 'an empty body declared as JSON' },
];

const acknowledgedCalls: {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly code: string;
  readonly call: Call;
}[] = [
  {
    name: 'blocking',
    method: 'POST',
    path: `${cardsPath}/sanne-dmc/suspension`,
    code: 'MESSAGE_BAI540_1027',
    call: (a) => a.cards.block('sanne-dmc'),
  },
  {
    name: 'unblocking',
    method: 'POST',
    path: `${cardsPath}/sanne-maestro/resumption`,
    code: 'MESSAGE_BAI540_1031',
    call: (a) => a.cards.unblock('sanne-maestro'),
  },
  {
    name: 'the default region',
    method: 'PATCH',
    path: `${cardsPath}/sanne-dmc/geo-profile`,
    code: 'MESSAGE_BAI540_1014',
    call: (a) => a.regions.changeDefault('sanne-dmc', 'WORLD'),
  },
];

describe.each(storeVariants())('a 2xx that acknowledges nothing is a refusal, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: SandboxApp;

  beforeEach(async () => {
    await reset(started.url);
    await control(started.url).send('DELETE', '/sandbox/faults');
    sanne = await appOnSandbox(started.url, 'sanne');
  });

  it.each(unacknowledging)(
    '$answer: each change fails with its catalogue code, and nothing changed',
    async ({ body }) => {
      const before = await Promise.all([sanne.cards.details('sanne-dmc'), sanne.cards.details('sanne-maestro')]);
      for (const { method, path, code, call } of acknowledgedCalls) {
        const armed = await control(started.url).send('POST', '/sandbox/faults', {
          body: { method, path, status: 200, ...(body === undefined ? {} : { body }) },
        });
        expect(armed.status).toBe(201);
        const outcome = await call(sanne);
        expect(outcome).toEqual({
          ok: false,
          error: expect.objectContaining({ name: 'ServiceError', code, recoverable: true }),
        });
      }
      expect(await Promise.all([sanne.cards.details('sanne-dmc'), sanne.cards.details('sanne-maestro')])).toEqual(
        before,
      );
    },
  );

  it('a truthy answer is still a success', async () => {
    expect(await sanne.cards.block('sanne-dmc')).toEqual({ ok: true, value: undefined });
    expect(await sanne.cards.unblock('sanne-dmc')).toEqual({ ok: true, value: undefined });
    expect(await sanne.regions.changeDefault('sanne-dmc', 'WORLD')).toEqual({ ok: true, value: undefined });
  });
});

/** Docs/spec-readings.md, 12: a paid card is never ordered without its fee in view. */
const feeAnswers: { readonly answer: string; readonly body: unknown; readonly fee: number | 'unreadable' }[] = [
  {
    answer: 'product details without tariffConditions',
    body: { productId: '1101', productName: 'Betaalpas' },
    fee: 'unreadable',
  },
  { answer: 'a tariff without an amount', body: { tariffConditions: [{ currency: 'EUR' }] }, fee: 'unreadable' },
  { answer: 'an amount in words', body: { tariffConditions: [{ amount: 'vijf euro' }] }, fee: 'unreadable' },
  { answer: 'a negative amount', body: { tariffConditions: [{ amount: -7.5 }] }, fee: 'unreadable' },
  { answer: 'tariffConditions as an object', body: { tariffConditions: { amount: 7.5 } }, fee: 'unreadable' },
  { answer: 'an empty list of tariffs: a product without a tariff', body: { tariffConditions: [] }, fee: 0 },
  { answer: 'an amount as a numeric string', body: { tariffConditions: [{ amount: '12.50' }] }, fee: 12.5 },
];

describe.each(storeVariants())('the replace screen’s fee, read from the product details, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: SandboxApp;

  beforeEach(async () => {
    await reset(started.url);
    await control(started.url).send('DELETE', '/sandbox/faults');
    sanne = await appOnSandbox(started.url, 'sanne');
  });

  it.each(feeAnswers)('$answer: $fee', async ({ body, fee }) => {
    const app = sanne.store();
    await sanne.cardLoader().load();
    await sanne.cardLoader().select('sanne-dmc');
    const armed = await control(started.url).send('POST', '/sandbox/faults', {
      body: { method: 'GET', path: `${env.apiPrefix}/api/savings/v2/*/details`, status: 200, body },
    });
    expect(armed.status).toBe(201);
    const outcome = await sanne.container.get(PrepareReplacement).execute({ card: app.cards.selected! });
    // sanne-dmc may be reported lost or stolen: those go ahead without the fee (reading 12).
    if (fee === 'unreadable')
      expect(outcome).toEqual({
        ok: true,
        value: expect.objectContaining({ fee: undefined, reasons: ['STOLEN', 'LOST'] }),
      });
    else expect(outcome).toEqual({ ok: true, value: expect.objectContaining({ fee }) });
  });
});
