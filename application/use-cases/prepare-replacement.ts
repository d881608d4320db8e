import {
  CARD_OPERATION_PERMISSIONS,
  fail,
  ok,
  serviceError,
  type ReissueReason,
  type Result,
  type SelectedCard,
  type ServiceError,
} from '../../domain/index';
import type { CustomerAddress, Reissue } from '../ports/reissue';
import { missingPermission } from '../cards/missing-permission';

export type Replacement = {
  readonly address: CustomerAddress;
  /** Shown only when above 0 (section 9); 0 for a product without a tariff. */
  readonly fee: number;
  readonly reasons: readonly ReissueReason[];
};

/**
 * Section 2.7: what the replace screen shows before the customer asks — the delivery address
 * and the fee. Both must load: ordering a paid card without seeing its fee is not an option.
 */
export class PrepareReplacement {
  constructor(private readonly reissue: Reissue) {}

  async execute(input: { readonly card: SelectedCard }): Promise<Result<Replacement, ServiceError>> {
    const refused = missingPermission(input.card, CARD_OPERATION_PERMISSIONS.replace);
    if (refused) return fail(refused);
    const [address, fee] = await Promise.all([
      this.reissue.customerAddress(input.card.bcNumber),
      this.reissue.reissueFee(input.card.productId),
    ]);
    if (!address.ok) return address;
    if (!fee.ok) return fee;
    if (fee.value === undefined) return fail(serviceError('REISSUE_FEE_UNREADABLE'));
    return ok({ address: address.value, fee: fee.value, reasons: input.card.reissueReasons });
  }
}
