/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, LANGUAGES, type IsoDate } from '../../../domain/index';
import { DateRangeFields, type RangeCalendarLoader } from '../../../ui/widgets/date-range-fields';
import type { ChosenPeriod, PeriodBounds } from '../../../ui/widgets/date-range-days';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';
import { fillJsdomGaps } from './jsdom-gaps';

beforeAll(fillJsdomGaps);
afterEach(() => jest.restoreAllMocks());

// A period starts from 19 April to 26 October 2027 and lasts at most 30 days.
const BOUNDS: PeriodBounds = {
  start: { min: '2027-04-19' as IsoDate, max: '2027-10-26' as IsoDate },
  endFor: (start) => ({ min: start, max: addDays(start, 30) }),
};

function Harness({
  initial = {},
  periods,
  load,
  onlyBusinessDays,
}: {
  initial?: { start?: IsoDate; end?: IsoDate };
  periods: ChosenPeriod[];
  load?: RangeCalendarLoader;
  onlyBusinessDays?: boolean;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  return (
    <DateRangeFields
      start={{ id: 'startDate', label: t('editLimits.dates.start'), value: start, onChange: setStart }}
      end={{ id: 'endDate', label: t('editLimits.dates.end'), value: end, onChange: setEnd }}
      bounds={BOUNDS}
      onPeriod={(period) => {
        periods.push(period);
        setStart(period.start);
        setEnd(period.end);
      }}
      {...(load ? { loadCalendar: load } : {})}
      {...(onlyBusinessDays === undefined ? {} : { onlyBusinessDays })}
    />
  );
}

/** A day of the month shown (the neighbouring months' days are hidden). */
const dayOf = (dialog: HTMLElement, n: number) =>
  within(dialog)
    .getAllByRole('button')
    .find((button) => button.textContent === String(n) && !button.hasAttribute('data-outside-month'))!;
const offered = (dialog: HTMLElement, n: number) => dayOf(dialog, n).getAttribute('aria-disabled') !== 'true';

describe.each(LANGUAGES)('the period’s range calendar (section 2.10, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.widgets.dateField;
  const labels = { start: texts.editLimits.dates.start, end: texts.editLimits.dates.end };
  const button = (field: 'start' | 'end') =>
    screen.getByRole('button', { name: `${words.period.open}: ${labels[field]}` });
  const input = (field: 'start' | 'end') => screen.getByRole('textbox', { name: labels[field] }) as HTMLInputElement;

  function setup(initial?: { start?: IsoDate; end?: IsoDate }, load?: RangeCalendarLoader, onlyBusinessDays?: boolean) {
    const periods: ChosenPeriod[] = [];
    const rendered = renderIn(
      language,
      <Harness initial={initial} periods={periods} load={load} onlyBusinessDays={onlyBusinessDays} />,
    );
    // The open popover hides the rest of the page from the accessibility tree: find the fields first.
    return {
      ...rendered,
      periods,
      user: userEvent.setup(),
      inputs: { start: input('start'), end: input('end') },
      buttons: { start: button('start'), end: button('end') },
    };
  }
  const open = async (user: ReturnType<typeof userEvent.setup>, from: HTMLElement) => {
    await user.click(from);
    return screen.findByRole('dialog', { name: words.period.calendar }, { timeout: 5000 });
  };

  it('picks start and end in one calendar, from the start date’s button, and fills both fields', async () => {
    const { user, periods, inputs, buttons, container, missingKeys } = setup({ start: '2027-04-21' as IsoDate });
    const dialog = await open(user, buttons.start);
    expect(within(dialog).getByText(words.period.pickBoth)).toBeTruthy();
    expect(within(dialog).getByRole('grid', { name: new RegExp(`^${words.period.calendar}`) })).toBeTruthy();
    await user.click(dayOf(dialog, 23));
    expect(within(dialog).getByText(words.period.pickEnd)).toBeTruthy();
    // Friday 23 to Wednesday 28 April: the weekend and King's Day inside the period are allowed.
    await user.click(dayOf(dialog, 28));
    expect(periods).toEqual([{ start: '2027-04-23', end: '2027-04-28' }]);
    expect([inputs.start.value, inputs.end.value]).toEqual(['23-04-2027', '28-04-2027']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(buttons.start);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('says which days are crossed out: weekends and holidays only where they cannot be chosen (a trip: any day)', async () => {
    const business = setup({ start: '2027-04-21' as IsoDate });
    const dialog = await open(business.user, business.buttons.start);
    expect(within(dialog).getByText(words.legend)).toBeTruthy();
    business.unmount();
    const anyDay = setup({ start: '2027-04-21' as IsoDate }, undefined, false);
    const tripDialog = await open(anyDay.user, anyDay.buttons.start);
    expect(within(tripDialog).getByText(words.legendAnyDay)).toBeTruthy();
    expect(within(tripDialog).queryByText(words.legend)).toBeNull();
    expect([24, 25, 27].map((n) => offered(tripDialog, n))).toEqual([true, true, true]); // Saturday, Sunday, King's Day
  });

  it('offers, before the first pick, the business days some period can start or end on; after it, those that make a period with it', async () => {
    const { user } = setup({ start: '2027-04-21' as IsoDate });
    const dialog = await open(user, button('start'));
    expect(offered(dialog, 16)).toBe(false); // before the first start
    expect([24, 25, 27].map((n) => offered(dialog, n))).toEqual([false, false, false]); // Saturday, Sunday, King's Day
    expect(offered(dialog, 19)).toBe(true);
    await user.click(dayOf(dialog, 22));
    // An earlier day can start a period that reaches the 22nd; the weekend still cannot.
    expect([offered(dialog, 19), offered(dialog, 20), offered(dialog, 24)]).toEqual([true, true, false]);
    await user.click(within(dialog).getByRole('button', { name: words.nextMonth }));
    // A period from the 22nd ends by 22 May at the latest.
    expect([offered(dialog, 21), offered(dialog, 24)]).toEqual([true, false]);
  });

  it('from the end date’s button, with a start chosen, keeps the start: one pick chooses the end', async () => {
    const { user, periods, inputs, buttons } = setup({ start: '2027-04-21' as IsoDate });
    const dialog = await open(user, buttons.end);
    expect(within(dialog).getByText(words.period.pickEnd)).toBeTruthy();
    // The start stays: days before it are not offered; the start itself is (a one-day period).
    expect([offered(dialog, 20), offered(dialog, 21)]).toEqual([false, true]);
    await user.click(dayOf(dialog, 30));
    expect(periods).toEqual([{ start: '2027-04-21', end: '2027-04-30' }]);
    expect([inputs.start.value, inputs.end.value]).toEqual(['21-04-2027', '30-04-2027']);
    expect(document.activeElement).toBe(buttons.end);
  });

  it('keeps the first pick through the month view: the end is picked months later', async () => {
    const { user, periods } = setup();
    const dialog = await open(user, button('start'));
    await user.click(dayOf(dialog, 19));
    const month = texts.widgets.dateField.chooseMonth;
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`, ${month}$`) }));
    const months = within(dialog).getByRole('listbox', { name: `${month}, 2027` });
    await user.click(within(months).getAllByRole('option')[4]!);
    expect(within(dialog).getByText(words.period.pickEnd)).toBeTruthy();
    // A period from 19 April reaches 19 May at the latest.
    expect([offered(dialog, 19), offered(dialog, 20)]).toEqual([true, false]);
    await user.click(dayOf(dialog, 19));
    expect(periods).toEqual([{ start: '2027-04-19', end: '2027-05-19' }]);
  });

  it('shows the chosen period, and leaves it as it was on Escape', async () => {
    const { user, periods, inputs } = setup({ start: '2027-05-03' as IsoDate, end: '2027-05-07' as IsoDate });
    const dialog = await open(user, button('start'));
    const selected = within(dialog)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true')
      .map((cell) => cell.textContent);
    // Liberation Day (5 May) and Ascension Day (6 May 2027) lie inside it: closed days, never selected.
    expect(selected).toEqual(['3', '4', '7']);
    expect([offered(dialog, 5), offered(dialog, 6)]).toEqual([false, false]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(periods).toEqual([]);
    expect([inputs.start.value, inputs.end.value]).toEqual(['03-05-2027', '07-05-2027']);
  });

  it('keeps typing both dates possible, the calendar’s chunk not even loaded', async () => {
    const load = jest.fn<ReturnType<RangeCalendarLoader>, []>(() => import('../../../ui/widgets/date-range-calendar'));
    const { user, inputs } = setup(undefined, load);
    await user.type(inputs.start, '03052027');
    await user.type(inputs.end, '07/05/2027');
    expect([inputs.start.value, inputs.end.value]).toEqual(['03-05-2027', '07-05-2027']);
    expect(load).not.toHaveBeenCalled();
  });

  it('says so beside the field when the calendar does not load, and typing still works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, inputs, buttons } = setup(undefined, () =>
      Promise.reject(new Error('the range calendar chunk did not load')),
    );
    await user.click(buttons.end);
    expect((await screen.findByRole('alert')).textContent).toBe(words.loadFailed);
    await user.type(inputs.end, '07052027');
    expect(inputs.end.value).toBe('07-05-2027');
  });
});
