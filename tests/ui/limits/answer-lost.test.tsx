/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError } from '../../../domain/index';
import EcommerceLimitScreen from '../../../ui/limits/ecommerce-limit.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

// A Save whose answer is lost on the way (the connection drops, no answer in time, or none
// readable) may have been taken by the bank all the same. The editor said "Je wijziging is niet
// opgeslagen … Er is niets veranderd" beside a change that was waiting for its signature (seen
// walking Sanne's online limit in Chromium, the bank's 200 cut off on its way back).

const PATH = '/edit-ecommerce-limit';

describe.each(LANGUAGES)('a limit Save whose answer was lost (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  async function saveWithAnswerLost(code: string, bankTookIt: boolean) {
    const world = await editorWorld(aCard().withId('card-a').build());
    const { user } = await renderScreen(language, world, PATH, { [PATH]: <EcommerceLimitScreen /> });
    const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount });
    await user.clear(amount);
    await user.type(amount, '2100');
    if (bankTookIt)
      world.cards.cards = [
        aCard()
          .withId('card-a')
          .withDescribedLimitChange('ECOM', { operationType: 'changedEcommerceLimit', limitValue: 2100 })
          .build(),
      ];
    world.limits.failNext('changeDefault', serviceError(code));
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    return world;
  }

  it.each(['NETWORK_UNAVAILABLE', 'REQUEST_TIMEOUT', 'RESPONSE_INVALID'])(
    'the bank took it (%s): the change waiting to be signed, not "nothing has changed"',
    async (code) => {
      await saveWithAnswerLost(code, true);
      expect(await screen.findByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
      expect(screen.getByRole('button', { name: texts.generic.pendingChange.signNow })).toBeTruthy();
      expect(document.body.textContent).not.toContain(texts.actionFailure.why);
      expect(screen.queryByRole('button', { name: texts.actionFailure.tryAgain })).toBeNull();
      expect(screen.queryByRole('button', { name: texts.generic.buttons.save })).toBeNull();
    },
  );

  it('the bank took it: focus goes to the page heading, not left on <body> where Save was', async () => {
    const app = await renderApp([aCard().withId('card-a').build()], { language });
    await userEvent.click(
      await screen.findByRole('link', { name: new RegExp(texts.overview.settings.ecommerce.title) }),
    );
    const amount = await screen.findByLabelText(texts.widgets.limitSlider.amount, {}, { timeout: 5000 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2100');
    app.world.cards.cards = [
      aCard()
        .withId('card-a')
        .withDescribedLimitChange('ECOM', { operationType: 'changedEcommerceLimit', limitValue: 2100 })
        .build(),
    ];
    app.world.limits.failNext('changeDefault', serviceError('NETWORK_UNAVAILABLE'));
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    expect(await screen.findByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('a Delete the bank took: the deletion waiting to be signed, the question closed, focus on the heading', async () => {
    const withTemporary = aCard().withId('card-a').withTemporaryLimit('POS');
    const app = await renderApp([withTemporary.build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }));
    await userEvent.click(
      await screen.findByRole('radio', { name: texts.editLimits.duration.temporarilyWithLimit }, { timeout: 5000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.delete }));
    app.world.cards.cards = [
      aCard()
        .withId('card-a')
        .withTemporaryLimit('POS')
        .withDescribedLimitChange('POS', { operationType: 'deletedTemporaryPOSLimit', limitValue: 2500 })
        .build(),
    ];
    app.world.limits.failNext('deleteTemporary', serviceError('REQUEST_TIMEOUT'));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.generic.buttons.delete }));
    expect(await screen.findByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
    expect(document.body.textContent).not.toContain(texts.actionFailure.why);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('the bank did not take it: the failure stays, with Try again and the amount typed', async () => {
    const world = await saveWithAnswerLost('NETWORK_UNAVAILABLE', false);
    expect(await screen.findByText(texts.actionFailure.why)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.actionFailure.tryAgain })).toBeTruthy();
    await waitFor(() => expect(world.cards.callsOf('details').length).toBeGreaterThan(1));
    const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;
    expect(amount.value).toBe(language === 'nl' ? '2.100' : '2,100');
  });

  it('a failure with an answer (the bank said it failed) is not read anew', async () => {
    const world = await editorWorld(aCard().withId('card-a').build());
    const { user } = await renderScreen(language, world, PATH, { [PATH]: <EcommerceLimitScreen /> });
    const reads = world.cards.callsOf('details').length;
    world.limits.failNext('changeDefault', serviceError('INTERNAL_SERVER_ERROR'));
    const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount });
    await user.clear(amount);
    await user.type(amount, '2100');
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    expect(await screen.findByText(texts.actionFailure.why)).toBeTruthy();
    expect(world.cards.callsOf('details')).toHaveLength(reads);
  });
});
