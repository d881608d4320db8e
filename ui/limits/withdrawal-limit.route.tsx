import { WithdrawalLimitPresenter } from './limit-presenter-tokens';
import { SpendingLimitScreen } from './spending-limit.screen';

/** /edit-withdrawal-limit, loaded lazily by the route table. */
export default function WithdrawalLimitRoute() {
  return <SpendingLimitScreen presenterToken={WithdrawalLimitPresenter} />;
}
