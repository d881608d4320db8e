import { CARD_OPERATION_PERMISSIONS, fail, ok, serviceError, type Result, type SelectedCard, type ServiceError } from '../../domain/index';
import { successNotification, type Notification } from '../notification';
import type { Reissue } from '../ports/reissue';
import { missingPermission } from '../cards/missing-permission';

/** Section 4, "Reissue": order a replacement for one of the reasons the bank allows for this card. */
export class ReplaceCard {
  constructor(private readonly reissue: Reissue) {}

  async execute(input: { readonly card: SelectedCard; readonly reason: string | undefined }): Promise<Result<Notification, ServiceError>> {
    const { card, reason } = input;
    const refused = missingPermission(card, CARD_OPERATION_PERMISSIONS.replace);
    if (refused) return fail(refused);
    if (!reason) return fail(serviceError('REASON_MISSING'));
    const allowed = card.reissueReasons.find((candidate) => candidate === reason);
    if (!allowed) return fail(serviceError('REASON_INVALID'));
    const answer = await this.reissue.request(card.paymentInstrumentId, {
      paymentInstrumentUsageId: card.paymentInstrumentUsageId,
      reason: allowed,
    });
    return answer.ok ? ok(successNotification('reissuedDebitCard')) : answer;
  }
}
