import { useTranslation } from 'react-i18next';
import { TripProgress } from '../cards/trip-progress';
import type { TripProgressView } from '../cards/trip-progress-view';
import { Button } from '../widgets/button';
import { Notification } from '../widgets/notification';
import { useHolderKey } from '../widgets/business-area';

/**
 * Issue 35, after "sign later": a trip is never half set without the customer being told. The
 * tiles show what is set; this says a signature still waits, which one, what follows it, that a
 * next trip can follow it, and offers to sign now.
 */
export function TripWaitingNotice({
  progress,
  onSignNow,
}: {
  readonly progress: TripProgressView | undefined;
  readonly onSignNow: () => void;
}) {
  const { t } = useTranslation();
  // Reading 99: on a business page the trip and the settings are the card's, not the reader's.
  const holderKey = useHolderKey();
  if (!progress) return null;
  return (
    <Notification type="info" title={t(holderKey(`generic.tripProgress.${progress.purpose}.waits`))}>
      <p>{t(holderKey('generic.tripProgress.set'))}</p>
      <TripProgress progress={progress} />
      {/* "Going abroad" is not offered meanwhile: the bank would refuse a second trip's limits. */}
      <p>{t('generic.tripProgress.nextTrip')}</p>
      <Button variant="secondary" onClick={onSignNow}>
        {t('generic.pendingChange.signNow')}
      </Button>
    </Notification>
  );
}
