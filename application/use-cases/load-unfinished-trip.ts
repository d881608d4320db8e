import type { SessionStore } from '../ports/session-store';
import type { TripProgress } from '../ports/trip-progress';

/** Issue 35: the trip whose calls stopped after a signature, if any (kept across reloads by ContinueTrip). */
export class LoadUnfinishedTrip {
  constructor(private readonly store: SessionStore) {}

  execute(): TripProgress | undefined {
    return this.store.unfinishedTrip();
  }
}
