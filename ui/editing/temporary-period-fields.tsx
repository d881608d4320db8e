import { TEMPORARY_OPTIONS, type IsoDate, type TemporaryOption } from '../../domain/index';
import { useTranslation } from 'react-i18next';
import { DateField } from '../widgets/date-field';
import { Select } from '../widgets/select';
import { fieldId } from './field-ids';
import type { PeriodView } from './period-view';
import type { FieldWarnings } from './validation';

export type TemporaryPeriodFieldsProps = {
  readonly period: PeriodView;
  /** Already translated: the select's label and the date labels of this editor. */
  readonly labels: { readonly option: string; readonly start: string; readonly single: string; readonly end: string };
  readonly warnings: FieldWarnings;
  readonly disabled?: boolean;
  readonly onOption: (option: TemporaryOption) => void;
  readonly onStart: (date: IsoDate | undefined) => void;
  readonly onEnd: (date: IsoDate | undefined) => void;
};

/**
 * "How long active": Only today, Another day, A period of several days; then the start (or the
 * one day) and, for a period, the end. The pickers offer only the window's business days; a
 * date typed outside them gets its field message from section 5's rules.
 */
export function TemporaryPeriodFields({ period, labels, warnings, disabled, onOption, onStart, onEnd }: TemporaryPeriodFieldsProps) {
  const { t } = useTranslation();
  const message = (field: 'temporaryOption' | 'startDate' | 'endDate') => {
    const key = warnings[field];
    return key ? t(`generic.warnings.${key}`) : undefined;
  };
  return (
    <>
      <Select
        id={fieldId('temporaryOption')}
        label={labels.option}
        options={TEMPORARY_OPTIONS.map((value) => ({ value, label: t(`generic.temporaryOptions.${value}`) }))}
        value={period.option}
        onChange={onOption}
        message={message('temporaryOption')}
        disabled={disabled}
        required
      />
      {period.start ? (
        <DateField
          id={fieldId('startDate')}
          label={period.start.label === 'start' ? labels.start : labels.single}
          value={period.start.value}
          min={period.start.bounds.min}
          max={period.start.bounds.max}
          onChange={(date) => onStart(date)}
          message={message('startDate')}
          disabled={disabled}
        />
      ) : null}
      {period.end ? (
        <DateField
          id={fieldId('endDate')}
          label={labels.end}
          value={period.end.value}
          min={period.end.bounds.min}
          max={period.end.bounds.max}
          onChange={(date) => onEnd(date)}
          message={message('endDate')}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}
