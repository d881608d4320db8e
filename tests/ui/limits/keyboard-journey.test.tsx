/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import SigningScreen from '../../../ui/signing/signing.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { descriptionOf } from '../../support/screens/queries';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// One whole limit change with the keyboard alone: the editor, saving, the signing page and the
// overview's notification. No clicks anywhere.

beforeAll(fillJsdomGaps);

describe.each(LANGUAGES)('a keyboard-only limit change (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('changes the temporary payment limit, signs it and lands on the overview', async () => {
    const world = await editorWorld(
      aCard()
        .withId('card-a')
        .withTemporaryLimit('POS', { limitValue: 300, startDate: '2026-11-24', endDate: '2026-12-01' })
        .build(),
    );
    const { user, where } = await renderScreen(language, world, '/edit-payment-limit', {
      '/edit-payment-limit': <SpendingLimitScreen />,
      '/signing': <SigningScreen />,
    });
    const focused = () => document.activeElement as HTMLElement;

    await user.tab();
    expect(focused()).toBe(screen.getByRole('radio', { name: texts.editLimits.duration.continuouslyWithLimit }));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(
      screen.getByRole('radio', { name: texts.editLimits.duration.temporarilyWithLimit, checked: true }),
    );

    await user.tab();
    expect(focused()).toBe(screen.getByRole('slider'));
    await user.tab();
    expect(focused()).toBe(screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }));
    await user.keyboard('{Control>}a{/Control}{Backspace}450');

    // Past the option (already "a period"); in the range calendar the start moves a day on and
    // the end is picked eight days later; then the end is typed over.
    await user.tab();
    expect(focused()).toBe(screen.getByRole('combobox', { name: texts.editLimits.howLongActive }));
    await user.tab();
    expect(focused()).toBe(screen.getByRole('textbox', { name: texts.editLimits.dates.start }));
    await user.tab();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole(
      'dialog',
      { name: texts.widgets.dateField.period.calendar },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(calendar.contains(focused())).toBe(true), { timeout: 5000 });
    // Picking the start by keyboard moves the focus a day on (react-aria's hint that a range is
    // being picked): seven more days to 3 December.
    await user.keyboard('{ArrowRight}{Enter}{ArrowRight>7/}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect((screen.getByRole('textbox', { name: texts.editLimits.dates.start }) as HTMLInputElement).value).toBe(
      '25-11-2026',
    );
    expect((screen.getByRole('textbox', { name: texts.editLimits.dates.end }) as HTMLInputElement).value).toBe(
      '03-12-2026',
    );
    expect(focused()).toBe(
      screen.getByRole('button', { name: `${texts.widgets.dateField.period.open}: ${texts.editLimits.dates.start}` }),
    );
    await user.tab();
    expect(focused()).toBe(screen.getByRole('textbox', { name: texts.editLimits.dates.end }));
    await user.keyboard('{Control>}a{/Control}{Backspace}04122026');
    await user.tab();
    await user.tab();
    expect(focused().textContent).toBe(texts.generic.buttons.delete);
    await user.tab();
    expect(focused().textContent).toBe(texts.generic.buttons.save);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(where.current).toBe('/signing'));
    expect(world.limits.callsOf('changeTemporary')).toEqual([
      [
        'card-a',
        'temporary-POS',
        { limitType: 'POS', limitValue: 450, startDate: '2026-11-25', endDate: '2026-12-04' },
      ],
    ]);
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(where.current).toBe('/card-management'));
    expect(screen.getByText(texts.notification.success.changedTemporaryPOSLimit.content)).toBeTruthy();
    // The calendar is a lazily loaded chunk; a busy machine needs more than jest's 5 s.
  }, 20_000);

  // Reading 29: the questions a keyboard user only passes on the way to Save are not errors yet.
  it('tabbing past questions not answered yet says nothing until Save, which says them all', async () => {
    const world = await editorWorld(aCard().build());
    const { user } = await renderScreen(language, world, '/edit-payment-limit', {
      '/edit-payment-limit': <SpendingLimitScreen />,
    });
    const start = () => screen.getByRole('textbox', { name: texts.editLimits.dates.start });
    const end = () => screen.getByRole('textbox', { name: texts.editLimits.dates.end });
    const save = await screen.findByRole('button', { name: texts.generic.buttons.save });
    const warning = (key: 'startDateRequired' | 'endDateRequired') =>
      `${texts.widgets.fieldMessage.prefix} ${texts.generic.warnings[key]}`;

    await user.tab();
    await user.keyboard('{ArrowDown}'); // temporarily
    while (document.activeElement !== screen.getByRole('combobox', { name: texts.editLimits.howLongActive }))
      await user.tab();
    await user.selectOptions(document.activeElement as HTMLSelectElement, texts.generic.temporaryOptions.period);
    while (document.activeElement !== save) await user.tab();
    expect([descriptionOf(start()), descriptionOf(end())]).toEqual(['', '']);
    // Nor the amount the app filled in (the permanent limit, which a temporary one must differ from).
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(screen.queryByText(texts.widgets.errorSummary.title)).toBeNull();

    await user.keyboard('{Enter}');
    expect(await screen.findByText(texts.widgets.errorSummary.title)).toBeTruthy();
    expect([descriptionOf(start()), descriptionOf(end())]).toEqual([
      warning('startDateRequired'),
      warning('endDateRequired'),
    ]);
    expect(screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(world.limits.calls).toEqual([]);
  });
});
