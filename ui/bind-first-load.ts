import type { Container } from 'inversify';
import { Environment } from '../application/environment';
import { PortalLinks } from '../application/portal-links';
import { HandleError } from '../application/errors/handle-error';
import { Clock } from '../application/ports/clock';
import { Navigation } from '../application/ports/navigation';
import { ApplyPlainLayout } from '../application/use-cases/apply-plain-layout';
import { BlockCard } from '../application/use-cases/block-card';
import { CheckSession } from '../application/use-cases/check-session';
import { EnterScreen } from '../application/use-cases/enter-screen';
import { LoadAuthLevel } from '../application/use-cases/load-auth-level';
import { LoadCardDetails } from '../application/use-cases/load-card-details';
import { LoadCards } from '../application/use-cases/load-cards';
import { LoadDisturbance } from '../application/use-cases/load-disturbance';
import { LoadPendingSignature } from '../application/use-cases/load-pending-signature';
import { LoadPortalPart } from '../application/use-cases/load-portal-part';
import { ReportNotificationSeen } from '../application/use-cases/report-notification-seen';
import { SelectCard } from '../application/use-cases/select-card';
import { StartTracking } from '../application/use-cases/start-tracking';
import { ReadSessionTimeLeft } from '../application/use-cases/read-session-time-left';
import { SwitchLanguage } from '../application/use-cases/switch-language';
import { UnblockCard } from '../application/use-cases/unblock-card';
import { ResumeSigning } from '../application/use-cases/resume-signing';
import { bindPresenterOf, resolveNeeds } from './container/bind-presenter';
import { OverviewPresenter } from './overview/overview.presenter';
import { ReturnFromAddressChange } from '../application/use-cases/return-from-address-change';
import { ShellPresenter } from './shell/shell.presenter';
import { AppStore } from './store/app-store';
import { CardLoader } from './cards/card-loader';

/**
 * What ui/ adds to the composition root for the first load (adapters never import ui/): the one
 * store, a singleton, and the presenters of the shell and the overview (transient, one per
 * mount), and the card loader every screen shares. A lazily loaded screen's module — and the session-timeout warning's, loaded once the
 * first card is painted — binds its own presenter when its chunk arrives (routing/lazy-screen.ts).
 */
export function bindFirstLoad(container: Container): void {
  container
    .bind(AppStore)
    .toDynamicValue(
      (c) =>
        new AppStore({
          handleError: c.get(HandleError),
          pendingSignature: c.get(LoadPendingSignature).execute(),
          navigation: c.get<Navigation>(Navigation),
        }),
    )
    .inSingletonScope();
  container
    .bind(CardLoader)
    .toDynamicValue(
      (c) =>
        new CardLoader(
          resolveNeeds(c, {
            app: AppStore,
            loadCards: LoadCards,
            selectCard: SelectCard,
            loadCardDetails: LoadCardDetails,
          }),
        ),
    )
    .inSingletonScope();
  bindPresenterOf(container, ShellPresenter, {
    app: AppStore,
    environment: Environment,
    navigation: Navigation,
    checkSession: CheckSession,
    applyPlainLayout: ApplyPlainLayout,
    loadDisturbance: LoadDisturbance,
    loadPortalPart: LoadPortalPart,
    switchLanguage: SwitchLanguage,
    reportNotificationSeen: ReportNotificationSeen,
    loadAuthLevel: LoadAuthLevel,
    returnFromAddressChange: ReturnFromAddressChange,
    startTracking: StartTracking,
    readTimeLeft: ReadSessionTimeLeft,
  });
  bindPresenterOf(container, OverviewPresenter, {
    app: AppStore,
    cards: CardLoader,
    clock: Clock,
    environment: Environment,
    portalLinks: PortalLinks,
    navigation: Navigation,
    enterScreen: EnterScreen,
    blockCard: BlockCard,
    unblockCard: UnblockCard,
    resumeSigning: ResumeSigning,
  });
}
