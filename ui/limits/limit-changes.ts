import type { TemporaryLimitType } from '../../domain/index';
import type { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import type { ChangeSpendingLimit, SpendingLimitChange } from '../../application/use-cases/change-spending-limit';
import type { DeleteTemporaryLimit } from '../../application/use-cases/delete-temporary-limit';
import type { AppStore } from '../app-store';

export type LimitUseCases = {
  readonly changeEcommerceLimit: ChangeEcommerceLimit;
  readonly changeSpendingLimit: ChangeSpendingLimit;
  readonly deleteTemporaryLimit: DeleteTemporaryLimit;
};

/**
 * The limit editors' actions on the selected card (in their lazy chunk, with their use cases):
 * each hands the change off to signing through the app store; true means "go to /signing".
 */
export class LimitChanges {
  constructor(
    private readonly app: AppStore,
    private readonly useCases: LimitUseCases,
  ) {}

  changeEcommerceLimit(limitValue: number | undefined): Promise<boolean> {
    return this.app.handOff((card) => this.useCases.changeEcommerceLimit.execute({ card, limitValue }));
  }

  changeSpendingLimit(change: Omit<SpendingLimitChange, 'card'>): Promise<boolean> {
    return this.app.handOff((card) => this.useCases.changeSpendingLimit.execute({ ...change, card }));
  }

  deleteTemporaryLimit(limitType: TemporaryLimitType): Promise<boolean> {
    return this.app.handOff((card) => this.useCases.deleteTemporaryLimit.execute({ card, limitType }));
  }
}
