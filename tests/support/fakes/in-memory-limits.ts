import type { LimitType } from '../../../domain/index';
import type { Limits, TemporaryLimitPayload } from '../../../application/ports/limits';
import type { SignItem } from '../../../application/ports/pending-signature';
import { ScriptedAnswers } from './scripted-answers';

/** Every accepted change answers with a fresh sign item, as the bank does. */
export class InMemoryLimits extends ScriptedAnswers implements Limits {
  private issued = 0;

  private signItem(): SignItem {
    this.issued += 1;
    return { sourceId: `source-${this.issued}`, tpsId: `tps-${this.issued}` };
  }

  changeDefault(paymentInstrumentId: string, limitType: LimitType, limitValue: number) {
    return this.answer('changeDefault', [paymentInstrumentId, limitType, limitValue], () => this.signItem());
  }

  createTemporary(paymentInstrumentId: string, payload: TemporaryLimitPayload) {
    return this.answer('createTemporary', [paymentInstrumentId, payload], () => this.signItem());
  }

  changeTemporary(paymentInstrumentId: string, temporaryLimitId: string, payload: TemporaryLimitPayload) {
    return this.answer('changeTemporary', [paymentInstrumentId, temporaryLimitId, payload], () => this.signItem());
  }

  deleteTemporary(paymentInstrumentId: string, temporaryLimitId: string) {
    return this.answer('deleteTemporary', [paymentInstrumentId, temporaryLimitId], () => this.signItem());
  }
}
