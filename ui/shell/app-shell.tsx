import { observer } from 'mobx-react-lite';
import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { usePresenter } from '../container/container-context';
import { useGiveWay } from '../first-paint/use-give-way';
import { usePrefetchNoticeTexts } from '../i18n/use-notice-texts';
import { AppInstance } from '../navigation/app-instance';
import { newInstanceId } from '../navigation/entry-guard';
import { LinkOrigins } from '../widgets/link-origins';
import { OptionalPart } from '../widgets/optional-part';
import { NotificationArea } from './notification-area';
import type { ChatClientElement } from './portal-elements';
import { BusinessArea } from '../widgets/business-area';
import { ShellContext, type Shell } from './shell-context';
import { ShellPresenter } from './shell.presenter';

const NO_ORIGINS: readonly string[] = [];

/**
 * The app inside a router: section 2.2, "The layout renders nothing until the session check has
 * finished". A check that fails without leaving the page (e.g. on the login page itself) shows
 * its error rather than an empty page. From then on the portal session's idle time is watched
 * (WCAG 2.2.1) by `timeoutWarning`, the warning's dialog (a chunk of its own, issue 14: none of it
 * is needed for the first card; issue 34: asked for a minute before it can show). The routed page comes as its child.
 */
export const AppShell = observer(function AppShell({
  children,
  timeoutWarning: TimeoutWarning,
}: {
  readonly children: ReactNode;
  readonly timeoutWarning: ComponentType;
}) {
  const presenter = usePresenter(ShellPresenter);
  const [instance] = useState(newInstanceId);
  const chat = useRef<ChatClientElement>(null);
  const shell = useMemo<Shell>(() => ({ presenter, chat }), [presenter]);

  // The session check gates everything (section 2.2): started at the commit, not after a paint.
  useLayoutEffect(() => {
    void presenter.start();
  }, [presenter]);
  // Issue 14: the notices' texts once the first card has been painted, not before it.
  usePrefetchNoticeTexts(presenter.firstCardShown);
  // Issue 34: a tab shown again looks at once whether the session-timeout warning can be due.
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') presenter.warning.look();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      document.removeEventListener('visibilitychange', onShown);
      presenter.warning.stop();
    };
  }, [presenter]);

  const { app } = presenter;
  // Issue 14: the page under the shell mounts in React's background pass, which it splits into
  // short tasks. The check's answer is a store change, which React renders at once, in one task:
  // the whole first page was one long task (Total Blocking Time). Unseen meanwhile: the first
  // card's paint stands until the overview's card is drawn (it gives way then).
  const checked = useDeferredValue(app.session.checked);
  useGiveWay(!app.session.checked && app.notifications.error !== undefined);
  if (!checked) {
    return app.notifications.error ? (
      <main id="main" className="page__main">
        <BusinessArea.Provider value={presenter.segment === 'business'}>
          <NotificationArea notifications={app.notifications} onShown={presenter.notificationShown} />
        </BusinessArea.Provider>
      </main>
    ) : null;
  }
  return (
    <ShellContext.Provider value={shell}>
      <AppInstance.Provider value={instance}>
        <BusinessArea.Provider value={presenter.segment === 'business'}>
          <LinkOrigins.Provider value={presenter.environment.linkOrigins ?? NO_ORIGINS}>
            {children}
          </LinkOrigins.Provider>
        </BusinessArea.Provider>
        {/* Issues 14 and 34: asked for once the first card has been painted and the warning can be due. */}
        {presenter.warning.due ? (
          <OptionalPart>
            <TimeoutWarning />
          </OptionalPart>
        ) : null}
      </AppInstance.Provider>
    </ShellContext.Provider>
  );
});
