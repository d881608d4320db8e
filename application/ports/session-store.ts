import type { PendingSignature } from './pending-signature';
import type { TripProgress } from './trip-progress';
import { token } from '../token';

/** Section 2.7: what the personal-data page needs to change the address and come back. */
export type AddressChangeProcess = {
  readonly bcNumber: string;
  readonly callBackURL: string;
  readonly contentSource: 'multipliers';
  readonly process: 'address';
  readonly consumerId: string;
};

/**
 * Issue 12.8: the screen the address change started from, so the customer comes back to it
 * (the spec's callBackURL) with the card and the reason chosen before. Issue 33, item 5: the
 * language switch, a page load too, comes back to its screen the same way, with the form as typed.
 */
export type AddressChangeReturn = {
  readonly route: string;
  readonly paymentInstrumentId: string;
  readonly reason?: string | undefined;
  /** An editor's form as the customer left it; read as untrusted (the editor's `restore`). */
  readonly form?: Readonly<Record<string, unknown>> | undefined;
};

/** What the app keeps for the browser tab's lifetime; reads never trust what they find. */
export interface SessionStore {
  /** The card the customer chose last, so it stays selected across reloads. */
  selectedCardId(): string | undefined;
  keepSelectedCardId(paymentInstrumentId: string): void;
  /** The limit change waiting on the signing page. */
  pendingSignature(): PendingSignature | undefined;
  keepPendingSignature(pending: PendingSignature): void;
  clearPendingSignature(): void;
  /**
   * Issue 35: a trip whose calls stopped after a signature was given — the calls not made, the
   * failed one first — so the overview still names what is missing after a reload.
   */
  unfinishedTrip(): TripProgress | undefined;
  /** Undefined: nothing of a trip is missing (any more). */
  keepUnfinishedTrip(progress: TripProgress | undefined): void;
  /** Section 2.1, `enforcePlain`. */
  isPlainLayoutEnforced(): boolean;
  enforcePlainLayout(enforced: boolean): void;
  /** Section 2.9: the handover's other query parameters, under the first fragment segment. */
  keepHandoverParameters(segment: string, parameters: readonly (readonly [string, string])[]): void;
  keepAddressChangeProcess(process: AddressChangeProcess): void;
  /** Where the customer returns to from the personal-data page, until another screen is entered. */
  addressChangeReturn(): AddressChangeReturn | undefined;
  keepAddressChangeReturn(back: AddressChangeReturn): void;
  clearAddressChangeReturn(): void;
}

export const SessionStore = token<SessionStore>('SessionStore');
