import type { Container } from 'inversify';
import { CancelTrip } from '../../application/use-cases/cancel-trip';
import { MakeTrip } from '../../application/use-cases/make-trip';
import { PlanTrip } from '../../application/use-cases/plan-trip';
import { bindChangeBaskets } from './change-baskets';
import { bindLimitsPort, bindRegionsPort } from './lazy-ports';
import { bindUseCase, port } from './resolve';
import { basketsOf, bindTripContinuation } from './trip-continuation';

/** The trip journey's use cases (issue 35), bound by its lazily loaded chunk, with the bank's baskets where it has them. */
export function bindTrips(container: Container): void {
  bindChangeBaskets(container);
  bindLimitsPort(container);
  bindRegionsPort(container);
  bindTripContinuation(container);
  bindUseCase(container, PlanTrip, (c) => new PlanTrip(port(c, 'clock')));
  bindUseCase(
    container,
    MakeTrip,
    (c) =>
      new MakeTrip(
        port(c, 'limits'),
        port(c, 'regions'),
        port(c, 'sessionStore'),
        port(c, 'clock'),
        basketsOf(container, c),
      ),
  );
  bindUseCase(
    container,
    CancelTrip,
    (c) => new CancelTrip(port(c, 'limits'), port(c, 'regions'), port(c, 'sessionStore'), basketsOf(container, c)),
  );
}
