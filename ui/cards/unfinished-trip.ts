import type { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { TripProgress } from '../../application/ports/trip-progress';
import { LoadUnfinishedTrip } from '../../application/use-cases/load-unfinished-trip';

/**
 * Issue 35: a trip whose calls stopped after a signature was given (the bank failed on the next
 * limit or on World): the calls not made, the failed one first, so the overview keeps naming what
 * is missing and can try them again. Held as ContinueTrip keeps it (across reloads): read when
 * bound and again after each of a trip's continuations. Bound by the lazy groups that meet it
 * (the signing page's, the overview's trip section), so the first load carries none of it.
 */
export class UnfinishedTrip {
  constructor(public progress: TripProgress | undefined) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  keep(progress: TripProgress | undefined): void {
    this.progress = progress;
  }
}

export function bindUnfinishedTrip(container: Container): void {
  if (!container.isBound(UnfinishedTrip))
    container
      .bind(UnfinishedTrip)
      .toDynamicValue((c) => new UnfinishedTrip(c.get(LoadUnfinishedTrip).execute()))
      .inSingletonScope();
}
