import type { CustomerAddress, Reissue, ReissueRequest } from '../../../application/ports/reissue';
import { ScriptedAnswers } from './scripted-answers';

export const AN_ADDRESS: CustomerAddress = {
  streetName: 'Damrak',
  houseNumber: '1',
  postCode: '1012 LG',
  cityName: 'Amsterdam',
};

export class InMemoryReissue extends ScriptedAnswers implements Reissue {
  constructor(
    public address: CustomerAddress = AN_ADDRESS,
    public fee: number | undefined = 7.5,
    /** The new card's id the bank's answer names, if any. */
    public replacementId: string | undefined = undefined,
  ) {
    super();
  }

  reissueFee(productId: string) {
    return this.answer('reissueFee', [productId], () => this.fee);
  }

  customerAddress(bcNumber: string) {
    return this.answer('customerAddress', [bcNumber], () => this.address);
  }

  request(paymentInstrumentId: string, request: ReissueRequest) {
    return this.answer('request', [paymentInstrumentId, request], () => this.replacementId);
  }
}
