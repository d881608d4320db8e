/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import {
  LANGUAGES,
  serviceError,
  type Language,
  type PaymentInstrument,
  type TemporaryLimitType,
} from '../../../domain/index';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import { aCard, TODAY } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { buttonTexts, descriptionOf, isDisabled } from '../../support/screens/queries';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { clearViewport, setViewportWidth } from '../widgets/viewport';

// Section 2.5 and section 4, "Limit change", from the customer's side. Today is Monday
// 23 November 2026; the bank allows starts up to 1 June 2027 and periods of 365 days.

const SCREENS = {
  POS: {
    path: '/edit-payment-limit',
    route: <SpendingLimitScreen />,
    section: 'payment',
    cancel: 'editPaymentLimit',
    defaultValue: '2.500',
    max: '10000',
  },
  ATM: {
    path: '/edit-withdrawal-limit',
    route: <SpendingLimitScreen />,
    section: 'withdrawal',
    cancel: 'editWithdrawalLimit',
    defaultValue: '500',
    max: '2000',
  },
} as const;

afterEach(clearViewport);

async function open(language: Language, limitType: TemporaryLimitType, card: PaymentInstrument) {
  const world = await editorWorld(card);
  const { path, route } = SCREENS[limitType];
  return { world, ...(await renderScreen(language, world, path, { [path]: route })) };
}

describe.each(
  LANGUAGES.flatMap((language) => (['POS', 'ATM'] as const).map((limitType) => [language, limitType] as const)),
)('the %s %s limit editor: what it shows', (language, limitType) => {
  const texts = TRANSLATIONS[language];
  const words = texts.editLimits[SCREENS[limitType].section];
  const shown = (value: string) => (language === 'en' ? value.replace('.', ',') : value);

  it('without a temporary limit: the duration subtitle, continuously chosen, the slider at the default limit', async () => {
    const { container, missingKeys } = await open(language, limitType, aCard().build());
    expect(screen.getByText(texts.generic.card.productName)).toBeTruthy();
    expect(screen.getByText('NL91 DMBK 0417 1643 00', { exact: false })).toBeTruthy();
    const group = screen.getByRole('group', { name: words.durationSubtitle });
    expect(
      (within(group).getByRole('radio', { name: texts.editLimits.duration.continuously }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(group).getByRole('radio', { name: texts.editLimits.duration.temporarily }) as HTMLInputElement).checked,
    ).toBe(false);
    const slider = screen.getByRole('slider', { name: words.sliderLabel }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step]).toEqual(['0', SCREENS[limitType].max, '1']);
    expect((screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement).value).toBe(
      shown(SCREENS[limitType].defaultValue),
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('with a temporary limit: which limit to change, the "with limit" labels and nothing chosen yet', async () => {
    const { container, missingKeys } = await open(language, limitType, aCard().withTemporaryLimit(limitType).build());
    const group = screen.getByRole('group', { name: words.legendWhichLimit });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      texts.editLimits.duration.continuouslyWithLimit,
      texts.editLimits.duration.temporarilyWithLimit,
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([false, false]);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });
});

describe.each(LANGUAGES)('the payment and withdrawal limit editor (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const warning = (key: keyof typeof texts.generic.warnings) =>
    `${texts.widgets.fieldMessage.prefix} ${texts.generic.warnings[key]}`;
  const amount = () => screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;
  const slider = () => screen.getByRole('slider') as HTMLInputElement;
  const howLong = () => screen.getByRole('combobox', { name: texts.editLimits.howLongActive }) as HTMLSelectElement;
  const dateInput = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const queryDate = (name: string) => screen.queryByRole('textbox', { name });
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
  const button = (name: string) => screen.getByRole('button', { name });
  const summary = () => screen.getByText(texts.widgets.errorSummary.title).closest('.error-summary') as HTMLElement;
  const summaryLinks = () =>
    within(summary())
      .getAllByRole('link')
      .map((link) => link.textContent);
  const option = (value: keyof typeof texts.generic.temporaryOptions) => texts.generic.temporaryOptions[value];

  describe('choosing the duration (section 4)', () => {
    it('"temporarily" with a temporary limit shows it: its value, its option and dates, and Delete for Cancel', async () => {
      const { user } = await open(
        language,
        'POS',
        aCard().withTemporaryLimit('POS', { limitValue: 300, startDate: '2026-11-24', endDate: '2026-12-01' }).build(),
      );
      expect(slider().value).toBe('2500');
      expect(buttonTexts()).toContain(texts.generic.buttons.cancel);
      await user.click(radio(texts.editLimits.duration.temporarilyWithLimit));
      expect(slider().value).toBe('300');
      expect(howLong().selectedOptions[0]?.textContent).toBe(option('period'));
      expect(dateInput(texts.editLimits.dates.start).value).toBe('24-11-2026');
      expect(dateInput(texts.editLimits.dates.end).value).toBe('01-12-2026');
      expect(buttonTexts()).toContain(texts.generic.buttons.delete);
      expect(buttonTexts()).not.toContain(texts.generic.buttons.cancel);

      await user.click(radio(texts.editLimits.duration.continuouslyWithLimit));
      expect(slider().value).toBe('2500');
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(buttonTexts()).toContain(texts.generic.buttons.cancel);
    });

    it.each([
      ['start = end = today → only today, no date', TODAY, TODAY, 'onlyToday', []],
      ['start = end → another day, one plain date', '2026-11-25', '2026-11-25', 'anotherDay', ['date']],
      ['otherwise → a period, start and end', '2026-11-25', '2026-11-27', 'period', ['start', 'end']],
    ] as const)(
      'maps the existing temporary limit to its option: %s',
      async (_name, startDate, endDate, expected, fields) => {
        const { user } = await open(language, 'ATM', aCard().withTemporaryLimit('ATM', { startDate, endDate }).build());
        await user.click(radio(texts.editLimits.duration.temporarilyWithLimit));
        expect(howLong().selectedOptions[0]?.textContent).toBe(option(expected));
        const labels = {
          date: texts.editLimits.dates.date,
          start: texts.editLimits.dates.start,
          end: texts.editLimits.dates.end,
        };
        for (const [field, label] of Object.entries(labels))
          expect(queryDate(label) !== null).toBe((fields as readonly string[]).includes(field));
      },
    );

    it('"temporarily" without a temporary limit keeps the amount and asks how long, with Cancel', async () => {
      const { user } = await open(language, 'POS', aCard().build());
      await user.clear(amount());
      await user.type(amount(), '700');
      await user.click(radio(texts.editLimits.duration.temporarily));
      expect(slider().value).toBe('700');
      expect(howLong().value).toBe('');
      expect(howLong().selectedOptions[0]?.textContent).toBe(texts.widgets.select.empty);
      expect([...howLong().options].map((entry) => entry.textContent).slice(1)).toEqual([
        option('onlyToday'),
        option('anotherDay'),
        option('period'),
      ]);
      expect(buttonTexts()).toContain(texts.generic.buttons.cancel);
    });

    it('changing the duration type resets the validation', async () => {
      const { user } = await open(language, 'POS', aCard().withTemporaryLimit('POS').build());
      await user.click(button(texts.generic.buttons.save));
      const group = screen.getByRole('group', { name: texts.editLimits.payment.legendWhichLimit });
      expect(descriptionOf(group)).toBe(warning('durationTypeRequired'));
      await user.click(radio(texts.editLimits.duration.temporarilyWithLimit));
      expect(descriptionOf(group)).toBe('');
      expect(screen.queryByText(texts.widgets.errorSummary.title)).toBeNull();
    });
  });

  describe('the dates (section 4)', () => {
    // An amount other than the permanent one, which would be said to change nothing (issue 33, item 7).
    const temporarily = async (card = aCard().build()) => {
      const opened = await open(language, 'POS', card);
      await opened.user.click(radio(texts.editLimits.duration.temporarily));
      await opened.user.clear(amount());
      await opened.user.type(amount(), '700');
      return opened;
    };

    it('labels the one date plainly for another day and "start" for a period; only a period has an end', async () => {
      const { user, container } = await temporarily();
      await user.selectOptions(howLong(), option('anotherDay'));
      expect(queryDate(texts.editLimits.dates.date)).not.toBeNull();
      expect(queryDate(texts.editLimits.dates.end)).toBeNull();
      await user.selectOptions(howLong(), option('period'));
      expect(queryDate(texts.editLimits.dates.start)).not.toBeNull();
      expect(queryDate(texts.editLimits.dates.end)).not.toBeNull();
      expect(dateInput(texts.editLimits.dates.start).placeholder).toBe(texts.widgets.dateField.placeholder);
      expectNoRawKeys(container);
      await user.selectOptions(howLong(), option('onlyToday'));
      expect(queryDate(texts.editLimits.dates.start)).toBeNull();
      expect(queryDate(texts.editLimits.dates.date)).toBeNull();
    });

    it('changing the option clears the dates; choosing a start clears the end', async () => {
      const { user } = await temporarily();
      await user.selectOptions(howLong(), option('period'));
      await user.type(dateInput(texts.editLimits.dates.start), '25112026');
      await user.type(dateInput(texts.editLimits.dates.end), '27112026');
      expect(dateInput(texts.editLimits.dates.end).value).toBe('27-11-2026');
      await user.clear(dateInput(texts.editLimits.dates.start));
      await user.type(dateInput(texts.editLimits.dates.start), '26112026');
      expect(dateInput(texts.editLimits.dates.end).value).toBe('');
      await user.type(dateInput(texts.editLimits.dates.end), '27112026');
      await user.selectOptions(howLong(), option('anotherDay'));
      expect(dateInput(texts.editLimits.dates.date).value).toBe('');
    });

    it.each([
      ['a Saturday', texts.editLimits.dates.start, '28112026', 'dateIsWeekend'],
      ['a public holiday (Christmas)', texts.editLimits.dates.start, '25122026', 'dateIsPublicHoliday'],
      ['a start in the past', texts.editLimits.dates.start, '20112026', 'startDateMinRangeInvalid'],
      ['a start beyond the window (190 days)', texts.editLimits.dates.start, '02062027', 'startDateMaxRangeInvalid'],
    ] as const)(
      'a typed date the picker would not offer gets its message once the field is left: %s',
      async (_name, label, typed, key) => {
        const { user, world } = await temporarily();
        await user.selectOptions(howLong(), option('period'));
        await user.type(dateInput(label), typed);
        // Still in the field (GOV.UK): nothing yet, not even on the way to its calendar button.
        await user.tab();
        expect(descriptionOf(dateInput(label))).toBe('');
        await user.click(dateInput(texts.editLimits.dates.end));
        expect(descriptionOf(dateInput(label))).toBe(warning(key));
        expect(dateInput(label).getAttribute('aria-invalid')).toBe('true');
        await user.click(button(texts.generic.buttons.save));
        expect(summaryLinks()).toEqual([texts.generic.warnings[key], texts.generic.warnings.endDateRequired]);
        expect(world.limits.calls).toEqual([]);
      },
    );

    it.each([
      ['before the start', '24112026', 'endDateBeforeStartDate'],
      ['more than 12 months after the start', '26112027', 'endDateRangeInvalid'],
      ['on a Sunday', '29112026', 'dateIsWeekend'],
    ] as const)(
      'an end %s gets its message once the field is left, and blocks saving',
      async (_name, typedEnd, key) => {
        const { user, world } = await temporarily();
        await user.selectOptions(howLong(), option('period'));
        await user.type(dateInput(texts.editLimits.dates.start), '25112026');
        await user.type(dateInput(texts.editLimits.dates.end), typedEnd);
        expect(descriptionOf(dateInput(texts.editLimits.dates.end))).toBe('');
        await user.click(dateInput(texts.editLimits.dates.start));
        expect(descriptionOf(dateInput(texts.editLimits.dates.end))).toBe(warning(key));
        await user.click(button(texts.generic.buttons.save));
        expect(summaryLinks()).toEqual([texts.generic.warnings[key]]);
        expect(world.limits.calls).toEqual([]);
      },
    );

    it('exactly 12 months over 29 February, past the bank’s 365 days, is not called "more than 12 months" (issue 33, item 23)', async () => {
      const { user, world } = await temporarily();
      await user.selectOptions(howLong(), option('period'));
      await user.type(dateInput(texts.editLimits.dates.start), '01032027');
      await user.type(dateInput(texts.editLimits.dates.end), '01032028');
      await user.click(dateInput(texts.editLimits.dates.start));
      expect(descriptionOf(dateInput(texts.editLimits.dates.end))).toBe(warning('endDateAfterMaxPeriod'));
      expect(descriptionOf(dateInput(texts.editLimits.dates.end))).not.toContain('12');
      await user.click(button(texts.generic.buttons.save));
      expect(summaryLinks()).toEqual([texts.generic.warnings.endDateAfterMaxPeriod]);
      expect(world.limits.calls).toEqual([]);
    });

    it('"only today" on a day the bank is closed says the option cannot be today, once it is left', async () => {
      const { user, world } = await temporarily();
      world.clock.date = '2026-11-28' as typeof TODAY;
      await user.selectOptions(howLong(), option('onlyToday'));
      expect(descriptionOf(howLong())).toBe('');
      await user.tab();
      expect(descriptionOf(howLong())).toBe(warning('todayIsWeekend'));
    });
  });

  describe('the warnings that wait for a save (section 5)', () => {
    it.each([
      [
        'no duration type chosen',
        aCard().withTemporaryLimit('POS').build(),
        [],
        [['durationType', 'durationTypeRequired']],
      ],
      [
        '"temporarily" without an option',
        aCard().build(),
        ['temporarily'],
        [['temporaryOption', 'tempDurationRequired']],
      ],
      [
        'another day without a date',
        aCard().build(),
        ['temporarily', 'anotherDay'],
        [['startDate', 'anotherDayRequired']],
      ],
      [
        'a period without dates',
        aCard().build(),
        ['temporarily', 'period'],
        [
          ['startDate', 'startDateRequired'],
          ['endDate', 'endDateRequired'],
        ],
      ],
    ] as const)(
      '%s: nothing at first, then the message at the field and in the summary, and no call',
      async (_name, card, steps, expected) => {
        const { user, world, container } = await open(language, 'POS', card);
        if ((steps as readonly string[]).includes('temporarily')) {
          await user.click(radio(texts.editLimits.duration.temporarily));
          await user.clear(amount());
          await user.type(amount(), '700');
        }
        const chosen = (steps as readonly string[]).find((step) => step === 'anotherDay' || step === 'period') as
          'anotherDay' | 'period' | undefined;
        if (chosen) await user.selectOptions(howLong(), option(chosen));
        expect(container.querySelector('.field-message')).toBeNull();

        await user.click(button(texts.generic.buttons.save));
        expect(summaryLinks()).toEqual(expected.map(([, key]) => texts.generic.warnings[key]));
        for (const [field, key] of expected) {
          const element = container.querySelector(`#editor-${field}`)!;
          expect(descriptionOf(element)).toBe(warning(key));
        }
        expect(document.activeElement).toBe(summary());
        await user.click(within(summary()).getAllByRole('link')[0]!);
        expect(container.querySelector(`#editor-${expected[0]![0]}`)!.contains(document.activeElement)).toBe(true);
        expect(world.limits.calls).toEqual([]);
        expectNoRawKeys(container);
      },
    );
  });

  describe("when a field's message shows: once it is left, or on Save (GOV.UK)", () => {
    const summaryShown = () => screen.queryByText(texts.widgets.errorSummary.title) !== null;

    it('after a refused save, a period\'s two new empty dates wait: each says "required" once left, Save says both, the summary in step', async () => {
      const { user } = await open(language, 'POS', aCard().build());
      await user.click(radio(texts.editLimits.duration.temporarily));
      await user.clear(amount());
      await user.type(amount(), '700');
      await user.click(button(texts.generic.buttons.save));
      expect(summaryLinks()).toEqual([texts.generic.warnings.tempDurationRequired]);

      await user.selectOptions(howLong(), option('period'));
      const [start, end] = [dateInput(texts.editLimits.dates.start), dateInput(texts.editLimits.dates.end)];
      expect([descriptionOf(start), descriptionOf(end)]).toEqual(['', '']);
      expect(summaryShown()).toBe(false);
      await user.type(start, '3'); // half typed: an answer, which speaks once left (passed by empty, it waits: reading 29)
      await user.click(end);
      expect([descriptionOf(start), descriptionOf(end)]).toEqual([warning('startDateRequired'), '']);
      expect(summaryLinks()).toEqual([texts.generic.warnings.startDateRequired]);

      await user.click(button(texts.generic.buttons.save));
      expect([descriptionOf(start), descriptionOf(end)]).toEqual([
        warning('startDateRequired'),
        warning('endDateRequired'),
      ]);
      expect(summaryLinks()).toEqual([
        texts.generic.warnings.startDateRequired,
        texts.generic.warnings.endDateRequired,
      ]);

      // A new start clears the end: its question is new, so its message waits again.
      await user.clear(start);
      await user.type(start, '25112026');
      expect([descriptionOf(start), descriptionOf(end)]).toEqual(['', '']);
      expect(summaryShown()).toBe(false);
    });

    it('before any save, only the fields the customer has left speak', async () => {
      const { user } = await open(language, 'POS', aCard().build());
      await user.click(radio(texts.editLimits.duration.temporarily));
      await user.selectOptions(howLong(), option('period'));
      const [start, end] = [dateInput(texts.editLimits.dates.start), dateInput(texts.editLimits.dates.end)];
      await user.type(start, '3');
      await user.tab();
      // The calendar button belongs to the start: not left yet.
      expect(descriptionOf(start)).toBe('');
      await user.tab();
      expect(document.activeElement).toBe(end);
      expect([descriptionOf(start), descriptionOf(end)]).toEqual([warning('startDateRequired'), '']);
      expect(summaryShown()).toBe(false);
    });
  });

  describe('saving (section 4, "Submit")', () => {
    it('continuously changes the default limit and hands over to /signing', async () => {
      const { user, world, where } = await open(language, 'ATM', aCard().withId('card-a').build());
      await user.clear(amount());
      await user.type(amount(), '750');
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/signing'));
      expect(world.limits.callsOf('changeDefault')).toEqual([['card-a', 'ATM', 750]]);
      expect(world.app.changes.operationType).toBe('changedDefaultATMLimit');
    });

    it.each([
      ['only today: today twice', 'onlyToday', [], { startDate: TODAY, endDate: TODAY }],
      ['another day: that day twice', 'anotherDay', ['26112026'], { startDate: '2026-11-26', endDate: '2026-11-26' }],
      [
        'a period: start and end',
        'period',
        ['26112026', '04122026'],
        { startDate: '2026-11-26', endDate: '2026-12-04' },
      ],
    ] as const)('temporarily without one creates a temporary limit (%s)', async (_name, chosen, typed, dates) => {
      const { user, world, where } = await open(language, 'POS', aCard().withId('card-a').build());
      await user.click(radio(texts.editLimits.duration.temporarily));
      await user.clear(amount());
      await user.type(amount(), '4000');
      await user.selectOptions(howLong(), option(chosen));
      const inputs = screen.queryAllByRole('textbox').filter((input) => input !== amount());
      for (const [index, text] of typed.entries()) await user.type(inputs[index]!, text);
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/signing'));
      expect(world.limits.callsOf('createTemporary')).toEqual([
        ['card-a', { limitType: 'POS', limitValue: 4000, ...dates }],
      ]);
      expect(world.app.changes.operationType).toBe('newTemporaryPOSLimit');
    });

    it('temporarily with one changes it', async () => {
      const { user, world, where } = await open(
        language,
        'ATM',
        aCard().withId('card-a').withTemporaryLimit('ATM').build(),
      );
      await user.click(radio(texts.editLimits.duration.temporarilyWithLimit));
      await user.clear(amount());
      await user.type(amount(), '150');
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/signing'));
      expect(world.limits.callsOf('changeTemporary')).toEqual([
        [
          'card-a',
          'temporary-ATM',
          { limitType: 'ATM', limitValue: 150, startDate: '2026-11-24', endDate: '2026-12-01' },
        ],
      ]);
      expect(world.app.changes.operationType).toBe('changedTemporaryATMLimit');
    });

    it('a refusal by the bank shows the catalogue message and keeps the form', async () => {
      const { user, world, where } = await open(language, 'POS', aCard().build());
      world.limits.failNext('changeDefault', serviceError('MESSAGE_BAI540_0072'));
      await user.clear(amount());
      await user.type(amount(), '9000');
      await user.click(button(texts.generic.buttons.save));
      expect(await screen.findByText(texts.errorMessages['message:MESSAGE_BAI540_0072'])).toBeTruthy();
      expect(where.current).toBe('/edit-payment-limit');
      expect(slider().value).toBe('9000');
    });
  });

  describe('deleting and cancelling', () => {
    it('Delete asks first ("Delete limit"); Delete deletes and hands over to /signing', async () => {
      const { user, world, where, container } = await open(
        language,
        'POS',
        aCard().withId('card-a').withTemporaryLimit('POS').build(),
      );
      await user.click(radio(texts.editLimits.duration.temporarilyWithLimit));
      await user.click(button(texts.generic.buttons.delete));
      const dialog = screen.getByRole('dialog', {
        name: texts.editLimits.deleteLimitModal.title,
        description: texts.editLimits.payment.deleteBody,
      });
      expectNoRawKeys(container);
      await user.click(within(dialog).getByRole('button', { name: texts.generic.buttons.cancel }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(world.limits.calls).toEqual([]);

      await user.click(button(texts.generic.buttons.delete));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.delete }));
      await waitFor(() => expect(where.current).toBe('/signing'));
      expect(world.limits.callsOf('deleteTemporary')).toEqual([['card-a', 'temporary-POS']]);
      expect(world.app.changes.operationType).toBe('deletedTemporaryPOSLimit');
    });

    it('the withdrawal delete modal asks about the withdrawal limit', async () => {
      const { user } = await open(language, 'ATM', aCard().withTemporaryLimit('ATM').build());
      await user.click(radio(texts.editLimits.duration.temporarilyWithLimit));
      await user.click(button(texts.generic.buttons.delete));
      expect(
        screen.getByRole('dialog', {
          name: texts.editLimits.deleteLimitModal.title,
          description: texts.editLimits.withdrawal.deleteBody,
        }),
      ).toBeTruthy();
    });

    it.each(['POS', 'ATM'] as const)(
      "Cancel (%s) asks with the limit's own title: No stays, Yes returns to the overview",
      async (limitType) => {
        const { user, where } = await open(language, limitType, aCard().build());
        const modal = texts.cancelModal[SCREENS[limitType].cancel];
        await user.click(button(texts.generic.buttons.cancel));
        expect(screen.getByRole('dialog', { name: modal.title, description: modal.body })).toBeTruthy();
        await user.click(button(texts.generic.buttons.no));
        expect(screen.queryByRole('dialog')).toBeNull();
        await user.click(button(texts.generic.buttons.cancel));
        await user.click(button(texts.generic.buttons.yes));
        await waitFor(() => expect(where.current).toBe('/card-management'));
      },
    );
  });

  describe('the buttons', () => {
    it.each([
      [1024, 'desktop', ['cancel', 'save']],
      [375, 'mobile', ['save', 'cancel']],
    ] as const)("at %i px (%s): %j, and Delete takes Cancel's place", async (width, _name, order) => {
      setViewportWidth(width);
      const { user } = await open(language, 'POS', aCard().withTemporaryLimit('POS').build());
      expect(buttonTexts()).toEqual(order.map((name) => texts.generic.buttons[name]));
      await user.click(radio(texts.editLimits.duration.temporarilyWithLimit));
      expect(buttonTexts()).toEqual(order.map((name) => texts.generic.buttons[name === 'cancel' ? 'delete' : name]));
    });
  });

  describe('while a change waits to be signed (section 4)', () => {
    it('shows the notice, disables the duration and the slider, and offers only OK', async () => {
      const { user, where, container } = await open(
        language,
        'POS',
        aCard().withTemporaryLimit('POS').withPendingLimitChange('ECOM').build(),
      );
      expect(screen.getByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
      expect(screen.getAllByRole('radio').every(isDisabled)).toBe(true);
      expect(isDisabled(slider())).toBe(true);
      expect(isDisabled(amount())).toBe(true);
      expect(buttonTexts()).toEqual([texts.generic.buttons.ok]);
      expectNoRawKeys(container);
      await user.click(button(texts.generic.buttons.ok));
      await waitFor(() => expect(where.current).toBe('/card-management'));
    });
  });

  describe('what the card’s links do not allow (section 6, issue 12.5): shown disabled with the reason, never refused after Save', () => {
    const notAllowed = texts.editLimits.notAllowed;

    it('without CHANGE_DEFAULT_LIMIT_POS: "continuously" is off and says why; the editor starts on "temporarily"', async () => {
      const { user, world, where } = await open(
        language,
        'POS',
        aCard().withoutLinks('CHANGE_DEFAULT_LIMIT_POS').build(),
      );
      expect(radio(texts.editLimits.duration.continuously).disabled).toBe(true);
      expect(descriptionOf(radio(texts.editLimits.duration.continuously))).toBe(notAllowed.continuously);
      expect(radio(texts.editLimits.duration.temporarily).checked).toBe(true);
      await user.selectOptions(howLong(), option('onlyToday'));
      await user.clear(amount());
      await user.type(amount(), '300');
      await user.click(button(texts.generic.buttons.save));
      await waitFor(() => expect(where.current).toBe('/signing'));
      expect(world.limits.callsOf('createTemporary')).toHaveLength(1);
    });

    it('without CREATE_TEMPORARY_LIMIT_ATM: "temporarily" is off and says why', async () => {
      await open(language, 'ATM', aCard().withoutLinks('CREATE_TEMPORARY_LIMIT_ATM').build());
      expect(radio(texts.editLimits.duration.temporarily).disabled).toBe(true);
      expect(descriptionOf(radio(texts.editLimits.duration.temporarily))).toBe(notAllowed.temporarily);
      expect(radio(texts.editLimits.duration.continuously).disabled).toBe(false);
    });

    it('without DELETE_TEMPORARY_LIMIT_POS: "my temporary limit" is off and says why; no Delete', async () => {
      await open(language, 'POS', aCard().withTemporaryLimit('POS').withoutLinks('DELETE_TEMPORARY_LIMIT_POS').build());
      expect(radio(texts.editLimits.duration.temporarilyWithLimit).disabled).toBe(true);
      expect(descriptionOf(radio(texts.editLimits.duration.temporarilyWithLimit))).toBe(
        notAllowed.temporarilyWithLimit,
      );
      expect(buttonTexts()).not.toContain(texts.generic.buttons.delete);
    });

    it('with no link for this limit at all: the form says so and offers only OK, which leaves without asking', async () => {
      const { user, world, where, container } = await open(
        language,
        'POS',
        aCard().withoutLinks('CHANGE_DEFAULT_LIMIT_POS', 'CREATE_TEMPORARY_LIMIT_POS').build(),
      );
      expect(screen.getByText(notAllowed.all)).toBeTruthy();
      expect(buttonTexts()).toEqual([texts.generic.buttons.ok]);
      expect(
        screen.getByRole('group', { name: texts.editLimits.payment.durationSubtitle }).hasAttribute('disabled'),
      ).toBe(true);
      expectNoRawKeys(container);
      await user.click(button(texts.generic.buttons.ok));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.limits.calls).toEqual([]);
    });
  });
});
