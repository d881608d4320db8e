import fc from 'fast-check';
import type { IsoDate, Trip } from '../../domain/index';
import type { BasketChange, ChangeBaskets } from '../../application/ports/change-baskets';
import { CompleteSigning } from '../../application/use-cases/complete-signing';
import { ContinueTrip } from '../../application/use-cases/continue-trip';
import { MakeTrip } from '../../application/use-cases/make-trip';
import { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import { plusDays } from '../support/arbitraries/day-numbers';
import { aCard, TODAY } from '../support/builders/card';
import { FakeSigning } from '../support/fakes/fake-signing';
import { FixedClock } from '../support/fakes/fixed-clock';
import { InMemoryLimits } from '../support/fakes/in-memory-limits';
import { InMemoryRegions } from '../support/fakes/in-memory-regions';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { ScriptedAnswers } from '../support/fakes/scripted-answers';

// Issue 35: "the plan is the same whether the bank's calls are made one by one or as a basket" —
// through the use cases: the same limits reach the bank either way, then the same World.

class InMemoryBaskets extends ScriptedAnswers implements ChangeBaskets {
  submit(paymentInstrumentId: string, changes: readonly BasketChange[]) {
    return this.answer('submit', [paymentInstrumentId, changes], () => ({ sourceId: 'basket', tpsId: 'tps-basket' }));
  }
}

/** Every call a trip makes, signing each signature as soon as it is asked for. */
async function callsOfTrip(trip: Trip, withBaskets: boolean) {
  const limits = new InMemoryLimits();
  const regions = new InMemoryRegions();
  const store = new InMemorySessionStore();
  const baskets = withBaskets ? new InMemoryBaskets() : undefined;
  const signing = new FakeSigning();
  const sign = new SignPendingChange(
    signing,
    store,
    new CompleteSigning(store),
    new ContinueTrip(limits, regions, store),
  );
  let outcome = await new MakeTrip(limits, regions, store, new FixedClock(), baskets).execute({
    card: aCard().withId('a').selected(),
    trip,
  });
  let signatures = 0;
  while (outcome.kind === 'toSign') {
    signatures += 1;
    const running = sign.execute({ host: {} });
    signing.decide('signed');
    outcome = await running;
  }
  const limitPayloads = [
    ...limits.callsOf('createTemporary').map((args) => args[1]),
    ...(baskets?.callsOf('submit') ?? []).flatMap((args) =>
      (args[1] as BasketChange[]).map((change) =>
        change.operation === 'createTemporaryLimit' ? change.payload : change,
      ),
    ),
  ];
  return { outcome: outcome.kind, signatures, limitPayloads, regions: regions.calls };
}

const tripArb: fc.Arbitrary<Trip> = fc
  .record({
    destination: fc.constantFrom('insideEurope' as const, 'outsideEurope' as const),
    start: fc.integer({ min: 0, max: 150 }),
    length: fc.integer({ min: 0, max: 40 }),
    withdrawalLimit: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
    paymentLimit: fc.option(fc.integer({ min: 0, max: 10000 }), { nil: undefined }),
  })
  .map(({ start, length, ...wishes }) => ({
    ...wishes,
    firstDay: plusDays(TODAY, start) as IsoDate,
    lastDay: plusDays(TODAY, start + length) as IsoDate,
  }));

describe('a trip made through the use cases', () => {
  it('sends the same limits and then the same World one by one as in one basket, with one signature per limit or one in all', async () => {
    await fc.assert(
      fc.asyncProperty(tripArb, async (trip) => {
        const oneByOne = await callsOfTrip(trip, false);
        const basket = await callsOfTrip(trip, true);
        expect(basket.limitPayloads).toEqual(oneByOne.limitPayloads);
        expect(basket.regions).toEqual(oneByOne.regions);
        expect(basket.outcome).toBe(oneByOne.outcome);
        expect(oneByOne.signatures).toBe(oneByOne.limitPayloads.length);
        expect(basket.signatures).toBe(Math.min(basket.limitPayloads.length, 1));
      }),
      { numRuns: 60 },
    );
  });
});
