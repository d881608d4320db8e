import type { Container } from 'inversify';
import { Environment } from '../../application/environment';
import { Clock } from '../../application/ports/clock';
import { AppStore } from '../app-store';
import { EcommerceLimitPresenter } from '../limits/ecommerce-limit.presenter';
import { PaymentLimitPresenter, WithdrawalLimitPresenter } from '../limits/limit-presenter-tokens';
import { SpendingLimitPresenter } from '../limits/spending-limit.presenter';
import { RegionPresenter } from '../region/region.presenter';
import { SigningPresenter } from '../signing/signing.presenter';

/**
 * Adds the presenters of the editors and the signing page to the composition root (after
 * `bindAppStore`). Transient: every mounted screen gets a fresh one, so a form never shows what
 * the customer left behind last time.
 */
export function bindEditorPresenters(container: Container): void {
  container
    .bind(EcommerceLimitPresenter)
    .toDynamicValue((c) => new EcommerceLimitPresenter(c.get(AppStore), c.get<Clock>(Clock)))
    .inTransientScope();
  container
    .bind(PaymentLimitPresenter)
    .toDynamicValue((c) => new SpendingLimitPresenter(c.get(AppStore), c.get<Clock>(Clock), 'POS'))
    .inTransientScope();
  container
    .bind(WithdrawalLimitPresenter)
    .toDynamicValue((c) => new SpendingLimitPresenter(c.get(AppStore), c.get<Clock>(Clock), 'ATM'))
    .inTransientScope();
  container
    .bind(RegionPresenter)
    .toDynamicValue((c) => new RegionPresenter(c.get(AppStore), c.get<Clock>(Clock), c.get<Environment>(Environment).portal.europeCountries))
    .inTransientScope();
  container
    .bind(SigningPresenter)
    .toDynamicValue((c) => new SigningPresenter(c.get(AppStore)))
    .inTransientScope();
}
