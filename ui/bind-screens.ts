import type { Container } from 'inversify';
import { Environment } from '../application/environment';
import { Clock } from '../application/ports/clock';
import { Navigation } from '../application/ports/navigation';
import { LoadPortalPart } from '../application/use-cases/load-portal-part';
import { SwitchLanguage } from '../application/use-cases/switch-language';
import { AppStore } from './app-store';
import { bindTransient } from './bind-transient';
import { OverviewPresenter } from './overview/overview.presenter';
import { ShellPresenter } from './shell/shell.presenter';

/**
 * The presenters of the first load: the shell and the overview (transient, one per mount).
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
  bindTransient(container, OverviewPresenter, (c) => new OverviewPresenter(c.get(AppStore), c.get<Clock>(Clock), c.get<Environment>(Environment)));
}
