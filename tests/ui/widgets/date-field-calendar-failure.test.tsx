/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type IsoDate } from '../../../domain/index';
import { DateField, type CalendarLoader } from '../../../ui/widgets/date-field';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderIn } from '../i18n/render-in';
import { fillJsdomGaps } from './jsdom-gaps';

// The calendar's chunk does not arrive (the prefetch on hover and focus included): a loader
// standing in for the network.
const failing: CalendarLoader = () => Promise.reject(new Error('the calendar chunk did not load'));

beforeAll(fillJsdomGaps);
afterEach(() => jest.restoreAllMocks());

function Field() {
  const { t } = useTranslation();
  const [value, setValue] = useState<IsoDate | undefined>();
  return (
    <DateField
      id="startDate"
      label={t('editLimits.dates.start')}
      value={value}
      min={'2026-11-23' as IsoDate}
      max={'2027-05-01' as IsoDate}
      onChange={setValue}
      loadCalendar={failing}
    />
  );
}

describe.each(LANGUAGES)('DateField when the calendar does not load (%s)', (language) => {
  it('says so beside the field and keeps typing the date possible', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const texts = TRANSLATIONS[language];
    const label = texts.editLimits.dates.start;
    renderIn(language, <Field />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${texts.widgets.dateField.openCalendar}: ${label}` }));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.widgets.dateField.loadFailed);
    const input = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
    await user.type(input, '01122026');
    expect(input.value).toBe('01-12-2026');
  });
});
