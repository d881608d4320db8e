import { loadCardId, loadCustomerId } from '../../sandbox/seed/load-customers';
import {
  cardOf,
  control,
  limitsPath,
  login,
  pendingSignItems,
  signingPath,
  storeVariants,
  useSandbox,
  type Browser,
} from './support/bank-client';

const LOAD_CUSTOMERS = 8;

describe.each(storeVariants())('load customers and resets under load, on $name', ({ store }) => {
  const started = useSandbox({ store, loadCustomers: LOAD_CUSTOMERS });
  let customers: Browser[];

  beforeAll(async () => {
    customers = await Promise.all(
      Array.from({ length: LOAD_CUSTOMERS }, (_, index) => login(started.url, loadCustomerId(index + 1))),
    );
  });

  it('gives every load customer one active card of their own to change and sign, outside the demo list', async () => {
    const demo = (await control(started.url).get('/sandbox/customers')).body.customers.map(
      (customer: any) => customer.id,
    );
    expect(demo).not.toContain(loadCustomerId(1));
    for (const [index, customer] of customers.entries()) {
      const list = (await customer.get(`/portal/apis/payment-instruments/v2/`)).body.paymentInstruments;
      expect(list.map((card: any) => card.paymentInstrumentId)).toEqual([loadCardId(index + 1)]);
    }
    const answer = await customers[0]!.send('PUT', `${limitsPath}/${loadCardId(1)}/permanent-limits/POS`, {
      body: { limitValue: 2600 },
    });
    expect(answer.status).toBe(200);
    const [item] = await pendingSignItems(started.url, loadCustomerId(1));
    expect(
      (await customers[0]!.send('POST', `${signingPath}/${item.signItemId}/signature`, { body: { code: item.code } }))
        .status,
    ).toBe(200);
    expect(
      (await cardOf(customers[0]!, loadCardId(1))).limits.find((limit: any) => limit.limitType === 'POS')
        .defaultLimitValue,
    ).toBe(2600);
  });

  it('resets while limit changes are still in flight, and ends on the seed', async () => {
    expect((await control(started.url).send('POST', '/sandbox/reset')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const changes = customers.flatMap((customer, index) =>
        [2600, 2700, 2800].map((limitValue) =>
          customer.send('PUT', `${limitsPath}/${loadCardId(index + 1)}/permanent-limits/POS`, { body: { limitValue } }),
        ),
      );
      const resets = [
        control(started.url).send('POST', '/sandbox/reset'),
        control(started.url).send('POST', '/sandbox/reset'),
      ];
      expect((await Promise.all(resets)).map((answer) => answer.status)).toEqual([200, 200]);
      // Landed before the reset (and wiped), refused behind one that did, or its card deleted under it.
      for (const answer of await Promise.all(changes)) expect([200, 404, 409]).toContain(answer.status);
    }
    expect((await control(started.url).send('POST', '/sandbox/reset')).status).toBe(200);
    expect(await pendingSignItems(started.url, loadCustomerId(1))).toEqual([]);
  }, 60_000);
});
