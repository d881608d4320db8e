import type { Container } from 'inversify';
import { ChangeRegion } from '../../application/use-cases/change-region';
import { DeleteTemporaryRegion } from '../../application/use-cases/delete-temporary-region';
import { bindRegionsPort } from './lazy-ports';
import { bindUseCase, port } from './resolve';

/** The region editor's use cases (section 2.6) and the regions' adapter, bound by its lazily loaded chunk. */
export function bindRegionEditing(container: Container): void {
  bindRegionsPort(container);
  bindUseCase(container, ChangeRegion, (c) => new ChangeRegion(port(c, 'regions'), port(c, 'clock')));
  bindUseCase(container, DeleteTemporaryRegion, (c) => new DeleteTemporaryRegion(port(c, 'regions')));
}
