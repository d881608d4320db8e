import type { HandleError } from '../application/handle-error';
import type { ApplyPlainLayout } from '../application/use-cases/apply-plain-layout';
import type { BlockCard } from '../application/use-cases/block-card';
import type { CheckSession } from '../application/use-cases/check-session';
import type { EnterScreen } from '../application/use-cases/enter-screen';
import type { LoadAuthLevel } from '../application/use-cases/load-auth-level';
import type { LoadCardDetails } from '../application/use-cases/load-card-details';
import type { LoadCards } from '../application/use-cases/load-cards';
import type { LoadDisturbance } from '../application/use-cases/load-disturbance';
import type { LoadPendingSignature } from '../application/use-cases/load-pending-signature';
import type { SelectCard } from '../application/use-cases/select-card';
import type { SignPendingChange } from '../application/use-cases/sign-pending-change';
import type { UnblockCard } from '../application/use-cases/unblock-card';

/** Everything the app store calls; the lazily loaded screens bring the use cases only they call. */
export type AppUseCases = {
  readonly handleError: HandleError;
  readonly checkSession: CheckSession;
  readonly loadAuthLevel: LoadAuthLevel;
  readonly applyPlainLayout: ApplyPlainLayout;
  readonly enterScreen: EnterScreen;
  readonly loadDisturbance: LoadDisturbance;
  readonly loadCards: LoadCards;
  readonly loadCardDetails: LoadCardDetails;
  readonly selectCard: SelectCard;
  readonly blockCard: BlockCard;
  readonly unblockCard: UnblockCard;
  readonly loadPendingSignature: LoadPendingSignature;
  readonly signPendingChange: SignPendingChange;
};
