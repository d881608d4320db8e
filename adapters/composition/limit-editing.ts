import type { Container } from 'inversify';
import { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import { ChangeSpendingLimit } from '../../application/use-cases/change-spending-limit';
import { DeleteTemporaryLimit } from '../../application/use-cases/delete-temporary-limit';
import { bindLimitsPort } from './lazy-ports';
import { bindUseCase, port } from './resolve';

/** The limit editors' use cases (sections 2.4, 2.5) and the limits' adapter, bound by their lazily loaded chunk. */
export function bindLimitEditing(container: Container): void {
  bindLimitsPort(container);
  bindUseCase(
    container,
    ChangeEcommerceLimit,
    (c) => new ChangeEcommerceLimit(port(c, 'limits'), port(c, 'sessionStore')),
  );
  bindUseCase(
    container,
    ChangeSpendingLimit,
    (c) => new ChangeSpendingLimit(port(c, 'limits'), port(c, 'sessionStore'), port(c, 'clock')),
  );
  bindUseCase(
    container,
    DeleteTemporaryLimit,
    (c) => new DeleteTemporaryLimit(port(c, 'limits'), port(c, 'sessionStore')),
  );
}
