/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '../../../domain/index';
import { entryState } from '../../../ui/navigation/entry-guard';
import { ShellPresenter } from '../../../ui/shell/shell.presenter';
import { aCard } from '../../support/builders/card';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

describe.each(LANGUAGES)('hash routes (section 2.1, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const overviewHeading = () => screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });

  it.each(['/', '/unknown', '/card-management/extra'])('leads %s to the overview', async (entry) => {
    const app = await renderApp([aCard().build()], { language, entry });
    await overviewHeading();
    expect(app.location().pathname).toBe('/card-management');
  });

  it.each([
    '/replace-card',
    '/edit-ecommerce-limit',
    '/edit-payment-limit',
    '/edit-withdrawal-limit',
    '/edit-region',
    '/signing',
  ])('bounces a direct entry to %s to the overview (entry guard)', async (entry) => {
    const app = await renderApp([aCard().build()], { language, entry });
    await overviewHeading();
    expect(app.location().pathname).toBe('/card-management');
  });

  it('bounces an entry whose history state is from an earlier app start (a reload)', async () => {
    const app = await renderApp([aCard().build()], {
      language,
      entry: '/replace-card',
      state: entryState('/card-management', 'an-earlier-start'),
    });
    await overviewHeading();
    expect(app.location().pathname).toBe('/card-management');
  });

  it('admits a page load back from the personal-data page to the replace form, the card and reason kept (issue 12.8)', async () => {
    const store = new InMemorySessionStore();
    store.keepSelectedCardId('card-b');
    store.keepAddressChangeReturn({ route: '/replace-card', paymentInstrumentId: 'card-b', reason: 'DEFECT' });
    const app = await renderApp([aCard().withId('card-a').build(), aCard().withId('card-b').build()], {
      language,
      entry: '/replace-card',
      sessionStore: store,
    });
    await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title });
    const reason = (await screen.findByRole('combobox', { name: texts.replaceCard.reason.label })) as HTMLSelectElement;
    expect(reason.value).toBe('DEFECT');
    expect(app.location().pathname).toBe('/replace-card');
    // Only the screen it left from, and only until another screen is entered.
    await userEvent.click(screen.getByRole('button', { name: texts.shell.toolbar.close }));
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.yes }));
    await overviewHeading();
    expect(store.addressChangeReturn()).toBeUndefined();
  });

  it('titles the page with the route title and the brand name', async () => {
    await renderApp([aCard().build()], { language });
    await overviewHeading();
    expect(document.title).toBe(`${texts.routes.cardManagement.title} - Demo Bank`);
  });

  it('enters another route by in-app navigation: scrolled to the top, focus on its heading, its title', async () => {
    const app = await renderApp([aCard().build()], { language });
    await screen.findByRole('button', { name: texts.overview.actions.replace });
    const scrollsBefore = app.scrolls();
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.replace }));
    const heading = await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title });
    expect(app.location().pathname).toBe('/replace-card');
    expect(document.activeElement).toBe(heading);
    expect(app.scrolls()).toBeGreaterThan(scrollsBefore);
    expect(document.title).toBe(`${texts.routes.replaceCard.title} - Demo Bank`);
    expect(app.world.analytics.pageViews).toEqual(['/card-management', '/replace-card']);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('admits going back and forth inside the app', async () => {
    const app = await renderApp([aCard().build()], { language });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title });
    await app.history(-1);
    expect(await overviewHeading()).toBeTruthy();
    await app.history(1);
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title })).toBeTruthy();
    expect(app.location().pathname).toBe('/replace-card');
  });

  it('opens the editor behind a settings tile, loaded on demand', async () => {
    const app = await renderApp([aCard().build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.region.title) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routes.editRegion.title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(app.location().pathname).toBe('/edit-region');
  });
});

describe('enforcePlain (section 2.1)', () => {
  const regions = () => ({
    banner: screen.queryByRole('banner'),
    footer: screen.queryByRole('contentinfo'),
    sidebar: screen.queryByRole('complementary'),
  });

  it('=true in the page query stores the flag and forces the plain layout', async () => {
    const store = new InMemorySessionStore();
    await renderApp([aCard().build()], { search: '?enforcePlain=true', sessionStore: store });
    await screen.findByRole('heading', { level: 1 });
    expect(store.plain).toBe(true);
    expect(regions()).toEqual({ banner: null, footer: null, sidebar: null });
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('stays plain while the flag is kept, and =false in the route query removes it', async () => {
    const store = new InMemorySessionStore();
    store.plain = true;
    const app = await renderApp([aCard().build()], { sessionStore: store });
    await screen.findByRole('heading', { level: 1 });
    expect(regions().banner).toBeNull();

    await act(async () => {
      app.world.container.get(ShellPresenter).applyRouteQuery('?enforcePlain=false');
    });
    expect(store.plain).toBe(false);
    expect(regions().banner).not.toBeNull();
  });

  it('=false in the hash route query removes the flag', async () => {
    const store = new InMemorySessionStore();
    store.plain = true;
    await renderApp([aCard().build()], { entry: '/card-management?enforcePlain=false', sessionStore: store });
    await screen.findByRole('heading', { level: 1 });
    expect(store.plain).toBe(false);
    expect(regions().banner).not.toBeNull();
  });
});
