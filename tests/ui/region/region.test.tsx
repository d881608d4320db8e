/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, serviceError, type Language, type PaymentInstrument } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import RegionScreen from '../../../ui/region/region.screen';
import { aCard, TODAY } from '../../support/builders/card';
import { buttonTexts, descriptionOf } from '../../support/screens/queries';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';
import { clearViewport, setViewportWidth } from '../widgets/viewport';

// Section 2.6 and section 4, "Region editing", from the customer's side. Today is Monday
// 23 November 2026. The card's temporary setting (when it has one) is World on 24 November.

const PATH = '/edit-region';

beforeAll(fillJsdomGaps);
afterEach(clearViewport);

async function open(language: Language, card: PaymentInstrument) {
  const world = await editorWorld(card);
  return { world, ...(await renderScreen(language, world, PATH, { [PATH]: <RegionScreen /> })) };
}

describe.each(LANGUAGES)('the region editor (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.editRegion;
  const warning = (key: keyof typeof texts.generic.warnings) =>
    `${texts.widgets.fieldMessage.prefix} ${texts.generic.warnings[key]}`;
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
  const europe = () => radio(texts.generic.regions.EUR);
  const worldwide = () => radio(texts.generic.regions.WORLD);
  const group = (name: string) => screen.getByRole('group', { name });
  const queryGroup = (name: string) => screen.queryByRole('group', { name });
  const durationActive = () => screen.getByRole('combobox', { name: words.durationActive }) as HTMLSelectElement;
  const dateInput = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const button = (name: string) => screen.getByRole('button', { name });
  const summaryLinks = () =>
    within(screen.getByText(texts.widgets.errorSummary.title).closest('.error-summary') as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
  const option = (value: keyof typeof texts.generic.temporaryOptions) => texts.generic.temporaryOptions[value];
  const notificationShows = async (key: keyof typeof texts.notification.success) => {
    expect(await screen.findByText(texts.notification.success[key].content)).toBeTruthy();
  };

  it('names the card by its pass number too: after the holder on a desktop, leading beside the product name at 375 px (reading 26)', async () => {
    const lines = () => Array.from(document.querySelectorAll('.read-only-card p')).map((line) => line.textContent);
    const pass = (key: 'passNumber' | 'passNumberFirst') => texts.overview.picker[key].replace('{{passNumber}}', '101');
    await open(language, aCard().build());
    expect(lines()).toEqual([
      texts.generic.card.productName,
      `NL91 DMBK 0417 1643 00 · J. de Vries · ${pass('passNumber')}`,
    ]);
    document.body.innerHTML = '';
    setViewportWidth(375);
    await open(language, aCard().build());
    expect(lines()).toEqual([pass('passNumberFirst'), 'J. de Vries', 'NL91 DMBK 0417 1643 00']);
  });

  describe('without a temporary setting', () => {
    it('shows the card, the region with the default chosen, and the Europe countries with their link', async () => {
      const { container, missingKeys } = await open(language, aCard().build());
      expect(screen.getByText(texts.generic.card.productName)).toBeTruthy();
      expect(queryGroup(words.legendWhichSetting)).toBeNull();
      expect(within(group(words.regionLegend)).getAllByRole('radio')).toHaveLength(2);
      expect(europe().checked).toBe(true);
      expect(europe().disabled).toBe(false);
      const block = screen.getByRole('region', { name: words.europeCountries.title });
      expect(within(block).getByText(words.europeCountries.content)).toBeTruthy();
      const link = within(block).getByRole('link', { name: new RegExp(words.europeCountries.link) });
      expect(link.getAttribute('href')).toBe(DEFAULT_ENVIRONMENT.portal.europeCountries.private[language]);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(queryGroup(words.durationLegend)).toBeNull();
      expect(screen.queryByRole('combobox')).toBeNull();
      expectNoRawKeys(container);
      expect(missingKeys).toEqual([]);
    });

    it('saving Europe again is refused as unchanged (the bank would say 1015), no call', async () => {
      const { user, world } = await open(language, aCard().build());
      await user.click(button(texts.generic.buttons.save));
      expect(await screen.findByText(texts.errorMessages['message:MESSAGE_BAI540_1015'])).toBeTruthy();
      expect(world.regions.calls).toEqual([]);
    });

    it('World asks how long; saving without an answer says so at the duration and in the summary', async () => {
      const { user, world, container } = await open(language, aCard().build());
      await user.click(worldwide());
      expect(screen.queryByRole('region', { name: words.europeCountries.title })).toBeNull();
      const duration = group(words.durationLegend);
      expect(
        within(duration)
          .getAllByRole('radio')
          .map((entry) => (entry as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual([words.duration.continuously, words.duration.temporarily]);
      expect(container.querySelector('.field-message')).toBeNull();
      await user.click(button(texts.generic.buttons.save));
      expect(descriptionOf(duration)).toBe(warning('durationTypeRequired'));
      expect(summaryLinks()).toEqual([texts.generic.warnings.durationTypeRequired]);
      expect(world.regions.calls).toEqual([]);
      expectNoRawKeys(container);
    });

    it('changing the region resets the duration and the validation', async () => {
      const { user } = await open(language, aCard().build());
      await user.click(worldwide());
      await user.click(radio(words.duration.temporarily));
      await user.click(button(texts.generic.buttons.save));
      expect(screen.getByText(texts.widgets.errorSummary.title)).toBeTruthy();
      await user.click(europe());
      expect(screen.queryByText(texts.widgets.errorSummary.title)).toBeNull();
      await user.click(worldwide());
      expect(
        within(group(words.durationLegend))
          .getAllByRole('radio')
          .map((entry) => (entry as HTMLInputElement).checked),
      ).toEqual([false, false]);
      expect(screen.queryByRole('combobox')).toBeNull();
    });

    it('World continuously changes the default region; the notification shows on the overview', async () => {
      const { user, world, where } = await open(language, aCard().withId('card-a').build());
      await user.click(worldwide());
      await user.click(radio(words.duration.continuously));
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.regions.callsOf('changeDefault')).toEqual([['card-a', 'WORLD']]);
      await notificationShows('changedDefaultGeoProfile');
    });

    it('Europe on a World card changes the default region without asking how long', async () => {
      const { user, world, where } = await open(language, aCard().withId('card-a').withDefaultRegion('WORLD').build());
      expect(worldwide().checked).toBe(true);
      await user.click(europe());
      expect(queryGroup(words.durationLegend)).toBeNull();
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.regions.callsOf('changeDefault')).toEqual([['card-a', 'EUR']]);
    });

    it.each([
      ['only today', 'onlyToday', [], { startDate: TODAY, endDate: TODAY }],
      ['another day', 'anotherDay', [['anotherDay', '26112026']], { startDate: '2026-11-26', endDate: '2026-11-26' }],
      [
        'a period',
        'period',
        [
          ['start', '26112026'],
          ['end', '04122026'],
        ],
        { startDate: '2026-11-26', endDate: '2026-12-04' },
      ],
    ] as const)('World temporarily for %s creates a temporary setting', async (_name, chosen, typed, dates) => {
      const { user, world, where } = await open(language, aCard().withId('card-a').build());
      await user.click(worldwide());
      await user.click(radio(words.duration.temporarily));
      await user.click(button(texts.generic.buttons.save));
      expect(descriptionOf(durationActive())).toBe(warning('tempDurationRequired'));
      await user.selectOptions(durationActive(), option(chosen));
      for (const [label, text] of typed) await user.type(dateInput(words.dates[label]), text);
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.regions.callsOf('createTemporary')).toEqual([['card-a', { geoProfile: 'WORLD', ...dates }]]);
      await notificationShows('newTemporaryGeoProfile');
    });

    it('a period overlapping one set meanwhile (another tab) keeps the form, says so, and shows the setting now there', async () => {
      const { user, world, where } = await open(language, aCard().withId('card-a').build());
      await user.click(worldwide());
      await user.click(radio(words.duration.temporarily));
      await user.selectOptions(durationActive(), option('anotherDay'));
      await user.type(dateInput(words.dates.anotherDay), '26112026');
      world.cards.cards = [
        aCard().withId('card-a').withTemporaryRegion({ startDate: '2026-11-26', endDate: '2026-11-26' }).build(),
      ];
      world.regions.failNext('createTemporary', serviceError('TEMPORARY_GEO_PROFILE_OVERLAPS'));
      await user.click(button(texts.generic.buttons.save));
      expect((await screen.findByRole('alert')).textContent).toContain(
        texts.errorMessages['message:TEMPORARY_GEO_PROFILE_OVERLAPS'],
      );
      expect(where.current).toBe(PATH);
      // Read anew, the card has a temporary setting: the editor asks which setting to change.
      expect(await screen.findByRole('group', { name: words.legendWhichSetting })).toBeTruthy();
      expect(screen.getByRole('button', { name: texts.generic.buttons.save })).toBeTruthy();
    });

    it('dates: the messages of section 5 at the field once it is left, and choosing a start clears the end', async () => {
      const { user, world } = await open(language, aCard().build());
      await user.click(worldwide());
      await user.click(radio(words.duration.temporarily));
      await user.selectOptions(durationActive(), option('period'));
      await user.type(dateInput(words.dates.start), '05122026');
      expect(descriptionOf(dateInput(words.dates.start))).toBe('');
      await user.click(dateInput(words.dates.end));
      expect(descriptionOf(dateInput(words.dates.start))).toBe(warning('dateIsWeekend'));
      await user.clear(dateInput(words.dates.start));
      await user.type(dateInput(words.dates.start), '01122026');
      await user.type(dateInput(words.dates.end), '02122027');
      await user.click(dateInput(words.dates.start));
      expect(descriptionOf(dateInput(words.dates.end))).toBe(warning('endDateRangeInvalid'));
      await user.clear(dateInput(words.dates.start));
      await user.type(dateInput(words.dates.start), '02122026');
      expect(dateInput(words.dates.end).value).toBe('');
      await user.click(button(texts.generic.buttons.save));
      expect(summaryLinks()).toEqual([texts.generic.warnings.endDateRequired]);
      expect(world.regions.calls).toEqual([]);
    });
    it('the end calendar offers the days from the start to start + maxPeriod, business days only', async () => {
      const card = aCard().build();
      const allowed = { earliestStartDate: TODAY, latestStartDate: '2027-06-01', maxPeriod: 5 };
      const { user } = await open(language, {
        ...card,
        geoProfile: { ...card.geoProfile!, allowedTemporaryGeoProfileDates: allowed },
      });
      await user.click(worldwide());
      await user.click(radio(words.duration.temporarily));
      await user.selectOptions(durationActive(), option('period'));
      await user.type(dateInput(words.dates.start), '25112026');
      // A period's calendar buttons open its range calendar; from the end date's, the start stays.
      await user.click(button(`${texts.widgets.dateField.period.open}: ${words.dates.end}`));
      const calendar = await screen.findByRole(
        'dialog',
        { name: texts.widgets.dateField.period.calendar },
        { timeout: 10_000 },
      );
      // The grid starts on the Monday before the 1st; those October days are not this month's.
      const day = (n: number) =>
        within(calendar)
          .getAllByRole('button')
          .find(
            (cell) => cell.textContent === String(n) && cell.closest('td') && !cell.hasAttribute('data-outside-month'),
          )!;
      const offered = (n: number) => day(n).getAttribute('aria-disabled') !== 'true';
      expect([24, 25, 26, 27, 28, 29, 30].map(offered)).toEqual([false, true, true, true, false, false, true]);
      expect(
        within(calendar).getByRole('button', { name: texts.widgets.dateField.nextMonth }).hasAttribute('disabled'),
      ).toBe(true);
    }, 20_000);
  });

  describe('with a temporary setting', () => {
    const withTemporary = () => aCard().withId('card-a').withTemporaryRegion().build();

    it('asks first which setting to change, in the "with limit" words; the region waits for the answer', async () => {
      const { user, world, container, missingKeys } = await open(language, withTemporary());
      const first = group(words.legendWhichSetting);
      expect(
        within(first)
          .getAllByRole('radio')
          .map((entry) => (entry as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual([words.duration.continuouslyWithLimit, words.duration.temporarilyWithLimit]);
      expect(queryGroup(words.regionLegend)).toBeNull();
      await user.click(button(texts.generic.buttons.save));
      expect(descriptionOf(first)).toBe(warning('durationTypeRequired'));
      expect(world.regions.calls).toEqual([]);
      expectNoRawKeys(container);
      expect(missingKeys).toEqual([]);
    });

    it('"my temporary setting" shows it: World, Europe disabled, its option and date, and Delete for Cancel', async () => {
      const { user } = await open(language, withTemporary());
      await user.click(radio(words.duration.temporarilyWithLimit));
      expect(worldwide().checked).toBe(true);
      expect(europe().disabled).toBe(true);
      // Why Europe cannot be chosen, next to it and as its description.
      expect(descriptionOf(europe())).toBe(words.europeDisabled);
      // Europe cannot take focus: its reason is said as the focus enters the group (found walking with a screen reader's view).
      expect(descriptionOf(group(words.regionLegend))).toBe(words.europeDisabled);
      expect(durationActive().selectedOptions[0]?.textContent).toBe(option('anotherDay'));
      expect(dateInput(words.dates.anotherDay).value).toBe('24-11-2026');
      expect(buttonTexts()).toContain(texts.generic.buttons.delete);
      expect(buttonTexts()).not.toContain(texts.generic.buttons.cancel);
      expect(queryGroup(words.durationLegend)).toBeNull();
    });

    it('"my default setting" shows the default region, Europe enabled, and Cancel', async () => {
      const { user } = await open(language, withTemporary());
      await user.click(radio(words.duration.continuouslyWithLimit));
      expect(europe().checked).toBe(true);
      expect(europe().disabled).toBe(false);
      expect(descriptionOf(europe())).toBe('');
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(buttonTexts()).toContain(texts.generic.buttons.cancel);
    });

    it('changing the default region while a temporary setting exists', async () => {
      const { user, world, where } = await open(language, withTemporary());
      await user.click(radio(words.duration.continuouslyWithLimit));
      await user.click(worldwide());
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.regions.callsOf('changeDefault')).toEqual([['card-a', 'WORLD']]);
    });

    it('saving a changed temporary setting replaces it: delete, then create', async () => {
      const { user, world, where } = await open(language, withTemporary());
      await user.click(radio(words.duration.temporarilyWithLimit));
      await user.clear(dateInput(words.dates.anotherDay));
      await user.type(dateInput(words.dates.anotherDay), '26112026');
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.regions.calls).toEqual([
        { method: 'deleteTemporary', args: ['card-a', 'temporary-geo'] },
        {
          method: 'createTemporary',
          args: ['card-a', { geoProfile: 'WORLD', startDate: '2026-11-26', endDate: '2026-11-26' }],
        },
      ]);
      await notificationShows('changedTemporaryGeoProfile');
    });

    it('saving it again unchanged sends nothing and says so (1026); the refusal goes once its day changes', async () => {
      const { user, world, where } = await open(language, withTemporary());
      await user.click(radio(words.duration.temporarilyWithLimit));
      await user.click(button(texts.generic.buttons.save));
      const said = texts.errorMessages['message:MESSAGE_BAI540_1026'];
      expect(await screen.findByText(said)).toBeTruthy();
      expect(world.regions.calls).toEqual([]);
      expect(where.current).toBe(PATH);
      await user.clear(dateInput(words.dates.anotherDay));
      await user.type(dateInput(words.dates.anotherDay), '26112026');
      expect(screen.queryByText(said)).toBeNull();
    });

    it('a replacement whose new setting fails says the old one is gone, and stays', async () => {
      const { user, world, where } = await open(language, withTemporary());
      world.regions.failNext('createTemporary', serviceError('MESSAGE_BAI540_1020'));
      await user.click(radio(words.duration.temporarilyWithLimit));
      await user.selectOptions(durationActive(), option('onlyToday'));
      await user.click(button(texts.generic.buttons.save));
      expect(
        await screen.findByText(texts.errorMessages['message:TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE']),
      ).toBeTruthy();
      expect(where.current).toBe(PATH);
    });

    it('Delete asks first ("Delete setting"); Delete removes it and the overview says so', async () => {
      const { user, world, where, container } = await open(language, withTemporary());
      await user.click(radio(words.duration.temporarilyWithLimit));
      await user.click(button(texts.generic.buttons.delete));
      const dialog = screen.getByRole('dialog', { name: words.deleteModal.title, description: words.deleteModal.body });
      expectNoRawKeys(container);
      await user.click(within(dialog).getByRole('button', { name: texts.generic.buttons.cancel }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.click(button(texts.generic.buttons.delete));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.delete }));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.regions.callsOf('deleteTemporary')).toEqual([['card-a', 'temporary-geo']]);
      await notificationShows('deletedTemporaryGeoProfile');
    });

    it('Delete of a setting deleted meanwhile (another tab) says so, not that it failed, and shows the card as it is (reading 95)', async () => {
      const { user, world, where } = await open(language, withTemporary());
      await user.click(radio(words.duration.temporarilyWithLimit));
      world.cards.cards = [aCard().withId('card-a').build()];
      world.regions.failNext('deleteTemporary', serviceError('TEMPORARY_GEO_PROFILE_NOT_FOUND'));
      await user.click(button(texts.generic.buttons.delete));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.delete }));
      await notificationShows('temporaryGeoProfileGone');
      expect(screen.queryByText(texts.errorMessages['message:TEMPORARY_GEO_PROFILE_NOT_FOUND'])).toBeNull();
      expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
      expect(where.current).toBe(PATH);
      // Read anew: no temporary setting, so the editor no longer asks which setting to change.
      expect(queryGroup(words.legendWhichSetting)).toBeNull();
      expect(europe().checked).toBe(true);
    });
  });

  describe('cancel and the buttons', () => {
    it('Cancel asks with the region modal: No stays, Yes returns to the overview', async () => {
      const { user, where } = await open(language, aCard().build());
      await user.click(button(texts.generic.buttons.cancel));
      expect(
        screen.getByRole('dialog', {
          name: texts.cancelModal.editRegion.title,
          description: texts.cancelModal.editRegion.body,
        }),
      ).toBeTruthy();
      await user.click(button(texts.generic.buttons.no));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(where.current).toBe(PATH);
      await user.click(button(texts.generic.buttons.cancel));
      await user.click(button(texts.generic.buttons.yes));
      await waitFor(() => expect(where.current).toBe('/card-management'));
    });

    it.each([
      [1024, 'desktop', ['cancel', 'save']],
      [375, 'mobile', ['save', 'cancel']],
    ] as const)("at %i px (%s): %j, and Delete takes Cancel's place", async (width, _name, order) => {
      setViewportWidth(width);
      const { user } = await open(language, aCard().withTemporaryRegion().build());
      expect(buttonTexts()).toEqual(order.map((name) => texts.generic.buttons[name]));
      await user.click(radio(words.duration.temporarilyWithLimit));
      expect(buttonTexts()).toEqual(order.map((name) => texts.generic.buttons[name === 'cancel' ? 'delete' : name]));
    });
  });

  describe('what the card’s links do not allow (section 6, issue 12.5): shown disabled with the reason, never refused after Save', () => {
    const notAllowed = words.notAllowed;

    it('without CHANGE_DEFAULT_GEO_PROFILE: World asks only "temporarily"; "continuously" is off and says why', async () => {
      const { user } = await open(language, aCard().withoutLinks('CHANGE_DEFAULT_GEO_PROFILE').build());
      await user.click(worldwide());
      expect(radio(words.duration.continuously).disabled).toBe(true);
      expect(descriptionOf(radio(words.duration.continuously))).toBe(notAllowed.continuously);
      expect(radio(words.duration.temporarily).disabled).toBe(false);
    });

    it('without CHANGE_DEFAULT_GEO_PROFILE on a World card: Europe (always the default) is off and says why', async () => {
      await open(language, aCard().withDefaultRegion('WORLD').withoutLinks('CHANGE_DEFAULT_GEO_PROFILE').build());
      expect(europe().disabled).toBe(true);
      expect(descriptionOf(europe())).toBe(notAllowed.continuously);
    });

    it('without CREATE_TEMPORARY_GEO_PROFILE: "temporarily" is off and says why', async () => {
      const { user } = await open(language, aCard().withoutLinks('CREATE_TEMPORARY_GEO_PROFILE').build());
      await user.click(worldwide());
      expect(radio(words.duration.temporarily).disabled).toBe(true);
      expect(descriptionOf(radio(words.duration.temporarily))).toBe(notAllowed.temporarily);
    });

    it('without DELETE_TEMPORARY_GEO_PROFILE: "my temporary setting" is off and says why', async () => {
      await open(language, aCard().withTemporaryRegion().withoutLinks('DELETE_TEMPORARY_GEO_PROFILE').build());
      expect(radio(words.duration.temporarilyWithLimit).disabled).toBe(true);
      expect(descriptionOf(radio(words.duration.temporarilyWithLimit))).toBe(notAllowed.temporarilyWithLimit);
      expect(radio(words.duration.continuouslyWithLimit).disabled).toBe(false);
    });

    it('without CREATE_TEMPORARY_GEO_PROFILE but with DELETE: "my temporary setting" stays on offer, says why, and leads to Delete (reading 45)', async () => {
      const { user, world, where, container } = await open(
        language,
        aCard().withId('card-a').withTemporaryRegion().withoutLinks('CREATE_TEMPORARY_GEO_PROFILE').build(),
      );
      const mine = radio(words.duration.temporarilyWithLimit);
      expect(mine.disabled).toBe(false);
      expect(descriptionOf(mine)).toBe(notAllowed.deleteOnly);
      await user.click(mine);
      // The setting is shown as it is, read-only: nothing to save, so OK in Save's place and Delete in Cancel's.
      expect(worldwide().checked).toBe(true);
      expect(worldwide().matches(':disabled')).toBe(true);
      expect(durationActive().disabled).toBe(true);
      expect(dateInput(words.dates.anotherDay).disabled).toBe(true);
      expect(buttonTexts().sort()).toEqual([texts.generic.buttons.delete, texts.generic.buttons.ok].sort());
      expectNoRawKeys(container);
      await user.click(button(texts.generic.buttons.delete));
      await user.click(
        within(screen.getByRole('dialog', { name: words.deleteModal.title })).getByRole('button', {
          name: texts.generic.buttons.delete,
        }),
      );
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.regions.callsOf('deleteTemporary')).toEqual([['card-a', 'temporary-geo']]);
      expect(world.regions.callsOf('createTemporary')).toEqual([]);
    });

    it('with only DELETE_TEMPORARY_GEO_PROFILE: the default setting is off and says why; OK leaves without a question', async () => {
      const { user, where } = await open(
        language,
        aCard()
          .withTemporaryRegion()
          .withoutLinks('CREATE_TEMPORARY_GEO_PROFILE', 'CHANGE_DEFAULT_GEO_PROFILE')
          .build(),
      );
      expect(radio(words.duration.continuouslyWithLimit).disabled).toBe(true);
      await user.click(radio(words.duration.temporarilyWithLimit));
      await user.click(button(texts.generic.buttons.ok));
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(where.current).toBe('/card-management'));
    });

    it('with no region link at all: the form says so and offers only OK', async () => {
      const { world, container } = await open(
        language,
        aCard()
          .withoutLinks('CHANGE_DEFAULT_GEO_PROFILE', 'CREATE_TEMPORARY_GEO_PROFILE', 'DELETE_TEMPORARY_GEO_PROFILE')
          .build(),
      );
      expect(screen.getByText(notAllowed.all)).toBeTruthy();
      expect(buttonTexts()).toEqual([texts.generic.buttons.ok]);
      expectNoRawKeys(container);
      expect(world.regions.calls).toEqual([]);
    });
  });
});
