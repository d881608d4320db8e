import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingChangeSummary } from '../cards/pending-change-summary';
import { TripProgress } from '../cards/trip-progress';
import { usePresenter } from '../container/container-context';
import { ROUTES } from '../navigation/route-table';
import { useHeadingWhenFocusLost } from '../shell/page-heading';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { Notification } from '../widgets/notification';
import { Spinner } from '../widgets/spinner';
import { SigningPresenter } from './signing.presenter';
import '../styles/editors.css';

/**
 * Section 2.8, /signing: the portal's widget is placed in the host element. The loading text
 * sits after the host and is hidden by CSS once the widget is there.
 */
const SigningScreen = observer(function SigningScreen() {
  const presenter = usePresenter(SigningPresenter);
  const { t } = useTranslation();
  const go = useAppNavigate();
  const host = useRef<HTMLDivElement>(null);

  // Once per mounted page: `go` is new on each render and must not show the widget again.
  const sign = useEffectEvent((signal: AbortSignal) => {
    if (host.current) go(presenter.sign(host.current, signal));
  });
  useEffect(() => {
    const controller = new AbortController();
    sign(controller.signal);
    // Back to this page before the next one was drawn (sign later, then Back at once on a slow
    // phone): the page never left, so the widget is asked for again rather than "loading" standing.
    const back = () => {
      if (presenter.left) sign(controller.signal);
    };
    window.addEventListener('popstate', back);
    return () => {
      window.removeEventListener('popstate', back);
      controller.abort();
    };
  }, [presenter]);

  const view = presenter.viewModel;
  // The widget removes itself once it has answered; a page that stays (a trip half set, nothing
  // to sign) must not leave focus on <body> where the widget's code field was.
  useHeadingWhenFocusLost(view.kind !== 'signing');
  return (
    <div className="signing">
      {view.trip ? <TripProgress progress={view.trip} /> : null}
      {view.change ? (
        // Issue 12: the customer knows what they agree to without having to trust the portal's widget.
        <section className="signing__summary" aria-labelledby="signing-summary-title">
          <h2 id="signing-summary-title" className="signing__summary-title">
            {t('signing.summaryTitle')}
          </h2>
          <PendingChangeSummary change={view.change} named waiting={false} />
        </section>
      ) : null}
      <div ref={host} className="signing__host" />
      {view.kind === 'signing' ? (
        <div className="signing__loading">
          <Spinner text={t('signing.loading')} />
        </div>
      ) : (
        <>
          {view.kind === 'nothingToSign' ? (
            <Notification type="info">
              <p>{t('signing.nothingToSign')}</p>
            </Notification>
          ) : view.kind === 'failed' && view.tripHalfSet ? (
            // What was signed is set: a warning naming what is not, never a red "failed" (issue 35).
            <Notification type="warning">
              <TripProgress progress={view.tripHalfSet} halfSet />
            </Notification>
          ) : view.changeWaits ? (
            <p>{t('signing.unavailable')}</p>
          ) : null}
          <ButtonGroup primary={<Button onClick={() => go(ROUTES.overview)}>{t('signing.backToOverview')}</Button>} />
        </>
      )}
    </div>
  );
});

export default SigningScreen;
