import { useTranslation } from 'react-i18next';
import { ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import type { TripProgressView } from '../cards/trip-progress-view';
import { formatEuro, type KeptTripSetting } from '../../domain/index';
import { errorText } from '../i18n/error-text';
import { useLocale } from '../i18n/use-locale';
import { useNoticeTexts } from '../i18n/use-notice-texts';
import { useHolderKey } from '../widgets/business-area';
import { Spinner } from '../widgets/spinner';
import type { CardView } from '../editing/card-view';
import { ReadOnlyCard } from '../editing/read-only-card';
import { tripDayText } from './trip-day';
import { TripWaitingNotice } from './trip-waiting-notice';
import type { AdjustmentView, TripChangeView, TripPlanView } from './trip-plan-view';

/** Why a setting the trip concerns stays as it is, in one sentence. */
export function KeptText({ kept }: { readonly kept: KeptTripSetting }) {
  const { t } = useTranslation();
  // Reading 99: on a business page "this card", "the payment limit", not the reader's.
  const holderKey = useHolderKey();
  return kept.setting === 'REGION'
    ? t(holderKey(`trip.plan.kept.${kept.reason}`))
    : t(holderKey(`trip.plan.kept.${kept.reason}.${kept.setting}`));
}

/** Back to the plan or the summary while its trip waits for the signature: what the overview says, with Sign now. */
export function TripWaiting({ progress }: { readonly progress: TripProgressView }) {
  const go = useAppNavigate();
  return (
    <div className="trip">
      <TripWaitingNotice progress={progress} onSignNow={() => go(ROUTES.signing)} />
    </div>
  );
}

/**
 * Reading 111: the plan reached again while its trip's Confirm is on its way: the summary's status
 * and the plan, read-only; nothing to change or continue with until the bank has answered.
 */
export function TripBusy({ card, plan }: { readonly card: CardView; readonly plan: TripPlanView | undefined }) {
  const { t } = useTranslation();
  const holderKey = useHolderKey();
  return (
    <div className="trip">
      <ReadOnlyCard card={card} />
      <Spinner text={t(holderKey('trip.summary.saving'))} />
      <TripPlanSection plan={plan} />
    </div>
  );
}

/** Why a change's dates differ from the trip's own first or last day, one sentence each. */
export function AdjustmentReasons({ adjustments }: { readonly adjustments: readonly AdjustmentView[] }) {
  const { t } = useTranslation();
  const holderKey = useHolderKey();
  const locale = useLocale();
  return adjustments.map((adjustment) => (
    <p key={adjustment.field} className="trip-plan__reason">
      {t(holderKey(`trip.plan.adjusted.${adjustment.field}.${adjustment.reason}`), {
        planned: tripDayText(adjustment.planned, locale),
        tripDay: tripDayText(adjustment.tripDay, locale),
        holiday: adjustment.holiday ? t(`widgets.dateField.holidays.${adjustment.holiday}`) : '',
      })}
    </p>
  ));
}

/** One change: its setting, what it becomes for which days, and why a date differs from the trip's. */
function PlannedChange({ change }: { readonly change: TripChangeView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dates = { startDate: tripDayText(change.startDate, locale), endDate: tripDayText(change.endDate, locale) };
  return (
    <li className="trip-plan__change">
      <h3 className="trip-plan__setting">{t(`trip.plan.setting.${change.setting}`)}</h3>
      <p>
        {change.setting === 'REGION'
          ? t('trip.plan.change.REGION', dates)
          : t('trip.plan.change.limit', { ...dates, amount: formatEuro(change.after, locale) })}
      </p>
      <AdjustmentReasons adjustments={change.adjustments} />
    </li>
  );
}

/**
 * Issue 35: the plan as it follows the customer's answers, said politely as it changes: the
 * changes with their dates and reasons, what stays and why, or every refusal with the bank's
 * own message for its code.
 */
export function TripPlanSection({ plan }: { readonly plan: TripPlanView | undefined }) {
  const { t, i18n } = useTranslation();
  const holderKey = useHolderKey();
  // The refusals' messages are the catalogue's: re-rendered once its texts are in.
  useNoticeTexts(plan?.kind === 'refused' ? plan : undefined);
  return (
    <section className="trip-plan" aria-labelledby="trip-plan-title">
      <h2 id="trip-plan-title" className="trip-plan__title">
        {t(holderKey('trip.plan.title'))}
      </h2>
      <div aria-live="polite">
        {!plan ? <p>{t(holderKey('trip.plan.waiting'))}</p> : null}
        {plan?.kind === 'refused' ? (
          <>
            <p>{t(holderKey('trip.plan.refused'))}</p>
            <ul className="trip-plan__refusals">
              {plan.refusals.map((refusal, index) => (
                <li key={index}>
                  <strong>{t(holderKey(`trip.plan.setting.${refusal.setting}`))}:</strong>{' '}
                  {refusal.notAllowed ? t('editRegion.notAllowed.temporarily') : errorText(i18n, refusal.message)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {plan?.kind === 'plan' ? (
          <>
            {plan.changes.length === 0 ? <p>{t('trip.plan.nothing')}</p> : null}
            <ul className="trip-plan__changes">
              {plan.changes.map((change) => (
                <PlannedChange key={change.setting} change={change} />
              ))}
            </ul>
            {plan.kept.map((kept) => (
              <p key={kept.setting} className="trip-plan__kept">
                <KeptText kept={kept} />
              </p>
            ))}
          </>
        ) : null}
      </div>
    </section>
  );
}
