import type { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { TripProgress } from '../../application/ports/trip-progress';

/**
 * Issue 35: a trip whose calls stopped after a signature was given (the bank failed on the next
 * limit or on World): the calls not made, the failed one first, so the overview keeps naming what
 * is missing and can try them again. One per app start, bound by the lazy groups that meet it
 * (the signing page's, the overview's trip section), so the first load carries none of it.
 */
export class UnfinishedTrip {
  progress: TripProgress | undefined = undefined;

  constructor() {
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
      .toDynamicValue(() => new UnfinishedTrip())
      .inSingletonScope();
}
