/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type IsoDate } from '../../../domain/index';
import { DateField } from '../../../ui/widgets/date-field';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';
import { fillJsdomGaps } from './jsdom-gaps';

beforeAll(fillJsdomGaps);

type Change = { date: IsoDate | undefined; text: string };

/** A day of the month shown (the neighbouring months' days in its first and last week are hidden). */
const dayOf = (dialog: HTMLElement, n: number) =>
  within(dialog)
    .getAllByRole('button')
    .find((button) => button.textContent === String(n) && !button.hasAttribute('data-outside-month'))!;

function StartDateHarness({
  initial,
  min,
  max,
  changes,
  message,
}: {
  initial?: IsoDate;
  min?: IsoDate;
  max?: IsoDate;
  changes: Change[];
  message?: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<IsoDate | undefined>(initial);
  return (
    <>
      <DateField
        id="startDate"
        label={t('editLimits.dates.start')}
        value={value}
        min={min}
        max={max}
        message={message ? t('generic.warnings.startDateRequired') : undefined}
        onChange={(date, text) => {
          changes.push({ date, text });
          setValue(date);
        }}
      />
      <button type="button" onClick={() => setValue(undefined)}>
        {t('generic.temporaryOptions.period')}
      </button>
    </>
  );
}

describe.each(LANGUAGES)('DateField (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const label = texts.editLimits.dates.start;
  const setup = (props: { initial?: IsoDate; min?: IsoDate; max?: IsoDate; message?: boolean } = {}) => {
    const changes: Change[] = [];
    const rendered = renderIn(language, <StartDateHarness changes={changes} {...props} />);
    return {
      changes,
      user: userEvent.setup(),
      input: screen.getByRole('textbox', { name: label }) as HTMLInputElement,
      ...rendered,
    };
  };
  const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: `${texts.widgets.dateField.openCalendar}: ${label}` }));
    return screen.findByRole('dialog', { name: label }, { timeout: 5000 });
  };

  it('is a text input for dd-mm-yyyy: placeholder, 10 characters, numeric keypad', () => {
    const { input, container, missingKeys } = setup();
    expect(input.placeholder).toBe(language === 'nl' ? 'dd-mm-jjjj' : 'dd-mm-yyyy');
    expect(input.maxLength).toBe(10);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('formats eight typed digits as a date', async () => {
    const { user, input, changes } = setup();
    await user.type(input, '12032027');
    expect(input.value).toBe('12-03-2027');
    expect(changes.at(-1)).toEqual({ date: '2027-03-12', text: '12-03-2027' });
  });

  it('turns slashes into dashes', async () => {
    const { user, input, changes } = setup();
    await user.type(input, '1/4/2027');
    expect(input.value).toBe('1-4-2027');
    expect(changes.at(-1)?.date).toBe('2027-04-01');
  });

  it('never holds more than 10 characters, typed or pasted (section 2.10)', async () => {
    const { user, input, changes } = setup();
    await user.type(input, '12-03-20271999');
    expect(input.value).toBe('12-03-2027');
    await user.clear(input);
    // A paste is not stopped by maxlength in every browser: the tidying cuts it too.
    fireEvent.change(input, { target: { value: '12/03/2027 and more' } });
    expect(input.value).toBe('12-03-2027');
    expect(changes.at(-1)).toEqual({ date: '2027-03-12', text: '12-03-2027' });
  });

  it('reports no date while the text names none, and keeps the text', async () => {
    const { user, input, changes } = setup();
    await user.type(input, '31-02-2027');
    expect(changes.at(-1)).toEqual({ date: undefined, text: '31-02-2027' });
    expect(input.value).toBe('31-02-2027');
  });

  it('shows a date set from outside, and clears when the screen clears it', async () => {
    const { user, input } = setup({ initial: '2027-05-06' as IsoDate });
    expect(input.value).toBe('06-05-2027');
    await user.click(screen.getByRole('button', { name: texts.generic.temporaryOptions.period }));
    expect(input.value).toBe('');
  });

  it('ties its message to the input', () => {
    const { input } = setup({ message: true });
    expect(
      screen.getByRole('textbox', {
        description: `${texts.widgets.fieldMessage.prefix} ${texts.generic.warnings.startDateRequired}`,
      }),
    ).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  describe('its calendar', () => {
    it('opens in a dialog with translated month buttons and a week that starts on Monday in both languages (section 2.10)', async () => {
      const { user, container } = setup({
        initial: '2027-04-21' as IsoDate,
        min: '2027-04-19' as IsoDate,
        max: '2027-10-26' as IsoDate,
      });
      const dialog = await openCalendar(user);
      expect(within(dialog).getByRole('button', { name: texts.widgets.dateField.previousMonth })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: texts.widgets.dateField.nextMonth })).toBeTruthy();
      // The weekday row is hidden from screen readers (every day says its weekday), so read the DOM.
      const weekdays = [...dialog.querySelectorAll('thead th')].map((cell) => cell.textContent);
      expect(weekdays).toEqual(
        language === 'nl'
          ? ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']
          : ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      );
      // The month shown is the heading, and a button to the month view.
      const title = language === 'nl' ? 'april 2027' : 'April 2027';
      const heading = within(dialog).getByRole('heading', { name: title });
      expect(
        within(heading).getByRole('button', { name: `${title}, ${texts.widgets.dateField.chooseMonth}` }),
      ).toBeTruthy();
      expect(within(dialog).getByRole('grid', { name: `${label}, ${title}` })).toBeTruthy();
      expectNoRawKeys(container);
    });

    it('opens in the page under its field, says the date can be typed, and Close ("Sluiten") shuts it without a change', async () => {
      const { user, changes } = setup({ initial: '2027-04-21' as IsoDate });
      const dialog = await openCalendar(user);
      // Not a popover: no layer over the page, no hidden dismiss buttons in react-aria's words ("Negeren").
      expect(dialog.closest('.calendar-panel')?.closest('.field')).not.toBeNull();
      expect(document.querySelectorAll('button[aria-label="Negeren"], button[aria-label="Dismiss"]')).toHaveLength(0);
      expect(
        within(dialog).getByText(
          texts.widgets.dateField.typeHint.replace(
            '{{format}}',
            texts.widgets.dateField.placeholder.replaceAll('-', '\u2011'),
          ),
        ),
      ).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: language === 'nl' ? 'Sluiten' : 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(changes).toEqual([]);
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `${texts.widgets.dateField.openCalendar}: ${label}` }),
      );
    });

    it('offers only bank business days inside the window', async () => {
      const { user } = setup({
        initial: '2027-04-21' as IsoDate,
        min: '2027-04-19' as IsoDate,
        max: '2027-10-26' as IsoDate,
      });
      const dialog = await openCalendar(user);
      const day = (n: number) => dayOf(dialog, n);
      const unavailable = (n: number) => day(n).getAttribute('aria-disabled') === 'true';
      expect(unavailable(16)).toBe(true); // before the window
      expect(unavailable(24)).toBe(true); // Saturday
      expect(unavailable(25)).toBe(true); // Sunday
      expect(unavailable(27)).toBe(true); // Koningsdag
      expect(unavailable(22)).toBe(false);
      expect(unavailable(28)).toBe(false);
      // A closed day's name says why (issue 33); a day outside the window is closed for that reason only.
      const name = (n: number) => day(n).getAttribute('aria-label');
      const closed = texts.widgets.dateField.closedDay;
      expect(name(24)).toBe(
        `${language === 'nl' ? 'zaterdag 24 april 2027' : 'Saturday, 24 April 2027'} — ${closed.weekend}`,
      );
      expect(name(27)).toMatch(
        new RegExp(` — ${closed.holiday.replace('{{holiday}}', texts.widgets.dateField.holidays.koningsdag)}$`),
      );
      expect(name(16)).not.toMatch(/ — /);
      expect(name(22)).not.toMatch(/ — /);
      expect(within(dialog).getByText(texts.widgets.dateField.legend)).toBeTruthy();
    });

    it('puts the chosen day in the field, closes and gives focus back to its button', async () => {
      const { user, input, changes } = setup({ initial: '2027-04-21' as IsoDate, min: '2027-04-19' as IsoDate });
      const dialog = await openCalendar(user);
      await user.click(dayOf(dialog, 28));
      expect(changes.at(-1)).toEqual({ date: '2027-04-28', text: '28-04-2027' });
      expect(input.value).toBe('28-04-2027');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `${texts.widgets.dateField.openCalendar}: ${label}` }),
      );
    });

    it('closes on Escape without changing the date', async () => {
      const { user, changes } = setup({ initial: '2027-04-21' as IsoDate });
      await openCalendar(user);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(changes).toEqual([]);
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `${texts.widgets.dateField.openCalendar}: ${label}` }),
      );
    });

    it('goes back no further than 1908 (section 2.10)', async () => {
      const { user } = setup({ initial: '1908-01-15' as IsoDate });
      const dialog = await openCalendar(user);
      expect(
        within(dialog).getByRole('button', { name: texts.widgets.dateField.previousMonth }).hasAttribute('disabled'),
      ).toBe(true);
    });
  });
});

describe('DateField before its calendar is opened', () => {
  it('has not rendered a calendar (its code loads on demand)', () => {
    renderIn('nl', <StartDateHarness changes={[]} />);
    expect(screen.queryByRole('grid')).toBeNull();
    act(() => {
      fireEvent.focus(screen.getByRole('button', { name: /kalender/ }));
    });
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
