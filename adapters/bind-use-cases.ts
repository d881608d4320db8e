import type { Container, Newable, ResolutionContext } from 'inversify';
import { Environment } from '../application/environment';
import { HandleError } from '../application/handle-error';
import { Analytics } from '../application/ports/analytics';
import { Cards } from '../application/ports/cards';
import { Clock } from '../application/ports/clock';
import { Disturbances } from '../application/ports/disturbances';
import { Limits } from '../application/ports/limits';
import { Navigation } from '../application/ports/navigation';
import { Portal } from '../application/ports/portal';
import { Regions } from '../application/ports/regions';
import { Reissue } from '../application/ports/reissue';
import { Session } from '../application/ports/session';
import { SessionStore } from '../application/ports/session-store';
import { Signing } from '../application/ports/signing';
import { ApplyPlainLayout } from '../application/use-cases/apply-plain-layout';
import { BlockCard } from '../application/use-cases/block-card';
import { ChangeEcommerceLimit } from '../application/use-cases/change-ecommerce-limit';
import { ChangeRegion } from '../application/use-cases/change-region';
import { ChangeSpendingLimit } from '../application/use-cases/change-spending-limit';
import { CheckSession } from '../application/use-cases/check-session';
import { CompleteSigning } from '../application/use-cases/complete-signing';
import { DeleteTemporaryLimit } from '../application/use-cases/delete-temporary-limit';
import { DeleteTemporaryRegion } from '../application/use-cases/delete-temporary-region';
import { EnterScreen } from '../application/use-cases/enter-screen';
import { LoadAuthLevel } from '../application/use-cases/load-auth-level';
import { LoadCardDetails } from '../application/use-cases/load-card-details';
import { LoadCards } from '../application/use-cases/load-cards';
import { LoadDisturbance } from '../application/use-cases/load-disturbance';
import { LoadPendingSignature } from '../application/use-cases/load-pending-signature';
import { LoadPortalPart } from '../application/use-cases/load-portal-part';
import { PostponeSigning } from '../application/use-cases/postpone-signing';
import { PrepareReplacement } from '../application/use-cases/prepare-replacement';
import { ReplaceCard } from '../application/use-cases/replace-card';
import { SelectCard } from '../application/use-cases/select-card';
import { SignPendingChange } from '../application/use-cases/sign-pending-change';
import { StartAddressChange } from '../application/use-cases/start-address-change';
import { SwitchLanguage } from '../application/use-cases/switch-language';
import { UnblockCard } from '../application/use-cases/unblock-card';
import { resolve } from './resolve';

type Factory<T> = (context: ResolutionContext) => T;

/** Use cases are stateless: one each, identified by their class. */
export function bindUseCases(container: Container): void {
  const bind = <T>(identifier: Newable<T>, factory: Factory<T>) =>
    container.bind<T>(identifier).toDynamicValue(factory).inSingletonScope();
  const port = resolve;

  bind(HandleError, (c) => new HandleError(port(c, Analytics)));
  bind(CheckSession, (c) => new CheckSession(port(c, Session)));
  bind(LoadAuthLevel, (c) => new LoadAuthLevel(port(c, Session)));
  bind(ApplyPlainLayout, (c) => new ApplyPlainLayout(port(c, SessionStore)));
  bind(EnterScreen, (c) => new EnterScreen(port(c, Navigation), port(c, Analytics)));
  bind(LoadDisturbance, (c) => new LoadDisturbance(port(c, Disturbances)));
  bind(LoadPortalPart, (c) => new LoadPortalPart(port(c, Portal)));
  bind(SwitchLanguage, (c) => new SwitchLanguage(port(c, Navigation), port(c, Environment)));
  bind(LoadCards, (c) => new LoadCards(port(c, Cards), port(c, SessionStore), port(c, Environment)));
  bind(LoadCardDetails, (c) => new LoadCardDetails(port(c, Cards), port(c, Environment)));
  bind(SelectCard, (c) => new SelectCard(port(c, SessionStore), c.get(LoadCardDetails)));
  bind(BlockCard, (c) => new BlockCard(port(c, Cards)));
  bind(UnblockCard, (c) => new UnblockCard(port(c, Cards)));
  bind(PrepareReplacement, (c) => new PrepareReplacement(port(c, Reissue)));
  bind(ReplaceCard, (c) => new ReplaceCard(port(c, Reissue)));
  bind(StartAddressChange, (c) => new StartAddressChange(port(c, SessionStore), port(c, Navigation), port(c, Environment)));
  bind(ChangeEcommerceLimit, (c) => new ChangeEcommerceLimit(port(c, Limits), port(c, SessionStore)));
  bind(ChangeSpendingLimit, (c) => new ChangeSpendingLimit(port(c, Limits), port(c, SessionStore), port(c, Clock)));
  bind(DeleteTemporaryLimit, (c) => new DeleteTemporaryLimit(port(c, Limits), port(c, SessionStore)));
  bind(ChangeRegion, (c) => new ChangeRegion(port(c, Regions), port(c, Clock)));
  bind(DeleteTemporaryRegion, (c) => new DeleteTemporaryRegion(port(c, Regions)));
  bind(LoadPendingSignature, (c) => new LoadPendingSignature(port(c, SessionStore)));
  bind(CompleteSigning, (c) => new CompleteSigning(port(c, SessionStore)));
  bind(PostponeSigning, (c) => new PostponeSigning(port(c, SessionStore)));
  bind(SignPendingChange, (c) => new SignPendingChange(port(c, Signing), port(c, SessionStore), c.get(CompleteSigning), c.get(PostponeSigning)));
}
