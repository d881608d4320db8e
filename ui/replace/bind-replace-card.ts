import type { Container } from 'inversify';
import { Environment } from '../../application/environment';
import { PrepareReplacement } from '../../application/use-cases/prepare-replacement';
import { ReplaceCard } from '../../application/use-cases/replace-card';
import { StartAddressChange } from '../../application/use-cases/start-address-change';
import { bindReplacement } from '../../adapters/composition/replacement';
import { AppStore } from '../app-store';
import { bindTransient } from '../bind-transient';
import { CardReplacement } from './card-replacement';
import { ReplaceCardPresenter } from './replace-card.presenter';

/**
 * Bound when the replace screen is first shown (it is a lazily loaded chunk): its use cases, the
 * actions that run them on the app store, and its presenter (transient, one per mount).
 */
export function bindReplaceCardPresenter(container: Container): void {
  if (container.isBound(CardReplacement)) return;
  bindReplacement(container);
  container
    .bind(CardReplacement)
    .toDynamicValue(
      (c) =>
        new CardReplacement(c.get(AppStore), {
          prepareReplacement: c.get(PrepareReplacement),
          replaceCard: c.get(ReplaceCard),
          startAddressChange: c.get(StartAddressChange),
        }),
    )
    .inSingletonScope();
  bindTransient(container, ReplaceCardPresenter, (c) => new ReplaceCardPresenter(c.get(AppStore), c.get<Environment>(Environment), c.get(CardReplacement)));
}
