import type { Container } from 'inversify';
import { Clock } from '../../application/ports/clock';
import { Limits } from '../../application/ports/limits';
import { SessionStore } from '../../application/ports/session-store';
import { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import { ChangeSpendingLimit } from '../../application/use-cases/change-spending-limit';
import { DeleteTemporaryLimit } from '../../application/use-cases/delete-temporary-limit';
import { bindUseCase, resolve as port } from './resolve';

/** The limit editors' use cases (sections 2.4, 2.5), bound by their lazily loaded chunk. */
export function bindLimitEditing(container: Container): void {
  bindUseCase(container, ChangeEcommerceLimit, (c) => new ChangeEcommerceLimit(port(c, Limits), port(c, SessionStore)));
  bindUseCase(container, ChangeSpendingLimit, (c) => new ChangeSpendingLimit(port(c, Limits), port(c, SessionStore), port(c, Clock)));
  bindUseCase(container, DeleteTemporaryLimit, (c) => new DeleteTemporaryLimit(port(c, Limits), port(c, SessionStore)));
}
