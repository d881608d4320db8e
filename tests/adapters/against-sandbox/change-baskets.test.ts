import { findLimit, type IsoDate, type LimitType } from '../../../domain/index';
import { ChangeBaskets, type BasketChange } from '../../../application/ports/change-baskets';
import { widgetItemsOf } from '../../../application/ports/pending-signature';
import { bindChangeBaskets } from '../../../adapters/composition/change-baskets';
import { HttpChangeBaskets } from '../../../adapters/http/http-change-baskets';
import { resolve } from '../../../adapters/composition/resolve';
import { createTestContainer } from '../../support/test-container';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { control, pendingSignItems, reset, storeVariants, useSandbox } from '../../sandbox/support/bank-client';
import { errorOf, valueOf } from './support/outcomes';
import { appOnSandbox, type SandboxApp } from './support/sandbox-app';

const day = (date: string) => date as IsoDate;
const trip = (limitType: 'POS' | 'ATM', limitValue: number): BasketChange => ({
  operation: 'createTemporaryLimit',
  payload: { startDate: day('2027-03-05'), endDate: day('2027-03-19'), limitType, limitValue },
});

describe.each(storeVariants())('the change-baskets port against the bank sandbox, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: SandboxApp;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await appOnSandbox(started.url, 'sanne');
    bindChangeBaskets(sanne.container);
  });

  const baskets = () => resolve(sanne.container, ChangeBaskets);
  const limitOf = async (type: LimitType) => findLimit(valueOf(await sanne.cards.details('sanne-dmc')).limits, type)!;

  it('HttpChangeBaskets posts the changes to the Environment’s path; one signature through the widget applies them all', async () => {
    expect(baskets()).toBeInstanceOf(HttpChangeBaskets);
    const signItem = valueOf(await baskets().submit('sanne-dmc', [trip('POS', 4000), trip('ATM', 1000)]));
    expect(sanne.lastSent('/portal/apis/payment-instruments/v2/sanne-dmc/change-baskets')).toMatchObject({
      method: 'POST',
    });
    expect((await pendingSignItems(started.url, 'sanne')).map((item) => item.signItemId)).toEqual([signItem.tpsId]);
    expect(await sanne.signing.open({ host: {}, items: widgetItemsOf(signItem), signLater: true })).toEqual({
      ok: true,
      value: 'signed',
    });
    expect((await limitOf('POS')).temporaryLimits).toContainEqual(
      expect.objectContaining({ limitValue: 4000, startDate: '2027-03-05', endDate: '2027-03-19' }),
    );
    expect((await limitOf('ATM')).temporaryLimits).toContainEqual(expect.objectContaining({ limitValue: 1000 }));
  });

  it('a change of the basket the bank refuses is the refusal, in catalogue terms, and nothing waits', async () => {
    const error = errorOf(await baskets().submit('sanne-dmc', [trip('POS', 4000), trip('ATM', 9999)]));
    expect(error.code).toBe('MESSAGE_BAI540_1011');
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
    expect((await limitOf('POS')).limitChangeRequest).toBeNull();
  });

  it('a failure injected after the first change is the bank failing: nothing waits, the same basket then goes through', async () => {
    await control(started.url).send('POST', '/sandbox/faults', {
      body: { method: 'POST', path: '/portal/apis/payment-instruments/v2/*/change-baskets/changes/1', status: 500 },
    });
    expect(errorOf(await baskets().submit('sanne-dmc', [trip('POS', 4000), trip('ATM', 1000)])).code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
    valueOf(await baskets().submit('sanne-dmc', [trip('POS', 4000), trip('ATM', 1000)]));
  });

  it('deletes a temporary limit and changes a permanent one in one basket: signed once, both applied', async () => {
    const details = async () => valueOf(await sanne.cards.details('sanne-travel')).limits;
    const [existing] = findLimit(await details(), 'POS')!.temporaryLimits ?? [];
    const signItem = valueOf(
      await baskets().submit('sanne-travel', [
        { operation: 'deleteTemporaryLimit', temporaryLimitId: existing!.temporaryLimitId },
        { operation: 'changePermanentLimit', limitType: 'ECOM', limitValue: 2000 },
      ]),
    );
    expect(await sanne.signing.open({ host: {}, items: widgetItemsOf(signItem), signLater: true })).toEqual({
      ok: true,
      value: 'signed',
    });
    expect(findLimit(await details(), 'POS')!.temporaryLimits ?? []).toEqual([]);
    expect(findLimit(await details(), 'ECOM')!.defaultLimitValue).toBe(2000);
  });
});

describe('a bank whose Environment names no basket', () => {
  it('binds no adapter: the trip asks its changes one by one', () => {
    const { changeBasketPath: _path, ...withoutBaskets } = DEFAULT_ENVIRONMENT;
    const container = createTestContainer({ environment: withoutBaskets });
    bindChangeBaskets(container);
    expect(container.isBound(ChangeBaskets)).toBe(false);
  });
});
