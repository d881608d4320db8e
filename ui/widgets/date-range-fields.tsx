import { useTranslation } from 'react-i18next';
import type { IsoDate } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { calendarLabels } from './date-calendar-labels';
import { DateField, type CalendarSlot } from './date-field';
import type { ChosenPeriod, PeriodBounds } from './date-range-days';
import { lazyPart } from './lazy-part';

type RangeCalendarModule = typeof import('./date-range-calendar');

/** How the range calendar's chunk arrives; a test stands in one that fails. */
export type RangeCalendarLoader = () => Promise<RangeCalendarModule>;

// Its own chunk, as the one-day calendar's: only a customer who opens it downloads it.
const loadRangeCalendar: RangeCalendarLoader = () => import('./date-range-calendar');

/** One of the period's two date fields. */
export type PeriodDateField = {
  readonly id?: string;
  readonly label: string;
  readonly value: IsoDate | undefined;
  /** Already translated; shown only while set. */
  readonly message?: string | undefined;
  /** A date typed (or cleared) in this field. */
  readonly onChange: (date: IsoDate | undefined) => void;
};

export type DateRangeFieldsProps = {
  readonly start: PeriodDateField;
  readonly end: PeriodDateField;
  readonly bounds: PeriodBounds;
  /** Both dates picked in the calendar, at once. */
  readonly onPeriod: (period: ChosenPeriod) => void;
  readonly onlyBusinessDays?: boolean;
  readonly disabled?: boolean;
  readonly loadCalendar?: RangeCalendarLoader;
};

/**
 * Section 2.10's range view: "a period of several days" as two typed dates, as before, whose
 * calendar buttons open one range calendar for both. From the start date's button the customer
 * picks start and end; from the end date's, with a start chosen, only the end.
 */
export function DateRangeFields({
  start,
  end,
  bounds,
  onPeriod,
  onlyBusinessDays = true,
  disabled,
  loadCalendar: load = loadRangeCalendar,
}: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const RangeCalendar = lazyPart(load);
  const labels = {
    ...calendarLabels(t, t('widgets.dateField.period.calendar')),
    steps: {
      both: t('widgets.dateField.period.pickBoth'),
      start: t('widgets.dateField.period.pickStart'),
      end: t('widgets.dateField.period.pickEnd'),
    },
  };
  const slot = (from: 'start' | 'end'): CalendarSlot => ({
    openLabel: t('widgets.dateField.period.open'),
    prefetch: () => void load().catch(() => undefined),
    render: ({ close }) => (
      <RangeCalendar
        locale={locale}
        start={start.value}
        end={end.value}
        bounds={bounds}
        keepStart={from === 'end' && start.value !== undefined}
        onlyBusinessDays={onlyBusinessDays}
        labels={labels}
        onSelect={(period) => {
          close();
          onPeriod(period);
        }}
        onClose={close}
      />
    ),
  });
  const field = (which: 'start' | 'end', { id, label, value, message, onChange }: PeriodDateField) => (
    <DateField
      id={id}
      label={label}
      value={value}
      onChange={(date) => onChange(date)}
      message={message}
      disabled={disabled}
      calendar={slot(which)}
    />
  );
  return (
    <>
      {field('start', start)}
      {field('end', end)}
    </>
  );
}
