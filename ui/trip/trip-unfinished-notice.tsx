import { useTranslation } from 'react-i18next';
import type { TripProgressView } from '../cards/trip-progress-view';
import { WaitingStep } from '../cards/trip-progress';
import { Button } from '../widgets/button';
import { Notification } from '../widgets/notification';
import { useHolderKey } from '../widgets/business-area';

/**
 * Issue 35, never half a trip untold: a trip's signature was given, then the bank failed on a call
 * after it (World, or the next limit). The tiles show what is set; this names what is not, with
 * Try again, which makes those calls from the failed one on.
 */
export function TripUnfinishedNotice({
  missing,
  onTryAgain,
}: {
  readonly missing: TripProgressView | undefined;
  readonly onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  // Reading 99: on a business page the trip is the holder's.
  const holderKey = useHolderKey();
  if (!missing) return null;
  const { purpose } = missing;
  return (
    <Notification type="warning" title={t(holderKey(`overview.trip.unfinished.${purpose}.title`))}>
      <p>{t(holderKey(`overview.trip.unfinished.${purpose}.body`))}</p>
      <ul className="trip-progress__waiting">
        {missing.waiting.map((step, index) => (
          <li key={index}>
            <WaitingStep step={step} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onTryAgain}>
        {t('actionFailure.tryAgain')}
      </Button>
    </Notification>
  );
}
