import type { Region } from '../../../domain/index';
import type { Regions, TemporaryRegionPayload } from '../../../application/ports/regions';
import { ScriptedAnswers } from './scripted-answers';

export class InMemoryRegions extends ScriptedAnswers implements Regions {
  changeDefault(paymentInstrumentId: string, region: Region) {
    return this.answer('changeDefault', [paymentInstrumentId, region], () => undefined);
  }

  createTemporary(paymentInstrumentId: string, payload: TemporaryRegionPayload) {
    return this.answer('createTemporary', [paymentInstrumentId, payload], () => undefined);
  }

  deleteTemporary(paymentInstrumentId: string, temporaryGeoProfileId: string) {
    return this.answer('deleteTemporary', [paymentInstrumentId, temporaryGeoProfileId], () => undefined);
  }
}
