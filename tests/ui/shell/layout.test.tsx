/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../domain/index';
import { ROUTES, type LayoutFlavour, type RouteMeta } from '../../../ui/navigation/route-table';
import { routeFor } from '../../../ui/routing/route-manifest';
import { PageLayout } from '../../../ui/shell/page-layout';
import { ShellContext } from '../../../ui/shell/shell-context';
import { ShellPresenter } from '../../../ui/shell/shell.presenter';
import { fakeWorld } from '../../support/fakes/fake-world';
import { afterPaint } from '../../support/screens/after-paint';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';

/** The regions of section 2.2 as the page holds them, in document order. */
function regions(root: HTMLElement): string[] {
  const named: [string, string][] = [
    ['disturbance', 'section.disturbance'],
    ['header', 'header.page__header'],
    ['title bar', '.title-bar'],
    ['toolbar', '.toolbar'],
    ['notifications', '.notification-area'],
    ['screen', '#screen'],
    ['contact block', '.contact-block'],
    ['sidebar', 'aside.page__sidebar'],
    ['sticky bottom', '.page__sticky-bottom'],
    ['footer', 'footer.page__footer'],
    ['chat', '.page__chat'],
  ];
  const found = named.flatMap(([name, selector]) =>
    Array.from(root.querySelectorAll(selector)).map((element) => [name, element] as const),
  );
  return found
    .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(([name]) => name);
}

async function renderLayout(language: Language, route: RouteMeta, flavour: LayoutFlavour) {
  const world = fakeWorld();
  world.disturbances.messages = [{ status: 'ACTIVE', header: 'Storing', details: 'Betalen kan even niet.' }];
  const presenter = world.container.get(ShellPresenter);
  const shell = { presenter, chat: { current: null } };
  let rendered: ReturnType<typeof renderIn> | undefined;
  await act(async () => {
    rendered = renderIn(
      language,
      <MemoryRouter initialEntries={[route.path]}>
        <ShellContext.Provider value={shell}>
          <PageLayout route={route} flavour={flavour}>
            <p id="screen">screen</p>
          </PageLayout>
        </ShellContext.Provider>
      </MemoryRouter>,
    );
  });
  await act(afterPaint);
  return { ...rendered!, world };
}

const overview = routeFor(ROUTES.overview)!;
const replace = routeFor(ROUTES.replaceCard)!;
const signing = routeFor(ROUTES.signing)!;

describe.each(LANGUAGES)('the layout flavours and their regions (section 2.2, %s)', (language) => {
  it('two columns: the regions in order, the sidebar after the main area, on the right', async () => {
    const { container, missingKeys } = await renderLayout(language, overview, 'layout2Columns');
    expect(regions(container)).toEqual([
      'disturbance',
      'header',
      'title bar',
      'notifications',
      'screen',
      'sidebar',
      'contact block',
      'footer',
      'chat',
    ]);
    expect(container.querySelector('.page')!.className).toContain('page--layout2Columns');
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('sidebar left: the same reading order, the sidebar placed on the left', async () => {
    const { container } = await renderLayout(language, overview, 'layoutSidebarLeft');
    expect(regions(container)).toEqual([
      'disturbance',
      'header',
      'title bar',
      'notifications',
      'screen',
      'sidebar',
      'contact block',
      'footer',
      'chat',
    ]);
    expect(container.querySelector('.page')!.className).toContain('page--layoutSidebarLeft');
  });

  it('forms stepper: the toolbar instead of the title bar, and no sidebar', async () => {
    const { container } = await renderLayout(language, replace, 'layoutFormsStepper');
    expect(regions(container)).toEqual([
      'disturbance',
      'header',
      'toolbar',
      'notifications',
      'screen',
      'footer',
      'chat',
    ]);
  });

  it('forms stepper may show its sidebar', async () => {
    const { container } = await renderLayout(language, { ...replace, showSidebar: true }, 'layoutFormsStepper');
    expect(regions(container)).toEqual([
      'disturbance',
      'header',
      'toolbar',
      'notifications',
      'screen',
      'sidebar',
      'footer',
      'chat',
    ]);
  });

  it('full width: no sidebar; an optional sticky bottom sits above the footer', async () => {
    const { container } = await renderLayout(language, { ...signing, showStickyBottom: true }, 'layoutFullWidth');
    expect(regions(container)).toEqual([
      'disturbance',
      'header',
      'title bar',
      'notifications',
      'screen',
      'sticky bottom',
      'footer',
      'chat',
    ]);
  });

  it('plain: only what belongs to the app, and no back link to the portal', async () => {
    const { container } = await renderLayout(language, overview, 'plain');
    expect(regions(container)).toEqual(['disturbance', 'title bar', 'notifications', 'screen']);
    expect(screen.queryByRole('link', { name: TRANSLATIONS[language].shell.titleBar.back })).toBeNull();
  });

  // Issue 38, item 1: section 2.2's backButtonPath and backButtonTitle are the route's own.
  it('shows the route’s back button: the portal overview of the customer’s area, in words; none where the route has none', async () => {
    const t = TRANSLATIONS[language];
    const { world } = await renderLayout(language, overview, 'layout2Columns');
    const back = screen.getByRole('link', { name: t.shell.titleBar.back });
    const { portal } = world.container.get(ShellPresenter).environment;
    expect(back.getAttribute('href')).toBe(portal.overview.private[language]);
    expect(overview.backButton).toEqual({ path: 'portalOverview', title: 'shell.titleBar.back' });
    expect(signing.backButton).toEqual(overview.backButton);
    expect(replace.backButton).toBeUndefined();
  });

  it('shows no back link for a route with a title bar and no back button', async () => {
    const { container } = await renderLayout(language, { ...signing, backButton: undefined }, 'layoutFullWidth');
    expect(regions(container)).toContain('title bar');
    expect(screen.queryByRole('link', { name: TRANSLATIONS[language].shell.titleBar.back })).toBeNull();
  });

  it('gives the disturbance banner its screen-reader label', async () => {
    await renderLayout(language, overview, 'layout2Columns');
    const banner = screen.getByRole('region', { name: TRANSLATIONS[language].shell.disturbance.label });
    expect(banner.textContent).toContain('Betalen kan even niet.');
  });
});
