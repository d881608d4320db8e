import type { Container } from 'inversify';
import { Clock } from '../../application/ports/clock';
import { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import { ChangeSpendingLimit } from '../../application/use-cases/change-spending-limit';
import { DeleteTemporaryLimit } from '../../application/use-cases/delete-temporary-limit';
import { bindLimitEditing } from '../../adapters/composition/limit-editing';
import { AppStore } from '../app-store';
import { bindTransient } from '../bind-transient';
import { EcommerceLimitPresenter } from './ecommerce-limit.presenter';
import { PaymentLimitPresenter, WithdrawalLimitPresenter } from './limit-presenter-tokens';
import { LimitChanges } from './limit-changes';
import { SpendingLimitPresenter } from './spending-limit.presenter';

/**
 * Bound when a limit editor is first shown (their lazily loaded chunks): the limit use cases,
 * the actions that run them on the app store, and the three editors' presenters (transient: every
 * mounted screen gets a fresh one, so a form never shows what the customer left behind last time).
 */
export function bindLimitEditors(container: Container): void {
  if (container.isBound(LimitChanges)) return;
  bindLimitEditing(container);
  container
    .bind(LimitChanges)
    .toDynamicValue(
      (c) =>
        new LimitChanges(c.get(AppStore), {
          changeEcommerceLimit: c.get(ChangeEcommerceLimit),
          changeSpendingLimit: c.get(ChangeSpendingLimit),
          deleteTemporaryLimit: c.get(DeleteTemporaryLimit),
        }),
    )
    .inSingletonScope();
  bindTransient(container, EcommerceLimitPresenter, (c) => new EcommerceLimitPresenter(c.get(AppStore), c.get<Clock>(Clock), c.get(LimitChanges)));
  // One presenter class, two tokens (bindTransient takes a class).
  container
    .bind(PaymentLimitPresenter)
    .toDynamicValue((c) => new SpendingLimitPresenter(c.get(AppStore), c.get<Clock>(Clock), 'POS', c.get(LimitChanges)))
    .inTransientScope();
  container
    .bind(WithdrawalLimitPresenter)
    .toDynamicValue((c) => new SpendingLimitPresenter(c.get(AppStore), c.get<Clock>(Clock), 'ATM', c.get(LimitChanges)))
    .inTransientScope();
}
