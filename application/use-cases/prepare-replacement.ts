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
  /**
   * Shown only when above 0 (section 9); 0 for a product without a tariff. Undefined when it
   * could not be read or loaded: then only "lost" and "stolen" are offered (reasons).
   */
  readonly fee: number | undefined;
  readonly reasons: readonly ReissueReason[];
};

/**
 * A lost or stolen card is a card someone else may use: its replacement does not wait for the
 * fee service (docs/spec-readings.md, 12); the fee shows on the customer's statement.
 */
const URGENT_REASONS: readonly ReissueReason[] = ['LOST', 'STOLEN'];

/**
 * Section 2.7: what the replace screen shows before the customer asks — the delivery address
 * and the fee. Both must load for a defective card: ordering a paid card without seeing its fee
 * is not an option when it can wait. A lost or stolen one can be ordered without the fee.
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
    const { reissueReasons } = input.card;
    if (fee.ok && fee.value !== undefined)
      return ok({ address: address.value, fee: fee.value, reasons: reissueReasons });
    const urgent = reissueReasons.filter((reason) => URGENT_REASONS.includes(reason));
    if (urgent.length === 0) return fee.ok ? fail(serviceError('REISSUE_FEE_UNREADABLE')) : fee;
    return ok({ address: address.value, fee: undefined, reasons: urgent });
  }
}
