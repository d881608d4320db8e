import type { Container } from 'inversify';
import { bindTripContinuation } from '../../adapters/composition/trip-continuation';
import { ContinueTrip } from '../../application/use-cases/continue-trip';
import { observer } from 'mobx-react-lite';
import { CardLoader } from '../cards/card-loader';
import { bindUnfinishedTrip, UnfinishedTrip } from '../cards/unfinished-trip';
import { bindPresenterOf } from '../container/bind-presenter';
import { usePresenter } from '../container/container-context';
import { ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { AppStore } from '../store/app-store';
import { CardTrips } from './card-trips';
import { TripOffer } from './trip-offer';
import { TripUnfinishedNotice } from './trip-unfinished-notice';
import { TripWaitingNotice } from './trip-waiting-notice';
import { TripsSectionPresenter } from './trips-section.presenter';
import '../styles/trip.css';

/**
 * Issue 35 on the overview, under the settings tiles: a trip still waiting for a signature, "Going
 * abroad", and the card's trips with Cancel trip. Loaded lazily after the first card (its own chunk
 * and the journey's texts, ui/routing/route-manifest.ts), so the first load carries none of it.
 */
export const TripsSection = observer(function TripsSection() {
  const presenter = usePresenter(TripsSectionPresenter);
  const go = useAppNavigate();
  const { waiting, unfinished, offer, trips, cancellable } = presenter.viewModel;
  return (
    <>
      {/* The trip's waiting signature is the one kept for the signing page: it opens there as it is. */}
      <TripWaitingNotice progress={waiting} onSignNow={() => go(ROUTES.signing)} />
      <TripUnfinishedNotice missing={unfinished} onTryAgain={() => go(presenter.tryAgain())} />
      {offer ? <TripOffer offer={offer} /> : null}
      <CardTrips trips={trips} cancellable={cancellable} />
    </>
  );
});

export default TripsSection;

/** Run as this chunk arrives (routing/lazy-screen.ts): the section's presenter, and Try again's use case. */
export function bind(container: Container): void {
  bindTripContinuation(container);
  bindUnfinishedTrip(container);
  bindPresenterOf(container, TripsSectionPresenter, {
    app: AppStore,
    unfinishedTrip: UnfinishedTrip,
    continueTrip: ContinueTrip,
    cards: CardLoader,
  });
}
