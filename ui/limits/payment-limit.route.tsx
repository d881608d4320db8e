import { PaymentLimitPresenter } from './limit-presenter-tokens';
import { SpendingLimitScreen } from './spending-limit.screen';

/** /edit-payment-limit, loaded lazily by the route table. */
export default function PaymentLimitRoute() {
  return <SpendingLimitScreen presenterToken={PaymentLimitPresenter} />;
}
