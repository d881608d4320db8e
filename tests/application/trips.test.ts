import { cardTrips, serviceError, type IsoDate, type Trip } from '../../domain/index';
import type { BasketChange, ChangeBaskets } from '../../application/ports/change-baskets';
import { CancelTrip } from '../../application/use-cases/cancel-trip';
import { CompleteSigning } from '../../application/use-cases/complete-signing';
import { ContinueTrip } from '../../application/use-cases/continue-trip';
import { LoadUnfinishedTrip } from '../../application/use-cases/load-unfinished-trip';
import { MakeTrip } from '../../application/use-cases/make-trip';
import { PlanTrip } from '../../application/use-cases/plan-trip';
import { ResumeSigning } from '../../application/use-cases/resume-signing';
import { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import { aCard } from '../support/builders/card';
import { FakeSigning } from '../support/fakes/fake-signing';
import { FixedClock } from '../support/fakes/fixed-clock';
import { InMemoryLimits } from '../support/fakes/in-memory-limits';
import { InMemoryRegions } from '../support/fakes/in-memory-regions';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { ScriptedAnswers } from '../support/fakes/scripted-answers';

// Issue 35: a trip made and cancelled through the ports, with fakes: limits first (one basket
// where the bank has one, else one signature each, "1 of 2"), World only once they are signed.

class InMemoryBaskets extends ScriptedAnswers implements ChangeBaskets {
  submit(paymentInstrumentId: string, changes: readonly BasketChange[]) {
    return this.answer('submit', [paymentInstrumentId, changes], () => ({ sourceId: 'basket', tpsId: 'tps-basket' }));
  }
}

const thailand: Trip = {
  destination: 'outsideEurope',
  firstDay: '2026-12-05' as IsoDate,
  lastDay: '2026-12-20' as IsoDate,
  withdrawalLimit: 1500,
  paymentLimit: 4000,
};
const dates = { startDate: '2026-12-04', endDate: '2026-12-21' };
const atm = { limitType: 'ATM', limitValue: 1500, ...dates };
const pos = { limitType: 'POS', limitValue: 4000, ...dates };
const world = { geoProfile: 'WORLD', ...dates };

const setUp = (withBaskets: boolean) => {
  const limits = new InMemoryLimits();
  const regions = new InMemoryRegions();
  const store = new InMemorySessionStore();
  const baskets = withBaskets ? new InMemoryBaskets() : undefined;
  const clock = new FixedClock();
  const continueTrip = new ContinueTrip(limits, regions, store, baskets);
  const signing = new FakeSigning();
  const sign = new SignPendingChange(signing, store, new CompleteSigning(store), continueTrip);
  const signed = async (decision: 'signed' | 'sentLater' = 'signed') => {
    const running = sign.execute({ host: {} });
    signing.decide(decision);
    return running;
  };
  return {
    limits,
    regions,
    store,
    baskets,
    signed,
    make: new MakeTrip(limits, regions, store, clock, baskets),
    cancel: new CancelTrip(limits, regions, store, baskets),
  };
};

describe('MakeTrip', () => {
  it('without a basket asks each limit in turn, 1 of 2 then 2 of 2, and sets World once both are signed', async () => {
    const { make, limits, regions, store, signed } = setUp(false);
    const first = await make.execute({ card: aCard().withId('a').selected(), trip: thailand });
    expect(first).toMatchObject({ kind: 'toSign', pending: { operationType: 'newTemporaryATMLimit' } });
    expect(store.pending?.trip).toMatchObject({ signature: 1, signatures: 2, purpose: 'make' });
    expect(store.pending?.trip?.waiting).toEqual([
      { kind: 'createLimit', payload: pos },
      { kind: 'createRegion', payload: world },
    ]);
    expect(limits.calls).toEqual([{ method: 'createTemporary', args: ['a', atm] }]);
    expect(regions.calls).toEqual([]);

    const second = await signed();
    expect(second).toMatchObject({ kind: 'toSign', pending: { trip: { signature: 2, signatures: 2 } } });
    expect(limits.callsOf('createTemporary')).toEqual([
      ['a', atm],
      ['a', pos],
    ]);
    expect(regions.calls).toEqual([]);

    expect(await signed()).toEqual({
      kind: 'done',
      action: 'save',
      notification: { type: 'positive', content: { scope: 'notifications', key: 'tripSet' } },
    });
    expect(regions.calls).toEqual([{ method: 'createTemporary', args: ['a', world] }]);
    expect(store.pending).toBeUndefined();
  });

  it('with a basket asks both limits under one signature, then World', async () => {
    const { make, limits, baskets, regions, signed } = setUp(true);
    const first = await make.execute({ card: aCard().withId('a').selected(), trip: thailand });
    expect(first).toMatchObject({
      kind: 'toSign',
      pending: { signItem: { tpsId: 'tps-basket' }, trip: { signatures: 1 } },
    });
    expect(baskets!.calls).toEqual([
      {
        method: 'submit',
        args: [
          'a',
          [
            { operation: 'createTemporaryLimit', payload: atm },
            { operation: 'createTemporaryLimit', payload: pos },
          ],
        ],
      },
    ]);
    expect(limits.calls).toEqual([]);
    expect((await signed()).kind).toBe('done');
    expect(regions.callsOf('createTemporary')).toEqual([['a', world]]);
  });

  it('sets World at once when the trip changes no limit; inside Europe with no limit sends nothing', async () => {
    const { make, regions, limits } = setUp(false);
    const worldOnly = { ...thailand, withdrawalLimit: undefined, paymentLimit: undefined };
    expect((await make.execute({ card: aCard().withId('a').selected(), trip: worldOnly })).kind).toBe('done');
    expect(regions.callsOf('createTemporary')).toEqual([['a', world]]);
    const europe = { ...worldOnly, destination: 'insideEurope' as const };
    expect(await make.execute({ card: aCard().selected(), trip: europe })).toMatchObject({
      kind: 'refused',
      error: { code: 'REQUEST_INVALID' },
    });
    expect(limits.calls).toEqual([]);
  });

  it('refuses with the first refusal’s code and sends nothing', async () => {
    const { make, limits, regions } = setUp(false);
    const card = aCard().withoutLinks('CREATE_TEMPORARY_LIMIT_ATM').selected();
    expect(await make.execute({ card, trip: thailand })).toMatchObject({
      kind: 'refused',
      error: { code: 'MESSAGE_BAI540_1005' },
    });
    expect([...limits.calls, ...regions.calls]).toEqual([]);
  });

  it('refuses a limit above what the account holds (0072), as the bank would, and sends nothing', async () => {
    const { make, limits, regions } = setUp(false);
    const card = aCard().withAccountBalance(640.25).selected();
    expect(await make.execute({ card, trip: thailand })).toMatchObject({
      kind: 'refused',
      error: { code: 'MESSAGE_BAI540_0072' },
    });
    expect([...limits.calls, ...regions.calls]).toEqual([]);
  });

  it('signed later, the trip waits with World still to come; the card changed if World then fails', async () => {
    const { make, store, regions, signed } = setUp(false);
    await make.execute({ card: aCard().withId('a').selected(), trip: { ...thailand, paymentLimit: undefined } });
    expect(await signed('sentLater')).toEqual({ kind: 'signedLater' });
    expect(store.pending?.trip?.waiting).toEqual([{ kind: 'createRegion', payload: world }]);
    regions.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    expect(await signed()).toMatchObject({ kind: 'changedMeanwhile', error: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('a trip stopped after a signature is kept as unfinished for the tab; Try again that sets it clears it', async () => {
    const { make, store, regions, signed } = setUp(false);
    await make.execute({ card: aCard().withId('a').selected(), trip: { ...thailand, paymentLimit: undefined } });
    regions.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    const stopped = await signed();
    const missing = { kind: 'createRegion', payload: world };
    expect(stopped).toMatchObject({ kind: 'changedMeanwhile', trip: { waiting: [missing] } });
    expect(store.unfinishedTrip()).toMatchObject({ paymentInstrumentId: 'a', signature: 2, waiting: [missing] });
    expect(new LoadUnfinishedTrip(store).execute()).toEqual(store.unfinishedTrip());

    // Try again counts on from the signature given, as the overview's notice does.
    const unfinished = store.unfinishedTrip()!;
    const again = new ContinueTrip(new InMemoryLimits(), regions, store);
    regions.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await again.execute({ progress: { ...unfinished, signature: unfinished.signature - 1 } });
    expect(store.unfinishedTrip()).toEqual(unfinished);
    expect(await again.execute({ progress: { ...unfinished, signature: unfinished.signature - 1 } })).toMatchObject({
      kind: 'done',
    });
    expect(store.unfinishedTrip()).toBeUndefined();
  });

  it('another card’s unfinished trip stays when this card’s trip goes on', async () => {
    const { make, store, signed } = setUp(false);
    const other = { paymentInstrumentId: 'b', purpose: 'make', signature: 1, signatures: 1, waiting: [] } as const;
    store.keepUnfinishedTrip({ ...other, waiting: [{ kind: 'createRegion', payload: world } as never] });
    await make.execute({ card: aCard().withId('a').selected(), trip: thailand });
    await signed();
    expect(store.unfinishedTrip()?.paymentInstrumentId).toBe('b');
  });

  it('a bank failure on the first call changed nothing: failed, with Try again', async () => {
    const { make, limits } = setUp(false);
    limits.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    const outcome = await make.execute({ card: aCard().selected(), trip: thailand });
    expect(outcome).toMatchObject({ kind: 'failed', action: 'save' });
    expect(outcome.kind === 'failed' && outcome.trip).toBe(undefined);
  });

  // Reading 103: should the bank have taken it, its signature waits on the card and the trip goes on from there.
  it.each(['NETWORK_UNAVAILABLE', 'REQUEST_TIMEOUT', 'RESPONSE_INVALID'])(
    'the first limit’s answer lost (%s): failed, with the calls after it',
    async (code) => {
      const { make, limits } = setUp(false);
      limits.failNext('createTemporary', serviceError(code));
      const outcome = await make.execute({ card: aCard().selected(), trip: thailand });
      expect(outcome).toMatchObject({ kind: 'failed', action: 'save', trip: { signature: 1, signatures: 2 } });
      const after = outcome.kind === 'failed' ? outcome.trip?.waiting.map((step) => step.kind) : undefined;
      expect(after).toEqual(['createLimit', 'createRegion']);
    },
  );
});

describe('CancelTrip', () => {
  const madeTrip = () =>
    aCard()
      .withId('a')
      .withTemporaryRegion({ temporaryGeoProfileId: 'geo-1', ...dates })
      .withTemporaryLimit('ATM', { temporaryLimitId: 'atm-1', limitValue: 1500, ...dates })
      .withTemporaryLimit('POS', { temporaryLimitId: 'pos-1', limitValue: 4000, ...dates })
      .selected();

  it('deletes the trip’s limits (one signature each) and then its World setting', async () => {
    const { cancel, limits, regions, signed } = setUp(false);
    const card = madeTrip();
    const [trip] = cardTrips(card);
    expect((await cancel.execute({ card, trip: trip! })).kind).toBe('toSign');
    expect(limits.callsOf('deleteTemporary')).toEqual([['a', 'pos-1']]);
    await signed();
    expect(limits.callsOf('deleteTemporary')).toEqual([
      ['a', 'pos-1'],
      ['a', 'atm-1'],
    ]);
    expect(regions.calls).toEqual([]);
    expect(await signed()).toMatchObject({
      kind: 'done',
      action: 'delete',
      notification: { content: { key: 'tripCancelled' } },
    });
    expect(regions.callsOf('deleteTemporary')).toEqual([['a', 'geo-1']]);
  });

  it('with a basket deletes both limits under one signature', async () => {
    const { cancel, baskets } = setUp(true);
    const card = madeTrip();
    await cancel.execute({ card, trip: cardTrips(card)[0]! });
    expect(baskets!.callsOf('submit')).toEqual([
      [
        'a',
        [
          { operation: 'deleteTemporaryLimit', temporaryLimitId: 'pos-1' },
          { operation: 'deleteTemporaryLimit', temporaryLimitId: 'atm-1' },
        ],
      ],
    ]);
  });

  it('sends nothing when one deletion would be refused (a missing link: 1019)', async () => {
    const { cancel, limits, regions } = setUp(false);
    const card = {
      ...madeTrip(),
      links: madeTrip().links.filter((link) => link.action !== 'DELETE_TEMPORARY_GEO_PROFILE'),
    };
    expect(await cancel.execute({ card, trip: cardTrips(card)[0]! })).toMatchObject({
      kind: 'refused',
      error: { code: 'MESSAGE_BAI540_1019' },
    });
    expect([...limits.calls, ...regions.calls]).toEqual([]);
  });
});

describe('PlanTrip', () => {
  it('plans on the selected card with the clock’s today', () => {
    const plan = new PlanTrip(new FixedClock()).execute({ card: aCard().selected(), trip: thailand });
    expect(plan.ok && plan.value.changes.map((change) => change.setting)).toEqual(['ATM', 'POS', 'REGION']);
  });

  it('plans with what the account holds: a limit above it is refused, per setting (0072)', () => {
    const card = aCard().withAccountBalance(640.25).selected();
    const plan = new PlanTrip(new FixedClock()).execute({ card, trip: { ...thailand, withdrawalLimit: 600 } });
    expect(!plan.ok && plan.error.map(({ setting, failure }) => [setting, failure.code])).toEqual([
      ['POS', 'MESSAGE_BAI540_0072'],
    ]);
  });
});

describe('ResumeSigning of a trip’s signature left for later', () => {
  it('keeps what follows the signature when the bank names the same item, and nothing for another', async () => {
    const { make, store } = setUp(false);
    await make.execute({ card: aCard().withId('a').selected(), trip: thailand });
    const kept = store.pending!;
    const change = { kind: 'described', signItem: kept.signItem, operationType: kept.operationType } as never;
    new ResumeSigning(store).execute({ change });
    expect(store.pending?.trip).toEqual(kept.trip);
    const other = {
      kind: 'described',
      signItem: { sourceId: 'x', tpsId: 'y' },
      operationType: kept.operationType,
    } as never;
    new ResumeSigning(store).execute({ change: other });
    expect(store.pending?.trip).toBeUndefined();
  });
});
