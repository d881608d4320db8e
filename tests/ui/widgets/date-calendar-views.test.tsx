/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type IsoDate } from '../../../domain/index';
import { yearGroupOf } from '../../../ui/widgets/date-calendar-views';
import { DateField } from '../../../ui/widgets/date-field';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';
import { fillJsdomGaps } from './jsdom-gaps';

beforeAll(fillJsdomGaps);

/**
 * Section 2.10's month and year views: the calendar's heading leads from the days to the months
 * of that year, the year to a page of 16 years; choosing a year leads to its months, a month to
 * its days. Up and down in the grids follow the layout, which jsdom has not got: the browser
 * tests press those.
 */
function Harness({ initial, min, max }: { initial: IsoDate; min?: IsoDate; max?: IsoDate }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<IsoDate | undefined>(initial);
  return (
    <DateField
      id="startDate"
      label={t('editLimits.dates.start')}
      value={value}
      min={min}
      max={max}
      onChange={(date) => setValue(date)}
    />
  );
}

const MONTHS = {
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

describe.each(LANGUAGES)('the calendar’s month and year views (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.widgets.dateField;
  const label = texts.editLimits.dates.start;
  const months = MONTHS[language];

  async function open(props: { initial: IsoDate; min?: IsoDate; max?: IsoDate }) {
    const rendered = renderIn(language, <Harness {...props} />);
    const user = userEvent.setup();
    // The open popover hides the rest of the page from the accessibility tree: find the input first.
    const input = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: `${words.openCalendar}: ${label}` }));
    const dialog = await screen.findByRole('dialog', { name: label }, { timeout: 5000 });
    return { ...rendered, user, dialog, input };
  }
  const options = (list: HTMLElement) => within(list).getAllByRole('option');
  const offered = (list: HTMLElement) =>
    options(list)
      .filter((option) => option.getAttribute('aria-disabled') !== 'true')
      .map((option) => option.textContent);
  const focusedText = () => document.activeElement?.textContent;

  it('the heading leads to the months of its year, the year to a page of 16 years; what lies outside the window is not offered', async () => {
    const { user, dialog, container, missingKeys } = await open({
      initial: '2027-04-21' as IsoDate,
      min: '2027-04-19' as IsoDate,
      max: '2028-03-01' as IsoDate,
    });
    await user.click(within(dialog).getByRole('button', { name: `${months[3]} 2027, ${words.chooseMonth}` }));

    const monthList = within(dialog).getByRole('listbox', { name: `${words.chooseMonth}, 2027` });
    expect(within(dialog).queryByRole('grid')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: '2027' })).toBeTruthy();
    expect(options(monthList).map((option) => option.textContent)).toEqual(months);
    expect(offered(monthList)).toEqual(months.slice(3));
    // The month shown is the one selected and takes the focus.
    expect(within(monthList).getByRole('option', { selected: true }).textContent).toBe(months[3]);
    expect(focusedText()).toBe(months[3]);
    expect(within(dialog).getByRole('button', { name: words.previousYear }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: words.nextYear }));
    const nextYear = within(dialog).getByRole('listbox', { name: `${words.chooseMonth}, 2028` });
    expect(offered(nextYear)).toEqual(months.slice(0, 3));
    expect(within(dialog).getByRole('button', { name: words.nextYear }).hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: `2028, ${words.chooseYear}` }));
    const yearList = within(dialog).getByRole('listbox', { name: `${words.chooseYear}, 2020–2035` });
    expect(within(dialog).getByRole('heading', { name: '2020–2035' })).toBeTruthy();
    expect(options(yearList).map((option) => option.textContent)).toEqual(
      Array.from({ length: 16 }, (_, index) => String(2020 + index)),
    );
    expect(offered(yearList)).toEqual(['2027', '2028']);
    expect(focusedText()).toBe('2028');
    // No page before or after holds a year to choose.
    expect(within(dialog).getByRole('button', { name: words.previousYears }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: words.nextYears }).hasAttribute('disabled')).toBe(true);
    // Choosing a year that is not offered does nothing.
    await user.click(within(yearList).getByRole('option', { name: '2030' }));
    expect(within(dialog).getByRole('listbox', { name: `${words.chooseYear}, 2020–2035` })).toBe(yearList);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('year → month → day: a year on an earlier page, a month in it, then a day, which fills the field', async () => {
    const { user, dialog, input } = await open({ initial: '2027-04-21' as IsoDate });
    await user.click(within(dialog).getByRole('button', { name: `${months[3]} 2027, ${words.chooseMonth}` }));
    await user.click(within(dialog).getByRole('button', { name: `2027, ${words.chooseYear}` }));
    await user.click(within(dialog).getByRole('button', { name: words.previousYears }));
    const yearList = within(dialog).getByRole('listbox', { name: `${words.chooseYear}, 2004–2019` });
    await user.click(within(yearList).getByRole('option', { name: '2016' }));

    const monthList = within(dialog).getByRole('listbox', { name: `${words.chooseMonth}, 2016` });
    expect(offered(monthList)).toEqual(months);
    expect(within(monthList).getByRole('option', { selected: true }).textContent).toBe(months[3]);
    await user.click(within(monthList).getByRole('option', { name: months[5] }));

    // The days of June 2016 (a year whose public holidays the domain knows: 2014–2099), the focus on the same day of the month as before.
    const grid = within(dialog).getByRole('grid', { name: `${label}, ${months[5]} 2016` });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/21/);
    expect(grid.contains(document.activeElement)).toBe(true);
    await user.click(
      within(grid)
        .getAllByRole('button')
        .find((day) => day.textContent === '15' && !day.hasAttribute('data-outside-month'))!,
    );
    expect(input.value).toBe('15-06-2016');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('works by keyboard: Enter on the heading, arrows in the months and years, Enter and Space choose; Escape still closes', async () => {
    const { user, dialog, input } = await open({ initial: '2027-04-21' as IsoDate });
    // From the focused day back to the heading: past the next-month button.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`${months[3]} 2027, ${words.chooseMonth}`);
    await user.keyboard('{Enter}');
    expect(focusedText()).toBe(months[3]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedText()).toBe(months[5]);
    await user.keyboard('{ArrowLeft}');
    expect(focusedText()).toBe(months[4]);
    await user.keyboard('{End}');
    expect(focusedText()).toBe(months[11]);

    // To the years: back past the next-year button to the year, Space.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`2027, ${words.chooseYear}`);
    await user.keyboard(' ');
    expect(focusedText()).toBe('2027');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focusedText()).toBe('2025');
    await user.keyboard(' ');
    const monthList = within(dialog).getByRole('listbox', { name: `${words.chooseMonth}, 2025` });
    expect(focusedText()).toBe(months[3]);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(within(dialog).getByRole('grid', { name: `${label}, ${months[4]} 2025` })).toBeTruthy();
    expect(monthList.isConnected).toBe(false);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/21/);
    // Wednesday 21 May 2025: Enter takes it.
    await user.keyboard('{Enter}');
    expect(input.value).toBe('21-05-2025');

    // Escape in the month view closes the calendar, the focus back on its button, the date unchanged.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: label });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(focusedText()).toBe(months[4]);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('21-05-2025');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `${words.openCalendar}: ${label}` }));
  });

  it('choosing the month and year already shown leads back to them', async () => {
    const { user, dialog } = await open({ initial: '2027-04-21' as IsoDate });
    await user.click(within(dialog).getByRole('button', { name: `${months[3]} 2027, ${words.chooseMonth}` }));
    await user.click(within(dialog).getByRole('button', { name: `2027, ${words.chooseYear}` }));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('listbox', { name: `${words.chooseMonth}, 2027` })).toBeTruthy();
    await user.click(within(dialog).getByRole('option', { name: months[3] }));
    expect(within(dialog).getByRole('grid', { name: `${label}, ${months[3]} 2027` })).toBeTruthy();
  });

  it('the first page of years starts in 1908 and has none before it (section 2.10)', async () => {
    const { user, dialog } = await open({ initial: '1910-03-02' as IsoDate });
    await user.click(within(dialog).getByRole('button', { name: `${months[2]} 1910, ${words.chooseMonth}` }));
    await user.click(within(dialog).getByRole('button', { name: `1910, ${words.chooseYear}` }));
    const yearList = within(dialog).getByRole('listbox', { name: `${words.chooseYear}, 1908–1923` });
    expect(offered(yearList)).toHaveLength(16);
    expect(within(dialog).getByRole('button', { name: words.previousYears }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: words.nextYears }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the pages of years', () => {
  it('are twelve groups of 16 covering 1908–2099 exactly', () => {
    const groups = new Map<number, number>();
    for (let year = 1908; year <= 2099; year += 1) {
      const group = yearGroupOf(year);
      expect(year >= group.first && year <= group.last).toBe(true);
      groups.set(group.first, group.last);
    }
    expect(groups.size).toBe(12);
    expect([...groups].every(([first, last]) => last - first + 1 === 16)).toBe(true);
    expect([...groups.keys()][0]).toBe(1908);
    expect([...groups.values()].at(-1)).toBe(2099);
  });
});
