import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { UnbrokenDates } from '../widgets/unbroken-dates';
import { useHolderKey } from '../widgets/business-area';
import type { TripProgressView, WaitingStepView } from './trip-progress-view';

const LIMIT_NAMES = { POS: 'overview.settings.payment.title', ATM: 'overview.settings.withdrawal.title' } as const;

export function WaitingStep({ step }: { readonly step: WaitingStepView }) {
  const { t } = useTranslation();
  // Reading 99: on a business page (the signing page's too) the trip is the holder's.
  const holderKey = useHolderKey();
  const locale = useLocale();
  switch (step.kind) {
    case 'limit':
      return (
        <UnbrokenDates
          text={t('generic.tripProgress.step.limit', {
            limit: t(LIMIT_NAMES[step.limitType]),
            amount: formatEuro(step.amount, locale),
            startDate: step.startDate,
            endDate: step.endDate,
          })}
        />
      );
    case 'world':
      return (
        <UnbrokenDates
          text={t('generic.tripProgress.step.world', { startDate: step.startDate, endDate: step.endDate })}
        />
      );
    case 'deleteLimit':
      return t(holderKey('generic.tripProgress.step.deleteLimit'), { limit: t(LIMIT_NAMES[step.limitType]) });
    case 'deleteWorld':
      return t(holderKey('generic.tripProgress.step.deleteWorld'));
  }
}

/**
 * Issue 35, "never half a trip without the customer being told": which of the trip's signatures
 * waits, and what is made (or deleted) only once it is given. The overview and the signing page.
 */
export function TripProgress({
  progress,
  halfSet = false,
}: {
  readonly progress: TripProgressView;
  /** The signature was given but a call after it failed: `waiting` are the calls not made. */
  readonly halfSet?: boolean;
}) {
  const { t } = useTranslation();
  const holderKey = useHolderKey();
  const { signature, signatures } = progress;
  return (
    <div className="trip-progress">
      <p className="trip-progress__signature">
        {halfSet
          ? t(holderKey(`generic.tripProgress.${progress.purpose}.halfSet`))
          : signatures > 1
            ? t(holderKey(`generic.tripProgress.${progress.purpose}.signatureOf`), { signature, signatures })
            : t(holderKey(`generic.tripProgress.${progress.purpose}.signature`))}
      </p>
      {progress.waiting.length > 0 ? (
        <>
          <p>{t(`generic.tripProgress.${progress.purpose}.${halfSet ? 'notDone' : 'then'}`)}</p>
          <ul className="trip-progress__waiting">
            {progress.waiting.map((step, index) => (
              <li key={index}>
                <WaitingStep step={step} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
