import type { Container } from 'inversify';
import { bindLimitEditing } from '../../adapters/composition/limit-editing';
import { PortalLinks } from '../../application/portal-links';
import { Clock } from '../../application/ports/clock';
import { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { ResumeSigning } from '../../application/use-cases/resume-signing';
import { bindPresenterOf } from '../container/bind-presenter';
import { AppStore } from '../store/app-store';
import { CardLoader } from '../cards/card-loader';
import { EcommerceLimitPresenter } from './ecommerce-limit.presenter';

/**
 * The online limit editor's group (section 2.4): the limits' use cases and its presenter, bound as
 * its chunk arrives. A group of its own, so the payment and withdrawal editors do not load it.
 */
export function bind(container: Container): void {
  bindLimitEditing(container);
  bindPresenterOf(container, EcommerceLimitPresenter, {
    app: AppStore,
    cards: CardLoader,
    clock: Clock,
    enterScreen: EnterScreen,
    portalLinks: PortalLinks,
    resumeSigning: ResumeSigning,
    changeEcommerceLimit: ChangeEcommerceLimit,
  });
}
