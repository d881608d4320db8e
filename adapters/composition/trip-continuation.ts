import type { Container, ResolutionContext } from 'inversify';
import { ChangeBaskets } from '../../application/ports/change-baskets';
import { ContinueTrip } from '../../application/use-cases/continue-trip';
import { LoadUnfinishedTrip } from '../../application/use-cases/load-unfinished-trip';
import { bindLimitsPort, bindRegionsPort } from './lazy-ports';
import { bindUseCase, port, resolve } from './resolve';

/**
 * The bank's baskets (issue 35) where `bindChangeBaskets` bound them (the Environment names
 * their path, or a test brought a fake); otherwise the trip's limits are signed one by one.
 */
export const basketsOf = (container: Container, c: ResolutionContext): ChangeBaskets | undefined =>
  container.isBound(ChangeBaskets) ? resolve(c, ChangeBaskets) : undefined;

/**
 * What follows a trip's signature, and what of a trip is still missing: bound with the signing
 * page's use cases (which call it) and the trip's. It binds no basket itself: a basket is always
 * a trip's first call (MakeTrip's, CancelTrip's), so what follows a signature never needs one,
 * and the signing chunk stays as it was.
 */
export function bindTripContinuation(container: Container): void {
  bindLimitsPort(container);
  bindRegionsPort(container);
  bindUseCase(
    container,
    ContinueTrip,
    (c) => new ContinueTrip(port(c, 'limits'), port(c, 'regions'), port(c, 'sessionStore'), basketsOf(container, c)),
  );
  bindUseCase(container, LoadUnfinishedTrip, (c) => new LoadUnfinishedTrip(port(c, 'sessionStore')));
}
