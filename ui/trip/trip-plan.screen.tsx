import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatEuro, parseAmount, TRIP_DESTINATIONS, type Locale } from '../../domain/index';
import { usePresenter } from '../container/container-context';
import { ReadOnlyCard } from '../editing/read-only-card';
import { useRequestCancel } from '../editing/request-cancel';
import { useLocale } from '../i18n/use-locale';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { AmountField } from '../widgets/amount-field';
import { useHolderKey } from '../widgets/business-area';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { DateRangeFields } from '../widgets/date-range-fields';
import { ErrorSummary } from '../widgets/error-summary';
import { RadioGroup } from '../widgets/radio-group';
import { TripBusy, TripPlanSection, TripWaiting } from './trip-plan-section';
import type { TripLimitView } from './trip-card';
import type { WishedLimit } from './trip-draft';
import type { TripPlanView, TripRefusalView } from './trip-plan-view';
import { errorText } from '../i18n/error-text';
import { TripPresenter, type TripQuestion } from './trip.presenter';
import { useScreenEntry } from '../editing/use-screen-entry';
import { useReadWhenOutdated } from '../cards/use-read-when-outdated';
import '../styles/editors.css';
import '../styles/trip.css';
import '../styles/trip-screens.css';
import { TripWithoutCard } from './trip-without-card';

const FIELD_IDS: Readonly<Record<TripQuestion, string>> = {
  destination: 'trip-destination',
  firstDay: 'trip-first-day',
  lastDay: 'trip-last-day',
  POS: 'trip-limit-POS',
  ATM: 'trip-limit-ATM',
};

/** Issue 35, /going-abroad: where to, the trip's days, higher limits if wished, and the plan they make. */
/**
 * The plan's refusal of an amount the field itself takes (cents, where the bank takes whole euros):
 * said at the field too, not only in the plan below it. An amount the field refuses says so itself;
 * a refused day is the days' fault, said at them, not at the amount.
 */
const refusalOf = (plan: TripPlanView | undefined, limit: TripLimitView): TripRefusalView | undefined =>
  plan?.kind === 'refused' && limit.wish.valid && limit.wish.amount !== undefined
    ? plan.refusals.find((refusal) => refusal.setting === limit.limitType && !refusal.field?.endsWith('Date'))
    : undefined;

/** A wish the language switch carried has no text of this page: its amount in the page's format. */
const wishText = (wish: WishedLimit, locale: Locale): string =>
  wish.text ?? (wish.amount === undefined ? '' : formatAmount(wish.amount, locale));

const TripPlanScreen = observer(function TripPlanScreen() {
  const presenter = usePresenter(TripPresenter);
  useScreenEntry(presenter);
  useReadWhenOutdated(presenter, presenter.readAnew);
  const { t, i18n } = useTranslation();
  // Reading 99: on a business page the trip is the holder's, whoever sets the card up for it.
  const holderKey = useHolderKey();
  const locale = useLocale();
  const messageOf = (refusal: TripRefusalView | undefined) => (refusal ? errorText(i18n, refusal.message) : undefined);
  const go = useAppNavigate();
  const requestCancel = useRequestCancel();
  const view = presenter.viewModel;
  if (view.kind === 'tripWaiting') return <TripWaiting progress={view.progress} />;
  if (view.kind === 'tripBusy') return <TripBusy card={view.card} plan={view.plan} />;
  if (view.kind !== 'trip') return <TripWithoutCard kind={view.kind} card={presenter.withoutCard} />;

  const unanswered = (question: TripQuestion) =>
    view.unanswered.includes(question) ? t(holderKey(`trip.unanswered.${question}`)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(presenter.review());
  };
  return (
    <form className="trip" onSubmit={submit} noValidate>
      <ErrorSummary
        errors={view.unanswered.map((question) => ({
          fieldId: FIELD_IDS[question],
          message: t(holderKey(`trip.unanswered.${question}`)),
        }))}
        focusKey={view.attempt}
      />
      <ReadOnlyCard card={view.card} />
      <p>{t(holderKey('trip.intro'))}</p>
      <RadioGroup
        id={FIELD_IDS.destination}
        name="destination"
        legend={t(holderKey('trip.destination.legend'))}
        options={TRIP_DESTINATIONS.map((value) => ({ value, label: t(`trip.destination.${value}`) }))}
        value={view.destination}
        onChange={presenter.chooseDestination}
        message={unanswered('destination')}
      />
      <DateRangeFields
        start={{
          id: FIELD_IDS.firstDay,
          label: t(holderKey('trip.days.firstDay')),
          value: view.firstDay,
          // A first day typed beyond the bank's horizon (the calendar offers none): said at the day, as the editors say it.
          message:
            unanswered('firstDay') ??
            ((view.firstDay ?? '') > view.bounds.start.max
              ? t('generic.warnings.startDateMaxRangeInvalid')
              : undefined),
          onChange: presenter.chooseFirstDay,
        }}
        end={{
          id: FIELD_IDS.lastDay,
          label: t(holderKey('trip.days.lastDay')),
          value: view.lastDay,
          message: unanswered('lastDay'),
          onChange: presenter.chooseLastDay,
        }}
        bounds={view.bounds}
        onPeriod={({ start, end }) => presenter.chooseDays(start, end)}
        // A trip may begin and end on any day: the plan moves the settings' dates, and says why.
        onlyBusinessDays={false}
      />
      {view.limits.length > 0 ? (
        <fieldset className="trip__limits">
          <legend>{t(holderKey('trip.limits.legend'))}</legend>
          <p className="field__hint">{t(holderKey('trip.limits.hint'))}</p>
          {view.limits.map((limit) => (
            <AmountField
              key={limit.limitType}
              id={FIELD_IDS[limit.limitType]}
              label={t(holderKey(`trip.limits.${limit.limitType}`))}
              hint={t('trip.limits.current', {
                current: formatEuro(limit.current, locale),
                max: formatEuro(limit.max, locale),
              })}
              value={wishText(limit.wish, locale)}
              max={limit.max}
              message={messageOf(refusalOf(view.plan, limit))}
              required={false}
              showMessage={view.unanswered.includes(limit.limitType)}
              onChange={(text, amount) => {
                const typed = parseAmount(text, locale);
                presenter.wishLimit(limit.limitType, {
                  text,
                  amount: amount.ok ? amount.value : undefined,
                  valid: amount.ok || amount.error === 'required',
                  typed: typed.ok ? typed.value : undefined,
                });
              }}
            />
          ))}
        </fieldset>
      ) : null}
      <TripPlanSection plan={view.plan} />
      <ButtonGroup
        primary={<Button type="submit">{t('trip.continue')}</Button>}
        secondary={
          <Button variant="secondary" onClick={requestCancel}>
            {t('generic.buttons.cancel')}
          </Button>
        }
      />
    </form>
  );
});

export default TripPlanScreen;
