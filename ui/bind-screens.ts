import type { Container } from 'inversify';
import { Environment } from '../application/environment';
import { Clock } from '../application/ports/clock';
import { Navigation } from '../application/ports/navigation';
import { ExtendSession } from '../application/use-cases/extend-session';
import { LoadPortalPart } from '../application/use-cases/load-portal-part';
import { ReadSessionTimeLeft } from '../application/use-cases/read-session-time-left';
import { SignOut } from '../application/use-cases/sign-out';
import { SwitchLanguage } from '../application/use-cases/switch-language';
import { AppStore } from './app-store';
import { bindTransient } from './bind-transient';
import { OverviewPresenter } from './overview/overview.presenter';
import { SessionTimeoutPresenter } from './shell/session-timeout.presenter';
import { ShellPresenter } from './shell/shell.presenter';

/**
 * The presenters of the first load: the shell, its session-timeout warning and the overview
 * (transient, one per mount).
 * Lazily loaded screens bind their own presenters when first shown (usePresenter's binding).
 */
export function bindScreens(container: Container): void {
  bindTransient(
    container,
    ShellPresenter,
    (c) =>
      new ShellPresenter({
        app: c.get(AppStore),
        environment: c.get<Environment>(Environment),
        navigation: c.get<Navigation>(Navigation),
        loadPortalPart: c.get(LoadPortalPart),
        switchLanguage: c.get(SwitchLanguage),
      }),
  );
  bindTransient(
    container,
    SessionTimeoutPresenter,
    (c) => new SessionTimeoutPresenter({ readTimeLeft: c.get(ReadSessionTimeLeft), extend: c.get(ExtendSession), signOut: c.get(SignOut) }),
  );
  bindTransient(container, OverviewPresenter, (c) => new OverviewPresenter(c.get(AppStore), c.get<Clock>(Clock), c.get<Environment>(Environment)));
}
