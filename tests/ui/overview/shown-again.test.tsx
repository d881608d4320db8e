/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, serviceError } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { historyEntries } from '../../support/builders/history-entries';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

// A tab shown again reads its card anew: another tab may have signed, changed or blocked it meanwhile.

const showAgain = () =>
  act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe.each(LANGUAGES)('the overview in a tab shown again (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const waiting = () =>
    aCard()
      .withId('a')
      .withDescribedLimitChange('POS', { operationType: 'changedDefaultPOSLimit', limitValue: 2800 })
      .build();
  const paymentTile = async () =>
    (await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) })).closest('li')!;

  it('a change signed in another tab meanwhile: the tile no longer says it waits', async () => {
    const app = await renderApp([waiting()], { language });
    expect(within(await paymentTile()).getByRole('button', { name: texts.generic.pendingChange.signNow })).toBeTruthy();
    app.world.cards.cards = [aCard().withId('a').withLimit('POS', { defaultLimitValue: 2800 }).build()];
    await showAgain();
    await waitFor(async () =>
      expect(
        within(await paymentTile()).queryByRole('button', { name: texts.generic.pendingChange.signNow }),
      ).toBeNull(),
    );
    expect(screen.queryByText(texts.generic.pendingUpdates.inProgress)).toBeNull();
  });

  it('a read that fails leaves the card as it was, without an error', async () => {
    const app = await renderApp([waiting()], { language });
    await paymentTile();
    app.world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
    await showAgain();
    await waitFor(() => expect(app.world.cards.callsOf('details').length).toBeGreaterThan(1));
    expect(screen.getByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(texts.actionFailure.notDone.loadCard)).toBeNull();
  });

  it('a card blocked in another tab meanwhile: its status and its recent changes as they are now', async () => {
    const app = await renderApp([aCard().withId('a').build()], {
      language,
      arrange: (world) => (world.cardHistory.entries = { a: [] }),
    });
    const section = await screen.findByRole('region', { name: texts.overview.historyTitle });
    await within(section).findByText(texts.history.empty);
    app.world.cards.cards = [aCard().withId('a').blocked().build()];
    app.world.cardHistory.entries = { a: historyEntries(1) };
    await showAgain();
    expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.blocked.heading })).toBeTruthy();
    const now = await screen.findByRole('region', { name: texts.overview.historyTitle });
    expect(await within(now).findByText(texts.history.change.blocked)).toBeTruthy();
    expect(within(now).queryByText(texts.history.empty)).toBeNull();
  });
});
