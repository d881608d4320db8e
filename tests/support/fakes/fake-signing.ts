import { ok, type Result, type ServiceError } from '../../../domain/index';
import type { Signing, SigningOutcome, SigningRequest } from '../../../application/ports/signing';

/** A signing widget the test decides for: `decide('signed')` plays the customer. */
export class FakeSigning implements Signing {
  readonly requests: SigningRequest[] = [];
  private resolve: ((outcome: Result<SigningOutcome, ServiceError>) => void) | undefined;

  open(request: SigningRequest) {
    this.requests.push(request);
    return new Promise<Result<SigningOutcome, ServiceError>>((resolve) => {
      this.resolve = resolve;
    });
  }

  decide(outcome: SigningOutcome | Result<SigningOutcome, ServiceError>): void {
    this.resolve?.(typeof outcome === 'string' ? ok(outcome) : outcome);
  }
}
