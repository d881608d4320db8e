import { Suspense, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDisplayDate,
  parseTypedDate,
  tidyTypedDate,
  TYPED_DATE_MAX_LENGTH,
  type IsoDate,
} from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { Button } from './button';
import { calendarLabels } from './date-calendar-labels';
import { Field } from './field';
import { CalendarIcon, GLYPH_SIZE } from './icons';
import { FailureBoundary } from './failure-boundary';
import { lazyPart } from './lazy-part';
import { Spinner } from './spinner';
import '../styles/widgets/date-field.css';

type CalendarModule = typeof import('./date-calendar');

/** How the calendar's chunk arrives; a test stands in one that fails. */
export type CalendarLoader = () => Promise<CalendarModule>;

// The calendar (react-aria) is its own chunk: only a customer who opens it downloads it.
const loadCalendar: CalendarLoader = () => import('./date-calendar');

/** What the calendar button opens instead of the one-day calendar: the period's range calendar. */
export type CalendarSlot = {
  /** The button's name, before the field's label. */
  readonly openLabel: string;
  /** Asks for the calendar's code ahead, as the pointer or focus reaches the button. */
  readonly prefetch: () => void;
  readonly render: (controls: { readonly close: () => void }) => ReactNode;
};

export type DateFieldProps = {
  readonly id?: string;
  readonly label: string;
  /** The chosen date; undefined while nothing (or nothing valid) is typed. */
  readonly value: IsoDate | undefined;
  /** Every change: the date the text names, if it names one, and the text itself. */
  readonly onChange: (date: IsoDate | undefined, text: string) => void;
  /** The window the calendar offers (typed dates outside it are the form rules' business). */
  readonly min?: IsoDate | undefined;
  readonly max?: IsoDate | undefined;
  /** Weekends and Dutch public holidays are not offered, since the bank refuses them (default on). */
  readonly onlyBusinessDays?: boolean;
  readonly hint?: string;
  /** Already translated; shown only while set. */
  readonly message?: string | undefined;
  readonly disabled?: boolean;
  readonly loadCalendar?: CalendarLoader;
  readonly calendar?: CalendarSlot;
};

/**
 * Section 2.10: a text input for dd-mm-yyyy (10 characters, numeric keypad; eight digits and
 * slashes are tidied as typed) with a calendar button. A date set from outside replaces the text.
 */
export function DateField(props: DateFieldProps) {
  const {
    id,
    label,
    value,
    onChange,
    min,
    max,
    onlyBusinessDays = true,
    hint,
    message,
    disabled,
    loadCalendar: load = loadCalendar,
    calendar,
  } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const DateCalendar = lazyPart(load);
  // Asked for as the pointer or focus reaches the button; its failure shows when the calendar opens.
  const prefetchCalendar = calendar ? calendar.prefetch : () => void load().catch(() => undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(() => (value ? formatDisplayDate(value) : ''));
  const [emitted, setEmitted] = useState(value);
  const [open, setOpen] = useState(false);

  // The screen cleared or set the date itself (a new option, the calendar): the text follows.
  if (emitted !== value) {
    setEmitted(value);
    setText(value ? formatDisplayDate(value) : '');
  }

  const emit = (date: IsoDate | undefined, nextText: string) => {
    setText(nextText);
    setEmitted(date);
    onChange(date, nextText);
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const tidy = tidyTypedDate(event.target.value);
    const parsed = parseTypedDate(tidy);
    emit(parsed.ok ? parsed.value : undefined, tidy);
  };
  const returnFocus = useRef(false);
  // Focus goes back to the button once the calendar is gone (it would otherwise drop to <body>
  // with the day that had it).
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  const pick = (date: IsoDate) => {
    close();
    emit(date, formatDisplayDate(date));
  };

  return (
    <Field id={id} label={label} hint={hint} message={message}>
      {(control) => (
        <>
          <div className="date-field__row">
            <input
              {...control}
              className="field__control"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={TYPED_DATE_MAX_LENGTH}
              placeholder={t('widgets.dateField.placeholder')}
              value={text}
              onChange={type}
              disabled={disabled}
            />
            <Button
              ref={buttonRef}
              variant="secondary"
              className="date-field__button"
              aria-label={`${calendar?.openLabel ?? t('widgets.dateField.openCalendar')}: ${label}`}
              aria-haspopup="dialog"
              aria-expanded={open}
              disabled={disabled}
              onClick={() => setOpen((isOpen) => !isOpen)}
              onPointerEnter={prefetchCalendar}
              onFocus={prefetchCalendar}
            >
              <CalendarIcon size={GLYPH_SIZE} />
            </Button>
          </div>
          {open ? (
            <FailureBoundary
              fallback={
                // Typing the date still works; the calendar is only a help.
                <p role="alert" className="date-field__failure">
                  {t('widgets.dateField.loadFailed')}
                </p>
              }
            >
              <Suspense fallback={<Spinner text={t('widgets.dateField.loading')} />}>
                {calendar ? (
                  calendar.render({ close })
                ) : (
                  <DateCalendar
                    locale={locale}
                    value={value}
                    min={min}
                    max={max}
                    onlyBusinessDays={onlyBusinessDays}
                    labels={calendarLabels(t, label)}
                    onSelect={pick}
                    onClose={close}
                  />
                )}
              </Suspense>
            </FailureBoundary>
          ) : null}
        </>
      )}
    </Field>
  );
}
