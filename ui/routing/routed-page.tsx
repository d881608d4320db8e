import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigationType } from 'react-router-dom';
import { CancelModal } from '../editing/cancel-modal';
import { CancelRequest, NothingToLose } from '../editing/request-cancel';
import { useAppInstance } from '../navigation/app-instance';
import { mayEnter } from '../navigation/entry-guard';
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
  const found = routeFor(location.pathname);
  const Screen = found ? screenFor(found.path) : undefined;
  const route =
    found && Screen && (mayEnter(found, location.state, instance, arrival, isRoute) || presenter.returnsTo(found.path))
      ? found
      : undefined;

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
