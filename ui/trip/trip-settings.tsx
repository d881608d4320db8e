import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { UnbrokenDates } from '../widgets/unbroken-dates';
import type { CardTripView } from './card-trips-view';

type TripSettingsProps = {
  readonly trip: CardTripView;
  readonly headingClass: string;
  /** 3 under the overview's "Your trips"; 2 on a trip screen, where the page's h1 is right above. */
  readonly level: 2 | 3;
  /** The heading's id, for a button that acts on this trip to be described by it. */
  readonly headingId?: string;
};

/** A trip's shared dates as its heading, then what it sets: as the overview and the cancel screen list it. */
export function TripSettings({ trip, headingClass, level, headingId }: TripSettingsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading id={headingId} className={headingClass}>
        <UnbrokenDates text={t('overview.trips.period', { startDate: trip.startDate, endDate: trip.endDate })} />
      </Heading>
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
