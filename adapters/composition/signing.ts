import type { Container } from 'inversify';
import { CompleteSigning } from '../../application/use-cases/complete-signing';
import { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import { ContinueTrip } from '../../application/use-cases/continue-trip';
import { bindUseCase, port } from './resolve';
import { bindTripContinuation } from './trip-continuation';

/** The signing page's use cases (section 2.8), bound by its lazily loaded chunk. */
export function bindSigning(container: Container): void {
  bindUseCase(container, CompleteSigning, (c) => new CompleteSigning(port(c, 'sessionStore')));
  bindTripContinuation(container);
  bindUseCase(
    container,
    SignPendingChange,
    (c) =>
      new SignPendingChange(port(c, 'signing'), port(c, 'sessionStore'), c.get(CompleteSigning), c.get(ContinueTrip)),
  );
}
