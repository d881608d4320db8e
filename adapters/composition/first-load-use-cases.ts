import type { Container, Newable, ResolutionContext } from 'inversify';
import { HandleError } from '../../application/errors/handle-error';
import { ApplyPlainLayout } from '../../application/use-cases/apply-plain-layout';
import { BlockCard } from '../../application/use-cases/block-card';
import { CheckSession } from '../../application/use-cases/check-session';
import { ReturnFromAddressChange } from '../../application/use-cases/return-from-address-change';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { LoadAuthLevel } from '../../application/use-cases/load-auth-level';
import { LoadCardDetails } from '../../application/use-cases/load-card-details';
import { LoadCards } from '../../application/use-cases/load-cards';
import { LoadDisturbance } from '../../application/use-cases/load-disturbance';
import { LoadPendingSignature } from '../../application/use-cases/load-pending-signature';
import { LoadPortalPart } from '../../application/use-cases/load-portal-part';
import { ResumeSigning } from '../../application/use-cases/resume-signing';
import { ReadSessionTimeLeft } from '../../application/use-cases/read-session-time-left';
import { ReportNotificationSeen } from '../../application/use-cases/report-notification-seen';
import { SelectCard } from '../../application/use-cases/select-card';
import { StartTracking } from '../../application/use-cases/start-tracking';
import { SwitchLanguage } from '../../application/use-cases/switch-language';
import { UnblockCard } from '../../application/use-cases/unblock-card';
import { bindUseCase, port } from './resolve';

/**
 * The first load's use cases: the shell, the session and the overview. createContainer binds
 * them; the others (limit-editing.ts, region-editing.ts, replacement.ts, signing.ts,
 * card-history.ts, session-timeout.ts) are bound by the lazily loaded screens and parts that
 * call them, so the overview downloads neither them nor the rules they pull in (esbuild splits
 * by module).
 */
export function bindFirstLoadUseCases(container: Container): void {
  const bind = <T>(identifier: Newable<T>, factory: (context: ResolutionContext) => T) =>
    bindUseCase(container, identifier, factory);
  bind(HandleError, (c) => new HandleError(port(c, 'analytics')));
  bind(CheckSession, (c) => new CheckSession(port(c, 'session')));
  bind(LoadAuthLevel, (c) => new LoadAuthLevel(port(c, 'session')));
  bind(ApplyPlainLayout, (c) => new ApplyPlainLayout(port(c, 'sessionStore')));
  bind(EnterScreen, (c) => new EnterScreen(port(c, 'navigation'), port(c, 'analytics'), port(c, 'sessionStore')));
  bind(ReturnFromAddressChange, (c) => new ReturnFromAddressChange(port(c, 'sessionStore')));
  bind(StartTracking, (c) => new StartTracking(port(c, 'analytics')));
  bind(ReportNotificationSeen, (c) => new ReportNotificationSeen(port(c, 'analytics')));
  // The shell reads it to ask for the session-timeout warning's chunk when it can be due (issue 34).
  bind(
    ReadSessionTimeLeft,
    (c) => new ReadSessionTimeLeft(port(c, 'session'), port(c, 'clock'), port(c, 'environment')),
  );
  bind(LoadDisturbance, (c) => new LoadDisturbance(port(c, 'disturbances')));
  bind(LoadPortalPart, (c) => new LoadPortalPart(port(c, 'portal')));
  bind(
    SwitchLanguage,
    (c) => new SwitchLanguage(port(c, 'navigation'), port(c, 'environment'), port(c, 'sessionStore')),
  );
  bind(LoadCards, (c) => new LoadCards(port(c, 'cards'), port(c, 'sessionStore'), port(c, 'environment')));
  bind(LoadCardDetails, (c) => new LoadCardDetails(port(c, 'cards'), port(c, 'environment')));
  bind(SelectCard, (c) => new SelectCard(port(c, 'sessionStore'), c.get(LoadCardDetails)));
  bind(BlockCard, (c) => new BlockCard(port(c, 'cards')));
  bind(UnblockCard, (c) => new UnblockCard(port(c, 'cards')));
  bind(LoadPendingSignature, (c) => new LoadPendingSignature(port(c, 'sessionStore')));
  // The overview's and the editors' "Sign now" (issue 12): small, and offered from the first screen.
  bind(ResumeSigning, (c) => new ResumeSigning(port(c, 'sessionStore')));
}
