import type { Container } from 'inversify';
import { HandleError } from '../application/handle-error';
import { ApplyPlainLayout } from '../application/use-cases/apply-plain-layout';
import { BlockCard } from '../application/use-cases/block-card';
import { ChangeEcommerceLimit } from '../application/use-cases/change-ecommerce-limit';
import { ChangeRegion } from '../application/use-cases/change-region';
import { ChangeSpendingLimit } from '../application/use-cases/change-spending-limit';
import { CheckSession } from '../application/use-cases/check-session';
import { DeleteTemporaryLimit } from '../application/use-cases/delete-temporary-limit';
import { DeleteTemporaryRegion } from '../application/use-cases/delete-temporary-region';
import { EnterScreen } from '../application/use-cases/enter-screen';
import { LoadAuthLevel } from '../application/use-cases/load-auth-level';
import { LoadCardDetails } from '../application/use-cases/load-card-details';
import { LoadCards } from '../application/use-cases/load-cards';
import { LoadDisturbance } from '../application/use-cases/load-disturbance';
import { LoadPendingSignature } from '../application/use-cases/load-pending-signature';
import { PrepareReplacement } from '../application/use-cases/prepare-replacement';
import { ReplaceCard } from '../application/use-cases/replace-card';
import { SelectCard } from '../application/use-cases/select-card';
import { SignPendingChange } from '../application/use-cases/sign-pending-change';
import { StartAddressChange } from '../application/use-cases/start-address-change';
import { UnblockCard } from '../application/use-cases/unblock-card';
import { AppStore } from './app-store';

/**
 * Adds the app store to the composition root (adapters never import ui/, so ui binds its own).
 * One store for the whole app: a singleton, identified by its class.
 */
export function bindAppStore(container: Container): void {
  container
    .bind(AppStore)
    .toDynamicValue(
      (c) =>
        new AppStore({
          handleError: c.get(HandleError),
          checkSession: c.get(CheckSession),
          loadAuthLevel: c.get(LoadAuthLevel),
          applyPlainLayout: c.get(ApplyPlainLayout),
          enterScreen: c.get(EnterScreen),
          loadDisturbance: c.get(LoadDisturbance),
          loadCards: c.get(LoadCards),
          loadCardDetails: c.get(LoadCardDetails),
          selectCard: c.get(SelectCard),
          blockCard: c.get(BlockCard),
          unblockCard: c.get(UnblockCard),
          prepareReplacement: c.get(PrepareReplacement),
          replaceCard: c.get(ReplaceCard),
          startAddressChange: c.get(StartAddressChange),
          changeEcommerceLimit: c.get(ChangeEcommerceLimit),
          changeSpendingLimit: c.get(ChangeSpendingLimit),
          deleteTemporaryLimit: c.get(DeleteTemporaryLimit),
          changeRegion: c.get(ChangeRegion),
          deleteTemporaryRegion: c.get(DeleteTemporaryRegion),
          loadPendingSignature: c.get(LoadPendingSignature),
          signPendingChange: c.get(SignPendingChange),
        }),
    )
    .inSingletonScope();
}
