import type { Container } from 'inversify';
import { bindReplacement } from '../../adapters/composition/replacement';
import { PortalLinks } from '../../application/portal-links';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { PrepareReplacement } from '../../application/use-cases/prepare-replacement';
import { ReplaceCard } from '../../application/use-cases/replace-card';
import { ReportNotificationSeen } from '../../application/use-cases/report-notification-seen';
import { ReturnFromAddressChange } from '../../application/use-cases/return-from-address-change';
import { StartAddressChange } from '../../application/use-cases/start-address-change';
import { bindPresenterOf } from '../container/bind-presenter';
import { AppStore } from '../store/app-store';
import { CardLoader } from '../cards/card-loader';
import { ReplaceCardPresenter } from './replace-card.presenter';

/** The replace screen's group (section 2.7): its use cases and presenter, bound as its chunk arrives. */
export function bind(container: Container): void {
  bindReplacement(container);
  bindPresenterOf(container, ReplaceCardPresenter, {
    app: AppStore,
    cards: CardLoader,
    portalLinks: PortalLinks,
    enterScreen: EnterScreen,
    prepareReplacement: PrepareReplacement,
    replaceCard: ReplaceCard,
    startAddressChange: StartAddressChange,
    returnFromAddressChange: ReturnFromAddressChange,
    reportNotificationSeen: ReportNotificationSeen,
  });
}
