import type { Container } from 'inversify';
import { CompleteSigning } from '../../application/use-cases/complete-signing';
import { DescribePendingChange } from '../../application/use-cases/describe-pending-change';
import { LoadCardDetails } from '../../application/use-cases/load-card-details';
import { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import { ContinueTrip } from '../../application/use-cases/continue-trip';
import { Environment } from '../../application/environment';
import { PortalSigning } from '../browser/portal-signing';
import { AdapterContext } from './adapter-context';
import { bindLazyPort, bindUseCase, port, resolve } from './resolve';
import { bindTripContinuation } from './trip-continuation';

/** The signing page's use cases (section 2.8) and the signing widget's adapter, bound by its lazily loaded chunk. */
export function bindSigning(container: Container): void {
  bindLazyPort(container, 'signing', (c) => {
    const { portal, brandAbbreviation } = resolve(c, Environment);
    const { scripts, document } = resolve(c, AdapterContext);
    return new PortalSigning(scripts(), document(), { script: portal.signingScript, brandAbbreviation });
  });
  bindUseCase(container, CompleteSigning, (c) => new CompleteSigning(port(c, 'sessionStore')));
  bindUseCase(container, DescribePendingChange, (c) => new DescribePendingChange(c.get(LoadCardDetails)));
  bindTripContinuation(container);
  bindUseCase(
    container,
    SignPendingChange,
    (c) =>
      new SignPendingChange(port(c, 'signing'), port(c, 'sessionStore'), c.get(CompleteSigning), c.get(ContinueTrip)),
  );
}
