import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { CancelModal } from '../editing/cancel-modal';
import { CancelRequest, NothingToLose } from '../editing/request-cancel';
import { useAppInstance } from '../navigation/app-instance';
import { entryState, mayEnter } from '../navigation/entry-guard';
import { layoutFlavour, ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { PageLayout } from '../shell/page-layout';
import { useShell } from '../shell/shell-context';
import { FailureBoundary } from '../widgets/failure-boundary';
import { Spinner } from '../widgets/spinner';
import { useRouteEffects } from './route-effects';
import { ScreenLoadFailure } from './screen-load-failure';
import { isRoute, routeFor } from './route-manifest';
import { screenFor } from './screens';

/**
 * Section 2.1: the screen of the current hash route in its layout. `/`, unknown paths, routes
 * without a screen and routes entered directly (the entry guard) all lead to the overview.
 */
export const RoutedPage = observer(function RoutedPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const arrival = useNavigationType();
  const go = useAppNavigate();
  const { presenter } = useShell();
  const instance = useAppInstance();
  const navigate = useNavigate();
  const found = routeFor(location.pathname);
  const Screen = found ? screenFor(found.path) : undefined;
  const admitted = found && Screen && mayEnter(found, location.state, instance, arrival, isRoute);
  const returned = found && Screen && !admitted && presenter.returnsTo(found.path);
  const route = admitted || returned ? found : undefined;

  // A page load the kept return let in (the language switch, back from the address change) is
  // this app start's entry from then on: Back to it from the next screen comes back here, as to
  // any entry the app made, once entering that screen has dropped the return.
  useEffect(() => {
    if (returned) void navigate(location, { replace: true, state: entryState(location.pathname, instance) });
  }, [returned, navigate, location, instance]);

  useRouteEffects(route, location, presenter.environment.brandName);
  useEffect(() => {
    presenter.applyRouteQuery(location.search);
    presenter.closeCancel();
  }, [presenter, location.key, location.search]);

  if (!route || !Screen) return <Navigate to={ROUTES.overview} replace />;

  const backToOverview = () => {
    presenter.closeCancel();
    go(ROUTES.overview);
  };

  // Issue 12.7: a screen with nothing to lose (a change in progress, nothing to edit) is left without a question.
  const requestCancel = presenter.nothingToLose ? backToOverview : presenter.requestCancel;

  return (
    <CancelRequest.Provider value={requestCancel}>
      <NothingToLose.Provider value={presenter.setNothingToLose}>
        <PageLayout route={route} flavour={layoutFlavour(route.layout, presenter.app.session.plainLayout)}>
          <FailureBoundary resetKey={route.path} fallback={<ScreenLoadFailure onReload={presenter.reloadPage} />}>
            <Suspense fallback={<Spinner text={t('shell.loading')} />}>
              {/* The cancel modal's texts come with the screen's (ui/i18n/<lang>/<part>.json), so the screen shows it. */}
              <Screen key={route.path}>
                {route.cancelModal ? (
                  <CancelModal
                    name={route.cancelModal}
                    open={presenter.cancelOpen}
                    onConfirm={backToOverview}
                    onClose={presenter.closeCancel}
                  />
                ) : null}
              </Screen>
            </Suspense>
          </FailureBoundary>
        </PageLayout>
      </NothingToLose.Provider>
    </CancelRequest.Provider>
  );
});
