/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, serviceError, type Language, type PaymentInstrument } from '../../../domain/index';
import RegionScreen from '../../../ui/region/region.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 103, for international use: a region Save or Delete whose answer was lost on the way
// said "Je wijziging is niet opgeslagen" though the bank had made it (and a limit change waiting
// on the card was taken for the region's). The card is read quietly, and what the bank made is
// settled as done: the overview, with the change's own notification.

const PATH = '/edit-region';

beforeAll(fillJsdomGaps);

async function open(language: Language, card: PaymentInstrument) {
  const world = await editorWorld(card);
  return { world, ...(await renderScreen(language, world, PATH, { [PATH]: <RegionScreen /> })) };
}

describe.each(LANGUAGES)('a region change whose answer was lost (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.editRegion;
  const radio = (name: string) => screen.getByRole('radio', { name });
  const button = (name: string) => screen.getByRole('button', { name });
  const shows = async (key: keyof typeof texts.notification.success) =>
    expect(await screen.findByText(texts.notification.success[key].content)).toBeTruthy();

  it.each(['NETWORK_UNAVAILABLE', 'REQUEST_TIMEOUT', 'RESPONSE_INVALID'])(
    'World for good, made by the bank (%s): the overview says it is changed',
    async (code) => {
      const { user, world, where } = await open(language, aCard().withId('card-a').build());
      await user.click(radio(texts.generic.regions.WORLD));
      await user.click(radio(words.duration.continuously));
      world.cards.cards = [aCard().withId('card-a').withDefaultRegion('WORLD').build()];
      world.regions.failNext('changeDefault', serviceError(code));
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      await shows('changedDefaultGeoProfile');
      expect(screen.queryByText(texts.actionFailure.why)).toBeNull();
    },
  );

  it('a temporary World made by the bank: the overview says it is set', async () => {
    const { user, world, where } = await open(language, aCard().withId('card-a').build());
    await user.click(radio(texts.generic.regions.WORLD));
    await user.click(radio(words.duration.temporarily));
    await user.selectOptions(
      screen.getByRole('combobox', { name: words.durationActive }),
      texts.generic.temporaryOptions.onlyToday,
    );
    world.cards.cards = [aCard().withId('card-a').withTemporaryRegion({ temporaryGeoProfileId: 'made' }).build()];
    world.regions.failNext('createTemporary', serviceError('REQUEST_TIMEOUT'));
    await user.click(button(texts.generic.buttons.save));
    await waitFor(() => expect(where.current).toBe('/card-management'));
    await shows('newTemporaryGeoProfile');
  });

  it('a Delete the bank made: the overview says the setting is deleted', async () => {
    const { user, world, where } = await open(language, aCard().withId('card-a').withTemporaryRegion().build());
    await user.click(radio(words.duration.temporarilyWithLimit));
    await user.click(button(texts.generic.buttons.delete));
    world.cards.cards = [aCard().withId('card-a').build()];
    world.regions.failNext('deleteTemporary', serviceError('RESPONSE_INVALID'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.delete }));
    await waitFor(() => expect(where.current).toBe('/card-management'));
    await shows('deletedTemporaryGeoProfile');
  });

  it('not made, with a limit change waiting on the card: the failure stays, with Try again', async () => {
    const { user, world, where } = await open(language, aCard().withId('card-a').build());
    await user.click(radio(texts.generic.regions.WORLD));
    await user.click(radio(words.duration.continuously));
    world.cards.cards = [
      aCard()
        .withId('card-a')
        .withDescribedLimitChange('ECOM', { operationType: 'changedEcommerceLimit', limitValue: 2100 })
        .build(),
    ];
    const reads = world.cards.callsOf('details').length;
    world.regions.failNext('changeDefault', serviceError('NETWORK_UNAVAILABLE'));
    await user.click(button(texts.generic.buttons.save));
    expect(await screen.findByText(texts.actionFailure.why)).toBeTruthy();
    await waitFor(() => expect(world.cards.callsOf('details').length).toBe(reads + 1));
    expect(where.current).toBe(PATH);
    expect(button(texts.actionFailure.tryAgain)).toBeTruthy();
    expect(screen.queryByText(texts.notification.success.changedDefaultGeoProfile.content)).toBeNull();
  });
});
