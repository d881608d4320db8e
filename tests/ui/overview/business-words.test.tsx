/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError, type IsoDate } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 99 (issue 33, item 17; readings 82 and 96): in the business area a card may be another
// holder's or the customer's own, and nothing the app reads says which. Its words are true for
// either: "deze pas", "de pashouder", never "je pas" / "your card", nor the holder named in the
// third person to herself. Found walking Jeroen van den Berg, who blocked, unblocked, set a limit
// on and replaced F. Yilmaz's card: "Je betaalpas is geblokkeerd", "Activeer je betaalpas nu".
// The builder's card is J. de Vries's.

beforeAll(fillJsdomGaps);

const HOLDER = 'J. de Vries';
/** "Je pas", "your card", "je telefoon": words that make the card the reader's. */
const MINE = /\b(je|jouw|your) (\w+ )?(betaal)?(pas|card|limiet|limit|telefoon|phone)\b/i;

describe.each(LANGUAGES)('the business area’s words for any holder’s card (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const success = texts.notification.success;
  const business = { language, pathname: `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/betaalpassen/` };
  const area = () => document.querySelector('.notification-area') as HTMLElement;
  const statusPanel = () => document.querySelector('.status-panel') as HTMLElement;
  /** Neither "your" nor the holder's name in what the card's status and the notification say. */
  const trueForAnyHolder = () => {
    for (const part of [statusPanel(), area()]) {
      expect(part.textContent).not.toMatch(MINE);
      expect(part.textContent).not.toContain(HOLDER);
    }
  };

  it('an active card, its block question, the block and the unblock', async () => {
    const app = await renderApp([aCard().withId('card-a').build()], business);
    expect(await screen.findByText(texts.overview.status.active.holderDescription)).toBeTruthy();
    expect(screen.queryByText(texts.overview.status.active.description)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.overview.blockModal.holderBody)).toBeTruthy();
    expect(within(dialog).queryByText(texts.overview.blockModal.body)).toBeNull();
    app.world.cards.cards = [aCard().withId('card-a').blocked().build()];
    await userEvent.click(within(dialog).getByRole('button', { name: texts.overview.blockModal.confirm }));
    await waitFor(() => expect(area().textContent).toContain(success.blockedCard.holderContent));
    expect(area().textContent).not.toContain(success.blockedCard.content);
    await screen.findByText(texts.overview.status.blocked.holderDescription);
    trueForAnyHolder();

    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.unblock }));
    const unblock = await screen.findByRole('dialog');
    expect(within(unblock).getByText(texts.overview.unblockModal.holderBody)).toBeTruthy();
    expect(within(unblock).queryByText(texts.overview.unblockModal.body)).toBeNull();
    app.world.cards.cards = [aCard().withId('card-a').build()];
    await userEvent.click(within(unblock).getByRole('button', { name: texts.overview.unblockModal.confirm }));
    await waitFor(() => expect(area().textContent).toContain(success.deblockedCard.holderContent));
    expect(area().textContent).not.toContain(success.deblockedCard.content);
    await screen.findByText(texts.overview.status.active.holderDescription);
    trueForAnyHolder();
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  }, 20_000);

  it('a signed limit change says the limit of this card changed, not "your limit"', async () => {
    const app = await renderApp([aCard().withId('card-a').build()], business);
    const tile = await screen.findByRole('heading', { level: 3, name: texts.overview.settings.payment.title });
    await userEvent.click(tile.closest('a') as HTMLAnchorElement);
    const amount = await screen.findByRole('textbox', { name: texts.widgets.limitSlider.amount }, { timeout: 5000 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));
    app.world.cards.cards = [aCard().withId('card-a').withLimit('POS', { defaultLimitValue: 3000 }).build()];
    await act(async () => app.world.signing.decide('signed'));
    await waitFor(() => expect(area().textContent).toContain(success.changedDefaultPOSLimit.holderContent));
    expect(area().textContent).not.toContain(success.changedDefaultPOSLimit.content);
    expect(area().textContent).not.toMatch(MINE);
  }, 20_000);

  it('a new card awaiting activation: the cardholder activates it, not "activate your debit card"', async () => {
    const app = await renderApp([aCard().inactive().build()], business);
    expect(await screen.findByText(texts.overview.inactiveNotice.holderText)).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(texts.overview.inactiveNotice.holderLink) })).toBeTruthy();
    expect(screen.queryByText(texts.overview.inactiveNotice.text)).toBeNull();
    expect(screen.queryByRole('link', { name: new RegExp(texts.overview.inactiveNotice.link) })).toBeNull();
    expect(app.missingKeys).toEqual([]);
  });

  it('a card replaced as defective works until the new one is activated, by whoever holds it', async () => {
    await renderApp(
      [
        aCard()
          .replacedBy({ id: 'card-new', passNumber: '013' }, 'DEFECT', '2026-11-20' as IsoDate)
          .build(),
      ],
      business,
    );
    expect(await screen.findByText(texts.overview.status.replaced.holderUsable)).toBeTruthy();
    expect(screen.queryByText(texts.overview.status.replaced.usable)).toBeNull();
    expect(statusPanel().textContent).not.toMatch(MINE);
  });

  it('sends the new card to the cardholder’s address', async () => {
    await renderApp([aCard().build()], business);
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
    expect(await screen.findByRole('region', { name: texts.replaceCard.address.holderTitle })).toBeTruthy();
    expect(screen.queryByRole('region', { name: texts.replaceCard.address.title })).toBeNull();
    expectNoRawKeys(document.body);
  });

  it('a block the bank failed says this card is not blocked yet, not "your card"', async () => {
    const app = await renderApp([aCard().withId('card-a').build()], business);
    app.world.cards.failNext('block', serviceError('INTERNAL_SERVER_ERROR'));
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.block }));
    const dialog = screen.getByRole('dialog', { name: texts.overview.blockModal.title });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.overview.blockModal.confirm }));
    expect(await screen.findByText(texts.actionFailure.holderNotDone.block)).toBeTruthy();
    expect(screen.queryByText(texts.actionFailure.notDone.block)).toBeNull();
  });

  it('a replacement: the current card blocked, the new card requested and, Back, on its way, for any holder', async () => {
    const app = await renderApp([aCard().withId('card-a').build()], business);
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
      'LOST',
    );
    expect(screen.getByText(texts.replaceCard.holderAutoBlockWarning)).toBeTruthy();
    expect(screen.queryByText(texts.replaceCard.autoBlockWarning)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.cancel }));
    const cancel = await screen.findByRole('dialog', { name: texts.cancelModal.replaceCard.title });
    expect(within(cancel).getByText(texts.cancelModal.replaceCard.holderBody)).toBeTruthy();
    expect(within(cancel).queryByText(texts.cancelModal.replaceCard.body)).toBeNull();
    expect(cancel.textContent).not.toMatch(MINE);
    await userEvent.click(within(cancel).getByRole('button', { name: texts.generic.buttons.no }));
    await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });
    await app.history(-1);
    expect(await screen.findByText(texts.replaceCard.holderOrdered)).toBeTruthy();
    expect(screen.queryByText(texts.replaceCard.ordered)).toBeNull();
    expect(document.querySelector('main')?.textContent).not.toMatch(MINE);
  });

  it('a change waiting to be signed, perhaps by another person: "it still has to be signed", not "you"', async () => {
    // Found walking Jeroen's business area: F. Yilmaz's own change said "You still have to sign it" and "waiting
    // for your signature" to him, whose Sign now the widget then refused ("You cannot sign this change").
    const pending = aCard()
      .withId('card-a')
      .withDescribedLimitChange('POS', { operationType: 'changedDefaultPOSLimit', limitValue: 3000 })
      .build();
    await renderApp([pending], business);
    expect(await screen.findByText(texts.generic.pendingUpdates.holderInProgress)).toBeTruthy();
    expect(screen.queryByText(texts.generic.pendingUpdates.inProgress)).toBeNull();
    const tile = screen.getByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }).closest('li')!;
    const shown = tile.querySelector('.pending-change')!.textContent;
    expect(shown).toContain(texts.generic.pendingChange.holderWaiting);
    expect(shown).not.toContain(texts.generic.pendingChange.waiting);
    await userEvent.click(within(tile).getByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title }, { timeout: 5000 });
    expect(await screen.findByText(texts.generic.pendingUpdates.holderInProgress)).toBeTruthy();
    expect(document.querySelector('main')?.textContent).not.toContain(texts.generic.pendingChange.waiting);
  });

  it('a tile’s reminder names the card’s temporary setting, not "your limit"', async () => {
    const card = aCard()
      .withTemporaryLimit('POS', { limitValue: 4000, startDate: '2026-11-20', endDate: '2026-11-26' })
      .withTemporaryLimit('ATM', { limitValue: 1000, startDate: '2026-11-23', endDate: '2026-11-23' })
      .withTemporaryRegion({ geoProfile: 'WORLD', startDate: '2026-11-28', endDate: '2026-12-10' });
    await renderApp([card.build()], business);
    await screen.findByRole('heading', { level: 2, name: texts.overview.settings.title });
    const reminders = [...document.querySelectorAll('.settings-reminder')].map((note) => note.textContent);
    expect(reminders).toHaveLength(3);
    for (const reminder of reminders) expect(reminder).not.toMatch(/\b(je|jouw|your)\b/i);
  });

  it('"Going abroad" offers to set up this card for a trip and lists the trips with this card, not "your trip"', async () => {
    const DATES = { startDate: '2026-12-04', endDate: '2026-12-14' };
    const card = aCard()
      .withTemporaryLimit('POS', { limitValue: 4000, ...DATES })
      .withTemporaryRegion({ geoProfile: 'WORLD', ...DATES });
    await renderApp([card.build()], business);
    const offer = await screen.findByRole('button', { name: texts.overview.trip.button }, { timeout: 5000 });
    const trips = screen.getByRole('heading', { name: texts.overview.trips.title }).closest('section') as HTMLElement;
    for (const said of [offer.getAttribute('aria-describedby'), trips.textContent]) expect(said).toBeTruthy();
    const described = document.getElementById(offer.getAttribute('aria-describedby')!)!.textContent;
    for (const text of [described, trips.textContent]) expect(text).not.toMatch(/\b(je|jouw|your)\b/i);
  });

  it('keeps the spec’s "your card" in the private area', async () => {
    const app = await renderApp([aCard().withId('card-a').build()], { language });
    expect(await screen.findByText(texts.overview.status.active.description)).toBeTruthy();
    expect(screen.queryByText(texts.overview.status.active.holderDescription)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.overview.blockModal.body)).toBeTruthy();
    app.world.cards.cards = [aCard().withId('card-a').blocked().build()];
    await userEvent.click(within(dialog).getByRole('button', { name: texts.overview.blockModal.confirm }));
    await waitFor(() => expect(area().textContent).toContain(success.blockedCard.content));
  });
});
