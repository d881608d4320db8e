import type { Container } from 'inversify';
import { bindSigning } from '../../adapters/composition/signing';
import { DescribePendingChange } from '../../application/use-cases/describe-pending-change';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import { bindUnfinishedTrip, UnfinishedTrip } from '../cards/unfinished-trip';
import { bindPresenterOf } from '../container/bind-presenter';
import { AppStore } from '../store/app-store';
import { SigningPresenter } from './signing.presenter';

/** The signing page's group (section 2.8): its use cases and presenter, bound as its chunk arrives. */
export function bind(container: Container): void {
  bindSigning(container);
  bindUnfinishedTrip(container);
  bindPresenterOf(container, SigningPresenter, {
    app: AppStore,
    unfinishedTrip: UnfinishedTrip,
    enterScreen: EnterScreen,
    signPendingChange: SignPendingChange,
    describePendingChange: DescribePendingChange,
  });
}
