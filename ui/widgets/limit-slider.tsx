import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIMIT_MINIMUM,
  LIMIT_STEP,
  formatEuro,
  formatWholeEuros,
  isAllowedAmountCharacter,
  parseAmount,
  roundToStep,
  type Locale,
} from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { FieldMessage, describedBy } from './field-message';
import '../styles/widgets/field.css';
import '../styles/widgets/limit-slider.css';

export type LimitSliderProps = {
  /** The fieldset's id; the error summary links here and focus lands on the range. */
  readonly id?: string;
  /** The question the limit answers, e.g. "Maximum amount to pay online per day". */
  readonly label: string;
  /** Whole euros; undefined while nothing is typed, NaN while the typed text is no amount. */
  readonly value: number | undefined;
  /** The highest amount the bank takes: the card's maxLimitValue, or less (issue 33, item 6). */
  readonly max: number;
  /** Already translated: why the highest amount is below the card's maximum, said up front. */
  readonly note?: string | undefined;
  readonly onChange: (value: number | undefined) => void;
  /** Already translated; shown only while set (the form decides when: ui/editing/validation.ts). */
  readonly message?: string | undefined;
  /** Section 4: nothing can change while a limit change waits to be signed. */
  readonly disabled?: boolean;
};

/**
 * Typed text → whole euros (section 5: rounded to step 1). Nothing typed is undefined, which the
 * form calls "required"; text that is no amount ("1.5" in Dutch) is NaN, an invalid limit.
 */
function typedValue(text: string, locale: Locale): number | undefined {
  const parsed = parseAmount(text, locale);
  if (parsed.ok) return roundToStep(parsed.value);
  return parsed.error === 'required' ? undefined : Number.NaN;
}

const isAmount = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);
const shown = (value: number | undefined, locale: Locale): string =>
  isAmount(value) ? formatWholeEuros(value, locale) : '';

/**
 * Sections 2.4 and 2.5: a native range (0..max, step 1) and a text input that follow each other.
 * Typing keeps the customer's text until the field is left; the slider shows the nearest value.
 */
export function LimitSlider({ id, label, value, max, note, onChange, message: warning, disabled }: LimitSliderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const generated = useId();
  const groupId = id ?? generated;
  const ids = {
    legend: `${groupId}-legend`,
    range: `${groupId}-range`,
    amount: `${groupId}-amount`,
    message: `${groupId}-message`,
    scale: `${groupId}-scale`,
    note: `${groupId}-note`,
  };
  const [text, setText] = useState(() => shown(value, locale));
  const [seen, setSeen] = useState(value);

  // A value set from outside (a reset, the other input) replaces the text unless it already says so.
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(typedValue(text, locale), value)) setText(shown(value, locale));
  }

  const rangeValue = Math.min(Math.max(isAmount(value) ? value : LIMIT_MINIMUM, LIMIT_MINIMUM), max);

  const slide = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    setText(shown(next, locale));
    onChange(next);
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const next = [...event.target.value].filter(isAllowedAmountCharacter).join('');
    setText(next);
    onChange(typedValue(next, locale));
  };

  return (
    <fieldset id={groupId} className={warning ? 'field field--invalid' : 'field'} disabled={disabled}>
      <legend id={ids.legend} className="field__legend">
        {label}
      </legend>
      <FieldMessage id={ids.message} message={warning} />
      <input
        id={ids.range}
        className="limit-slider__range"
        type="range"
        min={LIMIT_MINIMUM}
        max={max}
        step={LIMIT_STEP}
        value={rangeValue}
        onChange={slide}
        aria-labelledby={ids.legend}
        aria-valuetext={formatEuro(rangeValue, locale)}
        aria-describedby={describedBy(ids.scale, note && ids.note, warning && ids.message)}
      />
      <div id={ids.scale} className="limit-slider__scale">
        <span>
          {t('widgets.limitSlider.min')} {formatEuro(LIMIT_MINIMUM, locale)}
        </span>
        <span>
          {t('widgets.limitSlider.max')} {formatEuro(max, locale)}
        </span>
      </div>
      {note ? (
        <p id={ids.note} className="limit-slider__note">
          {note}
        </p>
      ) : null}
      <label htmlFor={ids.amount} className="field__label">
        {t('widgets.limitSlider.amount')}
      </label>
      <input
        id={ids.amount}
        className="field__control limit-slider__amount"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={type}
        onBlur={() => setText(isAmount(value) ? shown(value, locale) : text)}
        aria-invalid={warning ? true : undefined}
        aria-describedby={describedBy(note && ids.note, warning && ids.message)}
      />
    </fieldset>
  );
}
