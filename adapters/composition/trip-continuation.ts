import type { Container, ResolutionContext } from 'inversify';
import { changeBasketOffered } from '../../application/cards/change-basket-offered';
import { ChangeBaskets } from '../../application/ports/change-baskets';
import { ContinueTrip } from '../../application/use-cases/continue-trip';
import { bindUseCase, port, resolve } from './resolve';

/**
 * The bank's baskets (issue 35), only where the Environment names their path and an adapter is
 * bound: otherwise the trip's limits are signed one by one.
 */
export const basketsOf = (container: Container, c: ResolutionContext): ChangeBaskets | undefined =>
  changeBasketOffered(port(c, 'environment')) && container.isBound(ChangeBaskets)
    ? resolve(c, ChangeBaskets)
    : undefined;

/** What follows a trip's signature: bound with the signing page's use cases (which call it) and the trip's. */
export function bindTripContinuation(container: Container): void {
  bindUseCase(
    container,
    ContinueTrip,
    (c) => new ContinueTrip(port(c, 'limits'), port(c, 'regions'), port(c, 'sessionStore'), basketsOf(container, c)),
  );
}
