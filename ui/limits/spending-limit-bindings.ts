import type { Container } from 'inversify';
import type { TemporaryLimitType } from '../../domain/index';
import { bindLimitEditing } from '../../adapters/composition/limit-editing';
import { PortalLinks } from '../../application/portal-links';
import { Clock } from '../../application/ports/clock';
import { ChangeSpendingLimit } from '../../application/use-cases/change-spending-limit';
import { DeleteTemporaryLimit } from '../../application/use-cases/delete-temporary-limit';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { ResumeSigning } from '../../application/use-cases/resume-signing';
import { bindPresenter, resolveNeeds } from '../container/bind-presenter';
import { AppStore } from '../store/app-store';
import { CardLoader } from '../cards/card-loader';
import { PaymentLimitPresenter, WithdrawalLimitPresenter } from './limit-presenter-tokens';
import { SpendingLimitPresenter, type SpendingLimitDependencies } from './spending-limit.presenter';

const SPENDING_NEEDS = {
  app: AppStore,
  cards: CardLoader,
  clock: Clock,
  enterScreen: EnterScreen,
  portalLinks: PortalLinks,
  resumeSigning: ResumeSigning,
  changeSpendingLimit: ChangeSpendingLimit,
  deleteTemporaryLimit: DeleteTemporaryLimit,
} as const;

/**
 * The payment and withdrawal limit editors' group (section 2.5): the limits' use cases and their
 * presenters (one class, each screen its limit type), bound as their chunk arrives.
 */
export function bind(container: Container): void {
  bindLimitEditing(container);
  const spending = (limitType: TemporaryLimitType) => (context: Parameters<typeof resolveNeeds>[0]) =>
    new SpendingLimitPresenter(resolveNeeds<SpendingLimitDependencies>(context, SPENDING_NEEDS), limitType);
  bindPresenter(container, PaymentLimitPresenter, spending('POS'));
  bindPresenter(container, WithdrawalLimitPresenter, spending('ATM'));
}
