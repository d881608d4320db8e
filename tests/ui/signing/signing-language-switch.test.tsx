/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import { ShellPresenter } from '../../../ui/shell/shell.presenter';
import { aCard } from '../../support/builders/card';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';
import SigningScreen from '../../../ui/signing/signing.screen';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { changeEcommerceLimit } from '../../support/screens/screen-actions';

// Issue 33, item 5, on the signing page: the language switch, a page load, comes back to it with
// the change still to sign (kept in the tab), not to the overview.

const PATH = '/signing';
const PENDING = { signItem: { sourceId: 'source-1', tpsId: 'tps-1' }, operationType: 'changedEcommerceLimit' } as const;

function storeWithPending() {
  const store = new InMemorySessionStore();
  store.keepSelectedCardId('card-a');
  store.keepPendingSignature(PENDING);
  return store;
}

describe.each(LANGUAGES)('the language switch on the signing page (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('hands the signing page to the switch, which keeps it for the page load', async () => {
    const world = await editorWorld(aCard().withId('card-a').build());
    expect(await changeEcommerceLimit(world.container, 900)).toBe(PATH);
    await renderScreen(language, world, PATH, { [PATH]: <SigningScreen /> });
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    const [from, to] = language === 'nl' ? ['/nl/betaalpassen/', 'en'] : ['/en/debit-cards/', 'nl'];
    world.navigation.address = { pathname: from, search: '', hash: `#${PATH}` };
    world.container.get(ShellPresenter).switchLanguage(to);
    expect(world.navigation.left).toEqual([`${to === 'en' ? '/en/debit-cards/' : '/nl/betaalpassen/'}#${PATH}`]);
    expect(world.sessionStore.addressChangeReturn()).toEqual({ route: PATH, paymentInstrumentId: 'card-a', form: {} });
  });

  it('comes back to the signing page with the stored sign item', async () => {
    const store = storeWithPending();
    store.keepAddressChangeReturn({ route: PATH, paymentInstrumentId: 'card-a', form: {} });
    const app = await renderApp([aCard().withId('card-a').build()], { language, entry: PATH, sessionStore: store });
    await screen.findByRole('heading', { level: 1, name: texts.routes.signing.title });
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));
    expect(app.world.signing.requests[0]!.items).toEqual([{ adapterId: 'source-1', signItemId: 'tps-1' }]);
    expect(app.location().pathname).toBe(PATH);
  });
});
