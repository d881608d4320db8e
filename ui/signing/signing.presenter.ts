import { makeAutoObservable } from 'mobx';
import type { SigningHost } from '../../application/ports/signing';
import type { AppStore } from '../app-store';
import { OVERVIEW_PATH, SIGNING_PATH, type Destination } from '../editing/paths';

export type SigningViewModel =
  /** The widget is loading or waiting for the customer. */
  | { readonly kind: 'signing' }
  /** The widget could not be shown (the notification says why); the change, if any, waits to be signed. */
  | { readonly kind: 'failed'; readonly changeWaits: boolean };

/**
 * Section 2.8: the signing widget with the stored sign item and "sign later" enabled. Signing
 * shows the notification for the stored operationType; either outcome returns to the overview.
 */
export class SigningPresenter {
  private failed = false;

  constructor(private readonly app: AppStore) {
    makeAutoObservable<SigningPresenter, 'app'>(this, { app: false }, { autoBind: true });
  }

  get viewModel(): SigningViewModel {
    return this.failed ? { kind: 'failed', changeWaits: this.app.pendingSignature !== undefined } : { kind: 'signing' };
  }

  /** Shows the widget in `host`; `signal` ends it when the customer leaves the page first. */
  async sign(host: SigningHost, signal: AbortSignal): Promise<Destination | undefined> {
    this.app.enterScreen(SIGNING_PATH);
    const outcome = await this.app.sign(host, signal);
    if (signal.aborted) return undefined;
    if (outcome) return OVERVIEW_PATH;
    this.setFailed();
    return undefined;
  }

  private setFailed(): void {
    this.failed = true;
  }
}
