import type { Container } from 'inversify';
import { HandleError } from '../application/handle-error';
import { ApplyPlainLayout } from '../application/use-cases/apply-plain-layout';
import { BlockCard } from '../application/use-cases/block-card';
import { CheckSession } from '../application/use-cases/check-session';
import { EnterScreen } from '../application/use-cases/enter-screen';
import { LoadAuthLevel } from '../application/use-cases/load-auth-level';
import { LoadCardDetails } from '../application/use-cases/load-card-details';
import { LoadCards } from '../application/use-cases/load-cards';
import { LoadDisturbance } from '../application/use-cases/load-disturbance';
import { LoadPendingSignature } from '../application/use-cases/load-pending-signature';
import { SelectCard } from '../application/use-cases/select-card';
import { SignPendingChange } from '../application/use-cases/sign-pending-change';
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
          loadPendingSignature: c.get(LoadPendingSignature),
          signPendingChange: c.get(SignPendingChange),
        }),
    )
    .inSingletonScope();
}
