import type { Container } from 'inversify';
import { bindTrips } from '../../adapters/composition/trips';
import { Environment } from '../../application/environment';
import { Clock } from '../../application/ports/clock';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { CancelTrip } from '../../application/use-cases/cancel-trip';
import { MakeTrip } from '../../application/use-cases/make-trip';
import { PlanTrip } from '../../application/use-cases/plan-trip';
import { ResumeSigning } from '../../application/use-cases/resume-signing';
import { CardLoader } from '../cards/card-loader';
import { bindPresenterOf } from '../container/bind-presenter';
import { AppStore } from '../store/app-store';
import { CancelTripPresenter } from './cancel-trip.presenter';
import { TripDraft } from './trip-draft';
import { TripSummaryPresenter } from './trip-summary.presenter';
import { TripPresenter } from './trip.presenter';

/** The "Going abroad" journey's group (issue 35): its use cases, its draft (shared by its screens) and their presenters. */
export function bind(container: Container): void {
  bindTrips(container);
  if (!container.isBound(TripDraft))
    container
      .bind(TripDraft)
      .toDynamicValue(() => new TripDraft())
      .inSingletonScope();
  const entry = { app: AppStore, cards: CardLoader, enterScreen: EnterScreen, draft: TripDraft } as const;
  bindPresenterOf(container, TripPresenter, { ...entry, planTrip: PlanTrip, clock: Clock });
  bindPresenterOf(container, TripSummaryPresenter, {
    ...entry,
    planTrip: PlanTrip,
    environment: Environment,
    makeTrip: MakeTrip,
    resumeSigning: ResumeSigning,
  });
  bindPresenterOf(container, CancelTripPresenter, { ...entry, cancelTrip: CancelTrip, resumeSigning: ResumeSigning });
}
