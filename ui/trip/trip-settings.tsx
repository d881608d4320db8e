import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { UnbrokenDates } from '../widgets/unbroken-dates';
import type { CardTripView } from './card-trips-view';

/** A trip's shared dates as its heading, then what it sets: as the overview and the cancel screen list it. */
export function TripSettings({ trip, headingClass }: { readonly trip: CardTripView; readonly headingClass: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <h3 className={headingClass}>
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
    </>
  );
}
