import { observer } from 'mobx-react-lite';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../domain/index';
import { useGiveWay } from '../first-paint/use-give-way';
import type { LayoutFlavour, RouteMeta } from '../navigation/route-table';
import { ChatClient } from './chat-client';
import { ContactBlock } from './contact-block';
import { DisturbanceBanner } from './disturbance-banner';
import { NotificationArea } from './notification-area';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { useShell } from './shell-context';
import { Sidebar } from './sidebar';
import { TitleBar } from './title-bar';
import { Toolbar } from './toolbar';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/shell.css';

export type PageLayoutProps = {
  readonly route: RouteMeta;
  readonly flavour: LayoutFlavour;
  /** The screen. */
  readonly children: ReactNode;
};

export const STICKY_BOTTOM_ID = 'page-sticky-bottom';

/**
 * Section 2.2, the regions in order: disturbance banner, portal header, title bar, main area,
 * sidebar (right in two columns, left in sidebar-left), sticky bottom, footer, chat client. The
 * plain layout keeps only what belongs to the app itself.
 */
export const PageLayout = observer(function PageLayout({ route, flavour, children }: PageLayoutProps) {
  const { t, i18n } = useTranslation();
  const { presenter } = useShell();
  const plain = flavour === 'plain';
  const sidebar = !plain && route.showSidebar;
  const contact = !plain && !route.hideContactBlock;

  useEffect(() => presenter.loadChrome(!plain), [presenter, plain]);
  // Issue 14: the first module painted the overview; any other page takes its place at once.
  useGiveWay(route.name !== 'cardManagement');

  // The router owns the hash, so the skip link moves focus itself.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  };

  const skipLink = (
    <a className="skip-link" href="#main" onClick={skip}>
      {t('shell.skipLink')}
    </a>
  );

  // The skip link is the first thing to tab to. Beside the portal header it sits in the header's
  // landmark: axe cannot tell it is a skip link when the first link after it is in a shadow root.
  return (
    <div className={`page page--${flavour}`}>
      {plain ? skipLink : null}
      <DisturbanceBanner />
      {plain ? null : <PortalHeader skipLink={skipLink} />}
      <div className="page__body">
        <main id="main" className="page__main" tabIndex={-1}>
          {route.showTitleBar ? (
            <TitleBar
              route={route}
              backPath={
                plain || !route.backButton
                  ? undefined
                  : presenter.links(languageOf(i18n.language))[route.backButton.path]
              }
            />
          ) : null}
          {route.cancelModal ? <Toolbar route={route} /> : null}
          <NotificationArea
            notifications={presenter.app.notifications}
            onShown={presenter.notificationShown}
            cardPicker={route.cardPicker}
          />
          {children}
          {contact && !sidebar ? <ContactBlock /> : null}
        </main>
        {sidebar ? <Sidebar>{contact ? <ContactBlock /> : null}</Sidebar> : null}
      </div>
      {route.showStickyBottom ? <div id={STICKY_BOTTOM_ID} className="page__sticky-bottom" /> : null}
      {plain ? null : <PortalFooter />}
      {plain ? null : <ChatClient />}
    </div>
  );
});
