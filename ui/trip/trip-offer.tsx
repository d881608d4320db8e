import { useTranslation } from 'react-i18next';
import { ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Button } from '../widgets/button';
import type { TripOfferView } from './trip-offer-view';

/** Issue 35: "Op reis" / "Going abroad" beside the settings tiles; on a World card, what it can still do. */
export function TripOffer({ offer }: { readonly offer: TripOfferView }) {
  const { t } = useTranslation();
  const go = useAppNavigate();
  return (
    <div className="trip-offer">
      <Button variant="secondary" onClick={() => go(ROUTES.trip)} aria-describedby="trip-offer-text">
        {t('overview.trip.button')}
      </Button>
      <p id="trip-offer-text" className="trip-offer__text">
        {t(`overview.trip.${offer.text}`)}
      </p>
    </div>
  );
}
