import { useTranslation } from 'react-i18next';
import { ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Button } from '../widgets/button';
import type { CardTripView } from './card-trips-view';
import { TripSettings } from './trip-settings';

/**
 * Issue 35: each trip on the card with its settings grouped and their shared dates, and
 * "Cancel trip", which deletes them together (the cancel screen asks first), where `cancellable`.
 */
export function CardTrips({
  trips,
  cancellable,
}: {
  readonly trips: readonly CardTripView[];
  readonly cancellable: boolean;
}) {
  const { t } = useTranslation();
  const go = useAppNavigate();
  if (trips.length === 0) return null;
  return (
    <section className="card-trips" aria-labelledby="card-trips-title">
      <h2 id="card-trips-title" className="settings__title">
        {t('overview.trips.title')}
      </h2>
      <ul className="card-trips__list">
        {trips.map((trip) => (
          <li key={`${trip.startDate}/${trip.endDate}`} className="card-trips__trip">
            <TripSettings trip={trip} headingClass="card-trips__title" level={3} />
          </li>
        ))}
      </ul>
      {cancellable ? (
        <Button variant="secondary" onClick={() => go(ROUTES.cancelTrip)}>
          {t(trips.length === 1 ? 'overview.trips.cancel' : 'overview.trips.cancelOne')}
        </Button>
      ) : null}
    </section>
  );
}
