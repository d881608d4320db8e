import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionFailure } from '../cards/action-failure';
import { usePresenter } from '../container/container-context';
import { ReadOnlyCard } from '../editing/read-only-card';
import { ROUTES } from '../navigation/route-table';
import { useHeadingWhenFocusLost } from '../shell/page-heading';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { Spinner } from '../widgets/spinner';
import { useHolderKey } from '../widgets/business-area';
import { TripSettings } from './trip-settings';
import { CancelTripPresenter } from './cancel-trip.presenter';
import { useScreenEntry } from '../editing/use-screen-entry';
import { useReadWhenOutdated } from '../cards/use-read-when-outdated';
import '../styles/editors.css';
import '../styles/trip.css';
import '../styles/trip-screens.css';
import { TripWithoutCard } from './trip-without-card';
import { TripWaiting } from './trip-plan-section';

/** Issue 35, /cancel-trip: the card's trips with their settings, each cancelled (its settings deleted together) on request. */
const CancelTripScreen = observer(function CancelTripScreen() {
  const presenter = usePresenter(CancelTripPresenter);
  useScreenEntry(presenter);
  useReadWhenOutdated(presenter, presenter.readAnew);
  const { t } = useTranslation();
  // Reading 99: on a business page the trip is the holder's.
  const holderKey = useHolderKey();
  const go = useAppNavigate();
  const view = presenter.viewModel;
  const none = view.kind === 'cancel' && view.trips.length === 0;
  // The Cancel button that had the focus went with the trip: focus must not stay on <body>.
  useHeadingWhenFocusLost(none);
  if (view.kind === 'tripWaiting') return <TripWaiting progress={view.progress} />;
  if (view.kind !== 'cancel') return <TripWithoutCard kind={view.kind} card={presenter.withoutCard} />;
  const back = <Button onClick={() => go(ROUTES.overview)}>{t('trip.cancelTrip.back')}</Button>;
  if (view.trips.length === 0)
    return (
      <div className="trip-summary">
        <p>{t('trip.cancelTrip.noTrip')}</p>
        <ButtonGroup primary={back} />
      </div>
    );
  const busy = view.busy !== undefined;
  return (
    <div className="trip-summary">
      {view.failure ? (
        <ActionFailure failure={view.failure} onTryAgain={() => go(presenter.tryAgain())} busy={busy} />
      ) : null}
      <ReadOnlyCard card={view.card} />
      <p>{t('trip.cancelTrip.intro')}</p>
      {/* Said of limits to sign: not of a trip of World alone, deleted at once. */}
      {view.trips.some((trip) => trip.limits.length > 0) ? <p>{t('trip.cancelTrip.signing')}</p> : null}
      <ul className="trip-summary__changes">
        {view.trips.map((trip, index) => (
          <li key={`${trip.startDate}/${trip.endDate}`} className="trip-summary__change">
            <TripSettings trip={trip} headingClass="trip-plan__setting" level={2} headingId={`cancel-trip-${index}`} />
            {view.busy === index ? <Spinner text={t(holderKey('trip.cancelTrip.busy'))} /> : null}
            {/* Each trip's button has the same words: its dates tell a screen reader's list of buttons apart. */}
            <Button
              variant="secondary"
              aria-describedby={`cancel-trip-${index}`}
              aria-disabled={busy || undefined}
              onClick={busy ? undefined : () => go(presenter.confirm(index))}
            >
              {t('trip.cancelTrip.confirm')}
            </Button>
          </li>
        ))}
      </ul>
      <ButtonGroup primary={back} />
    </div>
  );
});

export default CancelTripScreen;
