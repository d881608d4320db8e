import type { Container } from 'inversify';
import { Environment } from '../../application/environment';
import { ChangeRegion } from '../../application/use-cases/change-region';
import { DeleteTemporaryRegion } from '../../application/use-cases/delete-temporary-region';
import { HttpRegions } from '../http/http-regions';
import { BankHttp } from './bank-http';
import { bindLazyPort, bindUseCase, port, resolve } from './resolve';

/** The region editor's use cases (section 2.6) and the regions' adapter, bound by its lazily loaded chunk. */
export function bindRegionEditing(container: Container): void {
  bindLazyPort(container, 'regions', (c) => new HttpRegions(resolve(c, BankHttp), resolve(c, Environment).apiPrefix));
  bindUseCase(container, ChangeRegion, (c) => new ChangeRegion(port(c, 'regions'), port(c, 'clock')));
  bindUseCase(container, DeleteTemporaryRegion, (c) => new DeleteTemporaryRegion(port(c, 'regions')));
}
