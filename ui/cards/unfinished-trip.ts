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
  progress: TripProgress | undefined;

  constructor(private readonly load: LoadUnfinishedTrip) {
    this.progress = load.execute();
    makeAutoObservable<UnfinishedTrip, 'load'>(this, { load: false }, { autoBind: true });
  }

  /**
   * After one of a trip's continuations: the calls it could not make, or else what the tab still
   * keeps (another card's trip, or none); the outcome's own, should the storage have refused it.
   */
  continued(stopped: TripProgress | undefined): void {
    this.progress = stopped ?? this.load.execute();
  }
}

export function bindUnfinishedTrip(container: Container): void {
  if (!container.isBound(UnfinishedTrip))
    container
      .bind(UnfinishedTrip)
      .toDynamicValue((c) => new UnfinishedTrip(c.get(LoadUnfinishedTrip)))
      .inSingletonScope();
}
