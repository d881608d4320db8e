import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Button } from '../widgets/button';
import { UnbrokenDates } from '../widgets/unbroken-dates';
import type { CardTripView } from './card-trips-view';

/**
 * Issue 35: each trip on the card with its settings grouped and their shared dates, and
 * "Cancel trip", which deletes them together (the cancel screen asks first).
 */
export function CardTrips({ trips }: { readonly trips: readonly CardTripView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
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
            <h3 className="settings-tile__title">
              <UnbrokenDates text={t('overview.trips.period', { startDate: trip.startDate, endDate: trip.endDate })} />
            </h3>
            <ul className="card-trips__settings">
              {trip.world ? <li>{t('overview.trips.world')}</li> : null}
              {trip.limits.map((limit) => (
                <li key={limit.limitType}>
                  {t(`overview.trips.limit.${limit.limitType}`, { amount: formatEuro(limit.amount, locale) })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => go(ROUTES.cancelTrip)}>
        {t(trips.length === 1 ? 'overview.trips.cancel' : 'overview.trips.cancelOne')}
      </Button>
    </section>
  );
}
