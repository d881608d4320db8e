import { token } from '../../application/token';
import type { SpendingLimitPresenter } from './spending-limit.presenter';

/** One presenter class, two screens: the container hands each its own limit type. */
export const PaymentLimitPresenter = token<SpendingLimitPresenter>('PaymentLimitPresenter');
export const WithdrawalLimitPresenter = token<SpendingLimitPresenter>('WithdrawalLimitPresenter');
