import type { Container } from 'inversify';
import { changeBasketOffered } from '../../application/cards/change-basket-offered';
import { Environment } from '../../application/environment';
import { ChangeBaskets } from '../../application/ports/change-baskets';
import { HttpChangeBaskets } from '../http/http-change-baskets';
import { BankHttp } from './bank-http';
import { resolve } from './resolve';

/**
 * The bank's change baskets (issue 35), bound by the trip journey's lazily loaded chunk: the
 * port's HTTP adapter, only where the Environment names `changeBasketPath` (and unless a test
 * bound a fake first, createContainer's `changeBaskets`). Left unbound, the trip's limits are
 * asked and signed one by one.
 */
export function bindChangeBaskets(container: Container): void {
  if (container.isBound(ChangeBaskets)) return;
  const environment = resolve(container, Environment);
  if (!changeBasketOffered(environment)) return;
  container
    .bind(ChangeBaskets)
    .toDynamicValue((c) => new HttpChangeBaskets(resolve(c, BankHttp), environment.changeBasketPath ?? ''))
    .inSingletonScope();
}
