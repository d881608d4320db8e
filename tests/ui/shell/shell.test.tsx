/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, LANGUAGES, ok, serviceError } from '../../../domain/index';
import type { SessionFailure } from '../../../application/ports/session';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import type { PortalHeaderElement } from '../../../ui/shell/portal-elements';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { clearViewport, setViewportWidth } from '../widgets/viewport';
import { held } from '../support/hold';
import { renderApp } from '../support/render-app';

afterEach(clearViewport);

let chatToggles = 0;
class ChatClientStandIn extends HTMLElement {
  toggle() {
    chatToggles += 1;
  }
}
customElements.define('dmb-chat-client', ChatClientStandIn);

describe.each(LANGUAGES)('the page shell (section 2.2, %s)', (language) => {
  const texts = TRANSLATIONS[language];

  describe('the session check', () => {
    it('renders nothing until it has finished', async () => {
      const check = held<ReturnType<typeof ok<undefined>>>();
      const app = await renderApp([aCard().build()], {
        language,
        arrange: (world) => (world.session.check = () => check.promise),
      });
      expect(app.container.innerHTML).toBe('');
      await act(async () => check.settle(ok(undefined)));
      expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
    });

    it('stays empty while the page goes to the login page', async () => {
      const app = await renderApp([aCard().build()], {
        language,
        arrange: (world) => (world.session.checkResult = fail<SessionFailure>({ kind: 'redirecting', to: 'login' })),
      });
      expect(app.container.innerHTML).toBe('');
    });

    it('shows why when it fails without leaving the page', async () => {
      await renderApp([aCard().build()], {
        language,
        arrange: (world) =>
          (world.session.checkResult = fail<SessionFailure>({
            kind: 'failed',
            error: serviceError('SUBJECT_UNAUTHENTICATED'),
          })),
      });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { level: 6 }).textContent).toBe(texts.errorMessages.somethingWentWrong);
      expect(alert.textContent).toContain(texts.notification.code.replace('{{code}}', 'SUBJECT_UNAUTHENTICATED'));
      expect(screen.queryByRole('banner')).toBeNull();
    });
  });

  describe('the portal header, footer and chat', () => {
    it('shows the brand logo skeleton while the header loads, then the header itself', async () => {
      const app = await renderApp([aCard().build()], { language, arrange: (world) => world.portal.hold() });
      const header = screen.getByRole('banner');
      expect(header.textContent).toContain('Demo Bank');
      expect(within(header).getByRole('status').textContent).toBe(texts.shell.header.loading);
      await act(async () => app.world.portal.release());
      const element = header.querySelector<PortalHeaderElement>('dmb-header');
      expect(element?.getAttribute('language')).toBe(language);
      expect(element?.getAttribute('segment')).toBe('private');
      expect(app.container.querySelector('dmb-footer')).not.toBeNull();
      expect(app.container.querySelector('dmb-chat-client')).not.toBeNull();
    });

    it("hands the header the app's language-change handler, which opens the other language's app", async () => {
      const app = await renderApp([aCard().build()], { language });
      const element = app.container.querySelector<PortalHeaderElement>('dmb-header')!;
      expect(typeof element.languageChangeHandler).toBe('function');
      const other = language === 'nl' ? 'en' : 'nl';
      element.languageChangeHandler!(other);
      expect(app.world.navigation.left).toEqual([`${DEFAULT_ENVIRONMENT.appPaths[other]}#/card-management`]);
    });

    it('still works without the portal, and says what is missing', async () => {
      await renderApp([aCard().build()], {
        language,
        arrange: (world) => world.portal.unavailable('header', 'footer', 'chat'),
      });
      expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
      expect(screen.getByRole('banner').textContent).toContain(texts.shell.portalUnavailable.header);
      expect(screen.getByRole('contentinfo').textContent).toContain(texts.shell.portalUnavailable.footer);
      expect(screen.getByRole('complementary').textContent).toContain(texts.shell.portalUnavailable.chat);
      expect(screen.queryByRole('button', { name: texts.shell.contact.chat.button })).toBeNull();
    });
  });

  describe('the disturbance banner', () => {
    it('shows the first ACTIVE message', async () => {
      await renderApp([aCard().build()], {
        language,
        arrange: (world) =>
          (world.disturbances.messages = [
            { status: 'INACTIVE', header: 'Oud', details: 'Opgelost.' },
            { status: 'ACTIVE', header: 'Storing', details: 'Pinnen kan even niet.' },
            { status: 'ACTIVE', header: 'Tweede', details: 'Later.' },
          ]),
      });
      const banner = await screen.findByRole('region', { name: texts.shell.disturbance.label });
      expect(banner.textContent).toBe('StoringPinnen kan even niet.');
    });

    it('shows nothing when the call fails', async () => {
      await renderApp([aCard().build()], {
        language,
        arrange: (world) => {
          world.disturbances.messages = [{ status: 'ACTIVE', header: 'Storing', details: 'x' }];
          world.disturbances.failNext('list', serviceError('INTERNAL_SERVER_ERROR'));
        },
      });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('region', { name: texts.shell.disturbance.label })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('the title bar', () => {
    it('has the long title on desktop and the back link to the portal overview', async () => {
      await renderApp([aCard().build()], { language });
      expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
      expect(screen.getByRole('link', { name: texts.shell.titleBar.back }).getAttribute('href')).toBe(
        DEFAULT_ENVIRONMENT.portal.overview.private[language],
      );
    });

    it('has the short title on mobile', async () => {
      setViewportWidth(375);
      await renderApp([aCard().build()], { language });
      expect(
        await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.titleShort }),
      ).toBeTruthy();
    });

    it('leads business customers back to the business overview', async () => {
      await renderApp([aCard().build()], {
        language,
        pathname: `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/x/`,
      });
      expect((await screen.findByRole('link', { name: texts.shell.titleBar.back })).getAttribute('href')).toBe(
        DEFAULT_ENVIRONMENT.portal.overview.business[language],
      );
    });

    it.each(['javascript:alert(1)', '//evil.example/overview'])(
      'refuses a back path %s: no link at all',
      async (path) => {
        const environment = {
          ...DEFAULT_ENVIRONMENT,
          portal: {
            ...DEFAULT_ENVIRONMENT.portal,
            overview: { ...DEFAULT_ENVIRONMENT.portal.overview, private: { nl: path, en: path } },
          },
        };
        await renderApp([aCard().build()], { language, environment });
        await screen.findByRole('heading', { level: 1 });
        expect(screen.queryByRole('link', { name: texts.shell.titleBar.back })).toBeNull();
        expect(document.querySelector(`a[href="${path}"]`)).toBeNull();
      },
    );
  });

  describe('the contact block and the sidebar', () => {
    it('opens the chat and links to help by segment', async () => {
      chatToggles = 0;
      await renderApp([aCard().build()], { language });
      const block = screen.getByRole('region', { name: texts.shell.contact.title });
      await userEvent.click(within(block).getByRole('button', { name: texts.shell.contact.chat.button }));
      expect(chatToggles).toBe(1);
      expect(within(block).getByRole('link', { name: texts.shell.contact.options.link }).getAttribute('href')).toBe(
        DEFAULT_ENVIRONMENT.portal.help.private[language],
      );
    });

    it('links business customers to business help', async () => {
      await renderApp([aCard().build()], {
        language,
        pathname: `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/x/`,
      });
      expect(screen.getByRole('link', { name: texts.shell.contact.options.link }).getAttribute('href')).toBe(
        DEFAULT_ENVIRONMENT.portal.help.business[language],
      );
    });

    it('links every page of the business area to the business pages (issue 33, items 12 and 16)', async () => {
      await renderApp([aCard().inactive().build()], {
        language,
        pathname: `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/x/`,
      });
      const { portal } = DEFAULT_ENVIRONMENT;
      const sidebar = screen.getByRole('complementary', { name: texts.shell.sidebar.title });
      const hrefs = within(sidebar)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('target') === '_blank')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(portal.sidebarLinks.business[language]);
      const business = `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/`;
      for (const href of hrefs) expect(href!.startsWith(business)).toBe(true);
      await waitFor(() =>
        expect(document.querySelector(`a[href="${portal.activateCard.business[language]}"]`)).not.toBeNull(),
      );
      expect(document.querySelector(`a[href="${portal.accessibility!.business[language]}"]`)).not.toBeNull();
      const privatePages = Object.values(portal)
        .flatMap((links) => (typeof links === 'object' && 'private' in links ? [links.private[language]] : []))
        .flat();
      for (const href of privatePages) expect(document.querySelector(`a[href="${href}"]`)).toBeNull();
    });

    it('lists the four debit-card links, each opening in a new tab', async () => {
      await renderApp([aCard().build()], { language });
      const sidebar = screen.getByRole('complementary', { name: texts.shell.sidebar.title });
      const links = within(sidebar)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('target') === '_blank');
      expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual(
        (['link1', 'link2', 'link3', 'link4'] as const).map((key, index) => [
          `${texts.shell.sidebar[key].title} ${texts.generic.newWindow}`,
          DEFAULT_ENVIRONMENT.portal.sidebarLinks.private[language][index],
          'noopener noreferrer',
        ]),
      );
      expectNoRawKeys(document.body);
    });
  });

  describe("links on the bank's other hosts (the Environment's linkOrigins)", () => {
    const origin = 'https://www.demobank.example';
    const rates = `${origin}/${language}/rates/`;
    const activate = `${origin}/${language}/activate/`;
    const withOrigins = (linkOrigins: readonly string[]) => {
      const { portal } = DEFAULT_ENVIRONMENT;
      const [link1, link2, link3] = portal.sidebarLinks.private[language];
      const sidebarLinks = {
        ...portal.sidebarLinks,
        private: { ...portal.sidebarLinks.private, [language]: [link1, link2, link3, rates] },
      };
      const overview = { ...portal.overview, private: { nl: `${origin}/overview/`, en: `${origin}/overview/` } };
      const activateCard = { ...portal.activateCard, private: { nl: activate, en: activate } };
      return { ...DEFAULT_ENVIRONMENT, linkOrigins, portal: { ...portal, sidebarLinks, overview, activateCard } };
    };
    const linkTo = (href: string) => document.querySelector(`a[href="${href}"]`);

    it('follows sidebar link 4 and the activation link there; the back link stays on this site (section 2.2)', async () => {
      await renderApp([aCard().inactive().build()], { language, environment: withOrigins([origin]) });
      await screen.findByRole('heading', { level: 1 });
      const sidebar = screen.getByRole('complementary', { name: texts.shell.sidebar.title });
      const link4 = within(sidebar).getByRole('link', { name: new RegExp(texts.shell.sidebar.link4.title) });
      expect([link4.getAttribute('href'), link4.getAttribute('target')]).toEqual([rates, '_blank']);
      expect(linkTo(activate)?.getAttribute('target')).toBe('_blank');
      expect(screen.queryByRole('link', { name: texts.shell.titleBar.back })).toBeNull();
    });

    it('shows them as plain text when the Environment names no such origin', async () => {
      await renderApp([aCard().inactive().build()], { language, environment: withOrigins([]) });
      await screen.findByRole('heading', { level: 1 });
      expect([linkTo(rates), linkTo(activate)]).toEqual([null, null]);
      expect(screen.getByText(texts.shell.sidebar.link4.title)).toBeTruthy();
    });
  });

  describe('the toolbar', () => {
    const openReplace = async () => {
      const app = await renderApp([aCard().build()], { language });
      await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
      await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title });
      return app;
    };

    it('Close opens the cancel modal; No closes it and stays', async () => {
      const app = await openReplace();
      const close = screen.getByRole('button', { name: texts.shell.toolbar.close });
      await userEvent.click(close);
      const dialog = screen.getByRole('dialog', { name: texts.cancelModal.replaceCard.title });
      expect(dialog.textContent).toContain(texts.cancelModal.replaceCard.body);
      await userEvent.click(within(dialog).getByRole('button', { name: texts.generic.buttons.no }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(app.location().pathname).toBe('/replace-card');
      expect(document.activeElement).toBe(close);
    });

    it('Close goes straight back when nothing can be edited (a change in progress): no question', async () => {
      const app = await renderApp([aCard().withPendingLimitChange('ECOM').build()], { language });
      await userEvent.click(
        await screen.findByRole('link', { name: new RegExp(texts.overview.settings.ecommerce.title) }),
      );
      await screen.findByRole('button', { name: texts.generic.buttons.ok });
      await userEvent.click(screen.getByRole('button', { name: texts.shell.toolbar.close }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });
      expect(app.location().pathname).toBe('/card-management');
    });

    it('Yes returns to the overview, with focus on its heading', async () => {
      const app = await openReplace();
      await userEvent.click(screen.getByRole('button', { name: texts.shell.toolbar.close }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.yes }),
      );
      const heading = await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });
      expect(app.location().pathname).toBe('/card-management');
      expect(document.activeElement).toBe(heading);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
