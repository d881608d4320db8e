import type { Container } from 'inversify';
import { Environment } from '../../application/environment';
import { Clock } from '../../application/ports/clock';
import { ChangeRegion } from '../../application/use-cases/change-region';
import { DeleteTemporaryRegion } from '../../application/use-cases/delete-temporary-region';
import { bindRegionEditing } from '../../adapters/composition/region-editing';
import { AppStore } from '../app-store';
import { bindTransient } from '../bind-transient';
import { RegionChanges } from './region-changes';
import { RegionPresenter } from './region.presenter';

/**
 * Bound when the region editor is first shown (its lazily loaded chunk): the region use cases,
 * the actions that run them on the app store, and the editor's presenter (transient, one per mount).
 */
export function bindRegionEditor(container: Container): void {
  if (container.isBound(RegionChanges)) return;
  bindRegionEditing(container);
  container
    .bind(RegionChanges)
    .toDynamicValue((c) => new RegionChanges(c.get(AppStore), { changeRegion: c.get(ChangeRegion), deleteTemporaryRegion: c.get(DeleteTemporaryRegion) }))
    .inSingletonScope();
  bindTransient(
    container,
    RegionPresenter,
    (c) => new RegionPresenter(c.get(AppStore), c.get<Clock>(Clock), c.get<Environment>(Environment).portal.europeCountries, c.get(RegionChanges)),
  );
}
