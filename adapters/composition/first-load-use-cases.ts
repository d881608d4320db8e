import type { Container, Newable, ResolutionContext } from 'inversify';
import { Environment } from '../../application/environment';
import { HandleError } from '../../application/handle-error';
import { Analytics } from '../../application/ports/analytics';
import { Cards } from '../../application/ports/cards';
import { Clock } from '../../application/ports/clock';
import { Disturbances } from '../../application/ports/disturbances';
import { Navigation } from '../../application/ports/navigation';
import { Portal } from '../../application/ports/portal';
import { Session } from '../../application/ports/session';
import { SessionStore } from '../../application/ports/session-store';
import { Signing } from '../../application/ports/signing';
import { ApplyPlainLayout } from '../../application/use-cases/apply-plain-layout';
import { BlockCard } from '../../application/use-cases/block-card';
import { CheckSession } from '../../application/use-cases/check-session';
import { CompleteSigning } from '../../application/use-cases/complete-signing';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { ExtendSession } from '../../application/use-cases/extend-session';
import { LoadAuthLevel } from '../../application/use-cases/load-auth-level';
import { LoadCardDetails } from '../../application/use-cases/load-card-details';
import { LoadCards } from '../../application/use-cases/load-cards';
import { LoadDisturbance } from '../../application/use-cases/load-disturbance';
import { LoadPendingSignature } from '../../application/use-cases/load-pending-signature';
import { LoadPortalPart } from '../../application/use-cases/load-portal-part';
import { PostponeSigning } from '../../application/use-cases/postpone-signing';
import { ReadSessionTimeLeft } from '../../application/use-cases/read-session-time-left';
import { SelectCard } from '../../application/use-cases/select-card';
import { SignOut } from '../../application/use-cases/sign-out';
import { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import { SwitchLanguage } from '../../application/use-cases/switch-language';
import { UnblockCard } from '../../application/use-cases/unblock-card';
import { bindUseCase, resolve as port } from './resolve';

/**
 * The first load's use cases: the shell, the session, the overview and signing. createContainer
 * binds them; the editing ones (limit-editing.ts, region-editing.ts, replacement.ts) are bound by
 * the lazily loaded screens that call them, so the overview downloads neither them nor the rules
 * they pull in (esbuild splits by module).
 */
export function bindFirstLoadUseCases(container: Container): void {
  const bind = <T>(identifier: Newable<T>, factory: (context: ResolutionContext) => T) => bindUseCase(container, identifier, factory);
  bind(HandleError, (c) => new HandleError(port(c, Analytics)));
  bind(CheckSession, (c) => new CheckSession(port(c, Session)));
  bind(LoadAuthLevel, (c) => new LoadAuthLevel(port(c, Session)));
  bind(ReadSessionTimeLeft, (c) => new ReadSessionTimeLeft(port(c, Session), port(c, Clock), port(c, Environment)));
  bind(ExtendSession, (c) => new ExtendSession(port(c, Session)));
  bind(SignOut, (c) => new SignOut(port(c, Session)));
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
  bind(LoadPendingSignature, (c) => new LoadPendingSignature(port(c, SessionStore)));
  bind(CompleteSigning, (c) => new CompleteSigning(port(c, SessionStore)));
  bind(PostponeSigning, (c) => new PostponeSigning(port(c, SessionStore)));
  bind(SignPendingChange, (c) => new SignPendingChange(port(c, Signing), port(c, SessionStore), c.get(CompleteSigning), c.get(PostponeSigning)));
}
