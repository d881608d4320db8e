import type { SigningWidgetItem } from './pending-signature';
import { token } from '../token';
import type { Answer } from './answer';

/** Section 2.8: the widget emits signing-success or signing-send-later. */
export type SigningOutcome = 'signed' | 'sentLater';

/** Where the widget is placed; the UI owns it, the adapter only appends to it. */
export type SigningHost = object;

export type SigningRequest = {
  readonly host: SigningHost;
  readonly items: readonly SigningWidgetItem[];
  readonly signLater: boolean;
  /** Aborted when the customer leaves the page before deciding. */
  readonly signal?: AbortSignal;
};

/** The portal's signing widget. */
export interface Signing {
  /** Shows the widget and resolves once the customer signed or chose to sign later. */
  open(request: SigningRequest): Answer<SigningOutcome>;
}

export const Signing = token<Signing>('Signing');
