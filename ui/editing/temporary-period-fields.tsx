import { useTranslation } from 'react-i18next';
import { TEMPORARY_OPTIONS, type IsoDate, type TemporaryOption } from '../../domain/index';
import { DateField } from '../widgets/date-field';
import { DateRangeFields } from '../widgets/date-range-fields';
import { Select } from '../widgets/select';
import { fieldId } from './field-ids';
import type { DateFieldView, PeriodView } from './period-view';
import type { FieldWarnings } from './validation';

/** What the fields change: the form's period choices (./period-choices.ts). */
export type PeriodChanges = {
  readonly chooseOption: (option: TemporaryOption) => void;
  readonly chooseStart: (date: IsoDate | undefined) => void;
  readonly chooseEnd: (date: IsoDate | undefined) => void;
};

export type TemporaryPeriodFieldsProps = {
  readonly period: PeriodView;
  /** Already translated: the select's label and the date labels of this editor. */
  readonly labels: { readonly option: string; readonly start: string; readonly single: string; readonly end: string };
  readonly warnings: FieldWarnings;
  readonly disabled?: boolean;
  readonly choices: PeriodChanges;
};

/**
 * "How long active": Only today, Another day, A period of several days; then the start (or the
 * one day) and, for a period, the end. The pickers offer only the window's business days; a
 * date typed outside them gets its field message from section 5's rules.
 */
export function TemporaryPeriodFields({ period, labels, warnings, disabled, choices }: TemporaryPeriodFieldsProps) {
  const { t } = useTranslation();
  const message = (field: 'temporaryOption' | 'startDate' | 'endDate') => {
    const key = warnings[field];
    return key ? t(`generic.warnings.${key}`) : undefined;
  };
  const dateField = (
    field: 'startDate' | 'endDate',
    view: DateFieldView,
    label: string,
    onChange: (date: IsoDate | undefined) => void,
  ) => (
    <DateField
      id={fieldId(field)}
      label={label}
      value={view.value}
      min={view.bounds.min}
      max={view.bounds.max}
      onChange={(date) => onChange(date)}
      message={message(field)}
      disabled={disabled}
    />
  );
  return (
    <>
      <Select
        id={fieldId('temporaryOption')}
        label={labels.option}
        options={TEMPORARY_OPTIONS.map((value) => ({ value, label: t(`generic.temporaryOptions.${value}`) }))}
        value={period.option}
        onChange={choices.chooseOption}
        message={message('temporaryOption')}
        disabled={disabled}
        required
      />
      {period.start && period.end && period.periodBounds ? (
        // A period: both dates typed, or picked together in one range calendar.
        <DateRangeFields
          start={{
            id: fieldId('startDate'),
            label: labels.start,
            value: period.start.value,
            message: message('startDate'),
            onChange: choices.chooseStart,
          }}
          end={{
            id: fieldId('endDate'),
            label: labels.end,
            value: period.end.value,
            message: message('endDate'),
            onChange: choices.chooseEnd,
          }}
          bounds={period.periodBounds}
          onPeriod={({ start, end }) => {
            choices.chooseStart(start);
            choices.chooseEnd(end);
          }}
          disabled={disabled}
        />
      ) : period.start ? (
        dateField('startDate', period.start, labels.single, choices.chooseStart)
      ) : null}
    </>
  );
}
