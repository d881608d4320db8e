import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../domain/index';
import { ActionFailure } from '../cards/action-failure';
import { usePresenter } from '../container/container-context';
import { ReadOnlyCard } from '../editing/read-only-card';
import { useLocale } from '../i18n/use-locale';
import { ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { Notification } from '../widgets/notification';
import { Spinner } from '../widgets/spinner';
import { useHolderKey } from '../widgets/business-area';
import { tripDayText } from './trip-day';
import { TripSettings } from './trip-settings';
import type { CardTripView } from './card-trips-view';
import { useHeadingWhenFocusLost } from '../shell/page-heading';
import { AdjustmentReasons, KeptText, TripWaiting } from './trip-plan-section';
import type { TripChangeView } from './trip-plan-view';
import { TripSummaryPresenter } from './trip-summary.presenter';
import { useScreenEntry } from '../editing/use-screen-entry';
import { useReadWhenOutdated } from '../cards/use-read-when-outdated';
import '../styles/editors.css';
import '../styles/trip.css';
import '../styles/trip-screens.css';
import { TripWithoutCard } from './trip-without-card';

/** One setting, before → after, with the days it holds for and why they differ from the trip's. */
function SummedChange({ change }: { readonly change: TripChangeView }) {
  const { t } = useTranslation();
  const holderKey = useHolderKey();
  const locale = useLocale();
  const value = (side: 'before' | 'after') =>
    change.setting === 'REGION'
      ? t(`generic.regions.${change[side]}`)
      : t('overview.settings.perDay', { amount: formatEuro(change[side], locale) });
  return (
    <li className="trip-summary__change">
      <h2 className="trip-plan__setting">{t(`trip.plan.setting.${change.setting}`)}</h2>
      <dl className="trip-summary__values">
        <div>
          <dt>{t('trip.summary.now')}</dt>
          <dd>{value('before')}</dd>
        </div>
        <div>
          <dt>{t(holderKey('trip.summary.during'))}</dt>
          <dd>
            {value('after')}
            <br />
            {t('trip.summary.period', {
              startDate: tripDayText(change.startDate, locale),
              endDate: tripDayText(change.endDate, locale),
            })}
          </dd>
        </div>
      </dl>
      <AdjustmentReasons adjustments={change.adjustments} />
    </li>
  );
}

/** Back after Confirm, or the same trip set meanwhile: what the card holds for its days, nothing to confirm again. */
function TripConfirmed({ trips }: { readonly trips: readonly CardTripView[] }) {
  const { t } = useTranslation();
  const holderKey = useHolderKey();
  const go = useAppNavigate();
  // The Confirm button that had the focus is gone: focus must not stay on <body>.
  useHeadingWhenFocusLost(true);
  return (
    <div className="trip-summary">
      <Notification type="info">
        <p>{t(holderKey('trip.summary.confirmed'))}</p>
      </Notification>
      <ul className="trip-summary__changes">
        {trips.map((trip) => (
          <li key={`${trip.startDate}/${trip.endDate}`} className="trip-summary__change">
            <TripSettings trip={trip} headingClass="trip-plan__setting" level={2} />
          </li>
        ))}
      </ul>
      <ButtonGroup primary={<Button onClick={() => go(ROUTES.overview)}>{t('trip.summary.toOverview')}</Button>} />
    </div>
  );
}

/** Issue 35, /going-abroad-summary: before → after for each setting, how the limits are signed, and when World is set. */
const TripSummaryScreen = observer(function TripSummaryScreen() {
  const presenter = usePresenter(TripSummaryPresenter);
  useScreenEntry(presenter);
  useReadWhenOutdated(presenter, presenter.readAnew);
  const { t } = useTranslation();
  // Reading 99: on a business page the trip is the holder's, whoever sets the card up for it.
  const holderKey = useHolderKey();
  const locale = useLocale();
  const go = useAppNavigate();
  const view = presenter.viewModel;
  if (view.kind === 'loading' || view.kind === 'unavailable')
    return <TripWithoutCard kind={view.kind} card={presenter.withoutCard} />;
  if (view.kind === 'tripWaiting') return <TripWaiting progress={view.progress} />;
  if (view.kind === 'confirmed') return <TripConfirmed trips={view.trips} />;
  if (view.kind === 'noTrip')
    return (
      <div className="trip-summary">
        <p>{t('trip.summary.noTrip')}</p>
        <ButtonGroup primary={<Button onClick={() => go(ROUTES.trip)}>{t('trip.summary.toPlan')}</Button>} />
      </div>
    );
  const { signing } = view;
  const confirm = () => go(presenter.confirm());
  return (
    <div className="trip-summary">
      {view.failure ? <ActionFailure failure={view.failure} onTryAgain={confirm} busy={view.busy} /> : null}
      <ReadOnlyCard card={view.card} />
      <p>{t(holderKey('trip.summary.intro'))}</p>
      <p>
        {t(holderKey('trip.summary.trip'), {
          destination: t(`trip.summary.destination.${view.destination}`),
          firstDay: tripDayText(view.firstDay, locale),
          lastDay: tripDayText(view.lastDay, locale),
        })}
      </p>
      <ul className="trip-summary__changes">
        {view.changes.map((change) => (
          <SummedChange key={change.setting} change={change} />
        ))}
      </ul>
      {view.kept.map((kept) => (
        <p key={kept.setting} className="trip-plan__kept">
          <KeptText kept={kept} />
        </p>
      ))}
      <p className="trip-summary__signing">
        {signing.kind === 'none'
          ? t('trip.summary.signing.none')
          : signing.kind === 'once'
            ? t('trip.summary.signing.once', { count: signing.count })
            : t('trip.summary.signing.inTurn', { count: signing.count })}
      </p>
      {view.regionAfterSigning ? <p>{t('trip.summary.regionAfterSigning')}</p> : null}
      {view.busy ? <Spinner text={t(holderKey('trip.summary.saving'))} /> : null}
      <ButtonGroup
        primary={
          <Button aria-disabled={view.busy || undefined} onClick={view.busy ? undefined : confirm}>
            {t(signing.kind === 'none' ? 'trip.summary.confirmWithoutSigning' : 'trip.summary.confirm')}
          </Button>
        }
        secondary={
          <Button
            variant="secondary"
            aria-disabled={view.busy || undefined}
            onClick={view.busy ? undefined : () => go(ROUTES.trip)}
          >
            {t('trip.summary.change')}
          </Button>
        }
      />
    </div>
  );
});

export default TripSummaryScreen;
