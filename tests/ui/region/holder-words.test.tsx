/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type PaymentInstrument } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { descriptionOf } from '../../support/screens/queries';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { businessPage, HOLDER_PAGES, openFromTile, shownWords } from '../support/holder-pages';
import type { AppOptions } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 99, the region editor: on a business page the card may be another holder's; where it
// can be used is said of "this card", its settings are "the" settings, never "je betaalpas",
// "your default setting" nor "mijn tijdelijke instelling". A private page keeps the spec's words.

beforeAll(fillJsdomGaps);

/** "Je betaalpas", "your default setting", "mijn tijdelijke instelling": the card's setting as the reader's. */
const MINE = /\b(je|jouw|your|mijn|my) (\w+ )?(betaalpas|debit card|instelling|setting|standaardinstelling)\b/i;

describe.each(LANGUAGES)('the region editor’s words for the card shown (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const region = texts.editRegion;
  const business = businessPage(language);

  const openEditor = (card: PaymentInstrument, options: AppOptions) =>
    openFromTile(card, texts.overview.settings.region.title, options, () =>
      screen.findAllByRole('radio', {}, { timeout: 5000 }),
    );
  const form = () => document.querySelector('main form') as HTMLElement;
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

  describe.each(HOLDER_PAGES)('on %s', (_, holder) => {
    const options = holder ? business : { language };
    const words = shownWords(holder);

    it('where the card can be used, what Europe covers, why a card that allows no default change refuses it', async () => {
      const app = await openEditor(
        aCard().withId('card-a').withoutLinks('CHANGE_DEFAULT_GEO_PROFILE').build(),
        options,
      );
      const [legend, otherLegend] = words(region.regionLegend, region.holderRegionLegend);
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
      expect(screen.queryByRole('group', { name: otherLegend })).toBeNull();
      const [europe, otherEurope] = words(region.europeCountries.content, region.europeCountries.holderContent);
      expect(screen.getByText(europe)).toBeTruthy();
      expect(screen.queryByText(otherEurope)).toBeNull();
      await userEvent.click(radio(texts.generic.regions.WORLD));
      const continuously = radio(region.duration.continuously);
      expect(continuously.disabled).toBe(true);
      const [refusal] = words(region.notAllowed.continuously, region.notAllowed.holderContinuously);
      expect(descriptionOf(continuously)).toBe(refusal);
      if (holder) expect(form().textContent).not.toMatch(MINE);
      expectNoRawKeys(document.body);
      expect(app.missingKeys).toEqual([]);
    }, 20_000);

    it('a temporary setting: "the" settings to choose from, why Europe is off, the one it may only delete', async () => {
      const card = aCard().withId('card-a').withTemporaryRegion().withoutLinks('CREATE_TEMPORARY_GEO_PROFILE').build();
      const app = await openEditor(card, options);
      const [permanent, otherPermanent] = words(
        region.duration.continuouslyWithLimit,
        region.duration.holderContinuouslyWithLimit,
      );
      const [temporary] = words(region.duration.temporarilyWithLimit, region.duration.holderTemporarilyWithLimit);
      expect(radio(permanent)).toBeTruthy();
      expect(screen.queryByRole('radio', { name: otherPermanent })).toBeNull();
      const [deleteOnly] = words(region.notAllowed.deleteOnly, region.notAllowed.holderDeleteOnly);
      expect(descriptionOf(radio(temporary))).toBe(deleteOnly);
      await userEvent.click(radio(temporary));
      const [europeOff] = words(region.europeDisabled, region.holderEuropeDisabled);
      expect(descriptionOf(radio(texts.generic.regions.EUR))).toBe(europeOff);
      if (holder) expect(form().textContent).not.toMatch(MINE);
      expect(app.missingKeys).toEqual([]);
    }, 20_000);

    it('World for good: the spinner while it is saved', async () => {
      const app = await openEditor(aCard().withId('card-a').build(), options);
      let answer: () => void = () => undefined;
      const original = app.world.regions.changeDefault.bind(app.world.regions);
      app.world.regions.changeDefault = (...args) =>
        new Promise((resolve) => (answer = () => resolve(original(...args))));
      await userEvent.click(radio(texts.generic.regions.WORLD));
      await userEvent.click(radio(region.duration.continuously));
      await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
      const [saving] = words(region.spinner.saving, region.spinner.holderSaving);
      expect(within(form()).getByRole('status').textContent).toBe(saving);
      await act(async () => answer());
    }, 20_000);
  });
});
