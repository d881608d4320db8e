import { changedTheCard, type ChangeRegion, type RegionChange } from '../../application/use-cases/change-region';
import type { DeleteTemporaryRegion } from '../../application/use-cases/delete-temporary-region';
import type { AppStore } from '../app-store';

export type RegionUseCases = {
  readonly changeRegion: ChangeRegion;
  readonly deleteTemporaryRegion: DeleteTemporaryRegion;
};

/**
 * The region editor's actions on the selected card (in its lazy chunk, with its use cases): the
 * bank changes the region at once; true means "notification shown, go to the overview".
 */
export class RegionChanges {
  constructor(
    private readonly app: AppStore,
    private readonly useCases: RegionUseCases,
  ) {}

  /** A replacement the bank left half done removed the old temporary setting: the card is reloaded. */
  changeRegion(change: Omit<RegionChange, 'card'>): Promise<boolean> {
    return this.app.confirmChange((card) => this.useCases.changeRegion.execute({ ...change, card }), changedTheCard);
  }

  deleteTemporaryRegion(): Promise<boolean> {
    return this.app.confirmChange((card) => this.useCases.deleteTemporaryRegion.execute({ card }));
  }
}
