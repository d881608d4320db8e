import type { Environment } from '../../application/environment';
import type { Navigation } from '../../application/ports/navigation';
import type { ApplyPlainLayout } from '../../application/use-cases/apply-plain-layout';
import type { CheckSession } from '../../application/use-cases/check-session';
import type { LoadAuthLevel } from '../../application/use-cases/load-auth-level';
import type { LoadDisturbance } from '../../application/use-cases/load-disturbance';
import type { LoadPortalPart } from '../../application/use-cases/load-portal-part';
import type { ReadSessionTimeLeft } from '../../application/use-cases/read-session-time-left';
import type { ReturnFromAddressChange } from '../../application/use-cases/return-from-address-change';
import type { ReportNotificationSeen } from '../../application/use-cases/report-notification-seen';
import type { StartTracking } from '../../application/use-cases/start-tracking';
import type { SwitchLanguage } from '../../application/use-cases/switch-language';
import type { AppStore } from '../store/app-store';

/** What the page shell works with: the store, the environment, navigation and its use cases. */
export type ShellDependencies = {
  readonly app: AppStore;
  readonly environment: Environment;
  readonly navigation: Navigation;
  readonly checkSession: CheckSession;
  readonly applyPlainLayout: ApplyPlainLayout;
  readonly loadDisturbance: LoadDisturbance;
  readonly loadPortalPart: LoadPortalPart;
  readonly switchLanguage: SwitchLanguage;
  readonly reportNotificationSeen: ReportNotificationSeen;
  readonly loadAuthLevel: LoadAuthLevel;
  readonly returnFromAddressChange: ReturnFromAddressChange;
  readonly startTracking: StartTracking;
  readonly readTimeLeft: ReadSessionTimeLeft;
};
