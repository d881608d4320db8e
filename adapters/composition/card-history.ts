import type { Container } from 'inversify';
import { Environment } from '../../application/environment';
import { CardHistory } from '../../application/ports/card-history';
import { LoadCardHistory } from '../../application/use-cases/load-card-history';
import { HttpCardHistory } from '../http/http-card-history';
import { BankHttp } from './bank-http';
import { bindUseCase, resolve } from './resolve';

/**
 * The overview's "Recent changes" (beyond the spec), bound by its lazily loaded chunk: the port's
 * HTTP adapter (unless a test bound a fake first, createContainer's `cardHistory`) and its use case.
 * Not a first-load port, so the overview downloads neither the adapter nor the history parser.
 */
export function bindCardHistory(container: Container): void {
  if (!container.isBound(CardHistory)) {
    container
      .bind(CardHistory)
      .toDynamicValue((c) => new HttpCardHistory(resolve(c, BankHttp), resolve(c, Environment).cardHistoryPath ?? ''))
      .inSingletonScope();
  }
  bindUseCase(container, LoadCardHistory, (c) => new LoadCardHistory(resolve(c, CardHistory), resolve(c, Environment)));
}
