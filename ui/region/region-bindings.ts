import type { Container } from 'inversify';
import { bindRegionEditing } from '../../adapters/composition/region-editing';
import { PortalLinks } from '../../application/portal-links';
import { Clock } from '../../application/ports/clock';
import { ChangeRegion } from '../../application/use-cases/change-region';
import { DeleteTemporaryRegion } from '../../application/use-cases/delete-temporary-region';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { bindPresenterOf, derived } from '../container/bind-presenter';
import { AppStore } from '../store/app-store';
import { CardLoader } from '../cards/card-loader';
import { RegionPresenter } from './region.presenter';

/** The region editor's group (section 2.6): its use cases and presenter, bound as its chunk arrives. */
export function bind(container: Container): void {
  bindRegionEditing(container);
  bindPresenterOf(container, RegionPresenter, {
    app: AppStore,
    cards: CardLoader,
    clock: Clock,
    europeCountries: derived((context) => context.get<PortalLinks>(PortalLinks).europeCountries),
    enterScreen: EnterScreen,
    changeRegion: ChangeRegion,
    deleteTemporaryRegion: DeleteTemporaryRegion,
  });
}
