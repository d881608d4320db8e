import type { PendingSignature } from '../../../application/ports/pending-signature';
import type { TripProgress } from '../../../application/ports/trip-progress';
import type { AddressChangeProcess, AddressChangeReturn, SessionStore } from '../../../application/ports/session-store';

export class InMemorySessionStore implements SessionStore {
  selectedId: string | undefined;
  pending: PendingSignature | undefined;
  unfinished: TripProgress | undefined;
  plain = false;
  readonly handover = new Map<string, readonly (readonly [string, string])[]>();
  addressChange: AddressChangeProcess | undefined;
  back: AddressChangeReturn | undefined;

  selectedCardId() {
    return this.selectedId;
  }

  keepSelectedCardId(paymentInstrumentId: string) {
    this.selectedId = paymentInstrumentId;
  }

  pendingSignature() {
    return this.pending;
  }

  keepPendingSignature(pending: PendingSignature) {
    this.pending = pending;
  }

  clearPendingSignature() {
    this.pending = undefined;
  }

  unfinishedTrip() {
    return this.unfinished;
  }

  keepUnfinishedTrip(progress: TripProgress | undefined) {
    this.unfinished = progress;
  }

  isPlainLayoutEnforced() {
    return this.plain;
  }

  enforcePlainLayout(enforced: boolean) {
    this.plain = enforced;
  }

  keepHandoverParameters(segment: string, parameters: readonly (readonly [string, string])[]) {
    this.handover.set(segment, parameters);
  }

  keepAddressChangeProcess(process: AddressChangeProcess) {
    this.addressChange = process;
  }

  addressChangeReturn() {
    return this.back;
  }

  keepAddressChangeReturn(back: AddressChangeReturn) {
    this.back = back;
  }

  clearAddressChangeReturn() {
    this.back = undefined;
  }
}
