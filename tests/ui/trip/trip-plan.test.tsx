/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { formatEuro, LANGUAGES, localeOf, type Language, type PaymentInstrument } from '../../../domain/index';
import { TripDraft } from '../../../ui/trip/trip-draft';
import TripPlanScreen from '../../../ui/trip/trip-plan.screen';
import { aCard } from '../../support/builders/card';
import { descriptionOf } from '../../support/screens/queries';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Issue 35, "Going abroad": the plan screen from the customer's side. Today is Monday 23 November
// 2026. Saturday 5 December to Sunday 13 December is a trip the bank cannot take as it is: a
// setting may not start or end at a weekend, so the plan starts Friday 4 and ends Monday 14.

const PATH = '/going-abroad';
const SUMMARY = '/going-abroad-summary';

beforeAll(fillJsdomGaps);

async function open(language: Language, card: PaymentInstrument = aCard().build()) {
  const world = await editorWorld(card);
  return {
    world,
    ...(await renderScreen(language, world, PATH, { [PATH]: <TripPlanScreen />, [SUMMARY]: <p>summary</p> })),
  };
}

type Day = 'fri4' | 'sat5' | 'sun13' | 'mon14' | 'thu24' | 'fri25';
const DAYS: Record<Language, Record<Day, string>> = {
  nl: {
    fri4: 'vrijdag 4 december 2026',
    sat5: 'zaterdag 5 december 2026',
    sun13: 'zondag 13 december 2026',
    mon14: 'maandag 14 december 2026',
    thu24: 'donderdag 24 december 2026',
    fri25: 'vrijdag 25 december 2026',
  },
  en: {
    fri4: 'Friday, 4 December 2026',
    sat5: 'Saturday, 5 December 2026',
    sun13: 'Sunday, 13 December 2026',
    mon14: 'Monday, 14 December 2026',
    thu24: 'Thursday, 24 December 2026',
    fri25: 'Friday, 25 December 2026',
  },
};

describe.each(LANGUAGES)('going abroad, the plan (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;
  const days = DAYS[language];
  const fill = (text: string, values: Record<string, string>) =>
    Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);
  const dateInput = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const plan = () => screen.getByRole('region', { name: words.plan.title });

  async function planTrip(user: Awaited<ReturnType<typeof open>>['user'], first: string, last: string) {
    await user.click(screen.getByRole('radio', { name: words.destination.outsideEurope }));
    await user.type(dateInput(words.days.firstDay), first);
    await user.type(dateInput(words.days.lastDay), last);
  }

  it('asks where, when and which limits, with each limit as it is and its maximum up front', async () => {
    const { container, missingKeys } = await open(language);
    expect(screen.getByRole('group', { name: words.destination.legend })).toBeTruthy();
    expect(dateInput(words.days.firstDay)).toBeTruthy();
    expect(dateInput(words.days.lastDay)).toBeTruthy();
    const payment = screen.getByRole('textbox', { name: words.limits.POS });
    expect(descriptionOf(payment)).toBe(
      fill(words.limits.current, {
        current: formatEuro(2500, localeOf(language)),
        max: formatEuro(10000, localeOf(language)),
      }),
    );
    expect(screen.getByRole('textbox', { name: words.limits.ATM })).toBeTruthy();
    expect(within(plan()).getByText(words.plan.waiting)).toBeTruthy();
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('proposes World from the last working day before a weekend trip to the first after it, and says why', async () => {
    const { user } = await open(language);
    await planTrip(user, '05122026', '13122026');
    const shown = within(plan());
    expect(shown.getByRole('heading', { name: words.plan.setting.REGION })).toBeTruthy();
    expect(shown.getByText(fill(words.plan.change.REGION, { startDate: days.fri4, endDate: days.mon14 }))).toBeTruthy();
    expect(
      shown.getByText(fill(words.plan.adjusted.startDate.weekend, { planned: days.fri4, tripDay: days.sat5 })),
    ).toBeTruthy();
    expect(
      shown.getByText(fill(words.plan.adjusted.endDate.weekend, { planned: days.mon14, tripDay: days.sun13 })),
    ).toBeTruthy();
  });

  it('names the public holiday a trip starts on', async () => {
    const { user } = await open(language);
    await planTrip(user, '25122026', '31122026');
    const holiday = texts.widgets.dateField.holidays.eersteKerstdag;
    expect(
      within(plan()).getByText(
        fill(words.plan.adjusted.startDate.publicHoliday, { planned: days.thu24, tripDay: days.fri25, holiday }),
      ),
    ).toBeTruthy();
  });

  it('inside Europe changes no region, and says so; a higher payment limit is planned for the same days', async () => {
    const { user } = await open(language);
    await user.click(screen.getByRole('radio', { name: words.destination.insideEurope }));
    await user.type(dateInput(words.days.firstDay), '07122026');
    await user.type(dateInput(words.days.lastDay), '11122026');
    await user.type(screen.getByRole('textbox', { name: words.limits.POS }), '4000');
    const shown = within(plan());
    expect(shown.getByText(words.plan.kept.insideEurope)).toBeTruthy();
    expect(shown.queryByRole('heading', { name: words.plan.setting.REGION })).toBeNull();
    expect(shown.getByRole('heading', { name: words.plan.setting.POS })).toBeTruthy();
  });

  it('Continue without answers lists each question in the error summary and stays', async () => {
    const { user, where } = await open(language);
    await user.click(screen.getByRole('button', { name: words.continue }));
    const summary = screen.getByText(texts.widgets.errorSummary.title).closest('.error-summary') as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([words.unanswered.destination, words.unanswered.firstDay, words.unanswered.lastDay]);
    expect(descriptionOf(screen.getByRole('group', { name: words.destination.legend }))).toContain(
      words.unanswered.destination,
    );
    expect(where.current).toBe(PATH);
  });

  it("a limit above the card maximum is the amount field's own message, and keeps the journey here", async () => {
    const { user, where } = await open(language);
    await planTrip(user, '07122026', '11122026');
    await user.type(screen.getByRole('textbox', { name: words.limits.ATM }), '5000');
    await user.click(screen.getByRole('button', { name: words.continue }));
    expect(descriptionOf(screen.getByRole('textbox', { name: words.limits.ATM }))).toContain(
      texts.generic.currency.aboveMaximum,
    );
    expect(where.current).toBe(PATH);
  });

  it('says the highest limit the account allows, as the limit editors do, and holds the field to it', async () => {
    // The account holds € 640,25: a limit may be raised to € 640, and never said lower than it is.
    const { user, where } = await open(language, aCard().withAccountBalance(640.25).build());
    const money = (amount: number) => formatEuro(amount, localeOf(language));
    const payment = screen.getByRole('textbox', { name: words.limits.POS });
    const withdrawal = screen.getByRole('textbox', { name: words.limits.ATM });
    expect(descriptionOf(payment)).toBe(fill(words.limits.current, { current: money(2500), max: money(2500) }));
    expect(descriptionOf(withdrawal)).toBe(fill(words.limits.current, { current: money(500), max: money(640) }));
    await planTrip(user, '07122026', '11122026');
    await user.type(withdrawal, '1000');
    await user.click(screen.getByRole('button', { name: words.continue }));
    expect(descriptionOf(withdrawal)).toContain(texts.generic.currency.aboveMaximum);
    expect(where.current).toBe(PATH);
  });

  it('an amount with cents, which the bank refuses, is said at its field as well as in the plan', async () => {
    const { user, where } = await open(language);
    const payment = screen.getByRole('textbox', { name: words.limits.POS });
    await planTrip(user, '07122026', '11122026');
    await user.type(payment, language === 'nl' ? '3000,50' : '3000.50');
    const invalid = texts.errorMessages['message:LIMIT_VALUE_INVALID'];
    expect(within(plan()).getByText(invalid)).toBeTruthy();
    expect(descriptionOf(payment)).toContain(invalid);
    await user.click(screen.getByRole('button', { name: words.continue }));
    expect(where.current).toBe(PATH);
    // A whole amount takes the message away.
    await user.clear(payment);
    await user.type(payment, '3000');
    expect(descriptionOf(payment)).not.toContain(invalid);
  });

  it("a trip beyond the bank's horizon is refused with the catalogue's message, and Continue stays", async () => {
    const { user, where } = await open(language);
    await planTrip(user, '07062027', '11062027');
    const shown = within(plan());
    expect(shown.getByText(words.plan.refused)).toBeTruthy();
    expect(shown.getByText(texts.errorMessages['message:START_DATE_INVALID'])).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.continue }));
    expect(where.current).toBe(PATH);
  });

  it("a first day typed beyond the bank's horizon is said at that day, with why, not at a wished amount", async () => {
    const { user } = await open(language);
    const withdrawal = screen.getByRole('textbox', { name: words.limits.ATM });
    await user.type(withdrawal, '1000');
    await planTrip(user, '07062027', '11062027');
    expect(within(plan()).getAllByText(texts.errorMessages['message:START_DATE_INVALID'])).not.toHaveLength(0);
    expect(withdrawal.getAttribute('aria-invalid')).not.toBe('true');
    expect(descriptionOf(withdrawal)).not.toContain(texts.errorMessages['message:START_DATE_INVALID']);
    expect(descriptionOf(dateInput(words.days.firstDay))).toContain(texts.generic.warnings.startDateMaxRangeInvalid);
    await user.clear(dateInput(words.days.firstDay));
    await user.type(dateInput(words.days.firstDay), '01062027');
    expect(descriptionOf(dateInput(words.days.firstDay))).not.toContain(
      texts.generic.warnings.startDateMaxRangeInvalid,
    );
    expectNoRawKeys(document.body);
  });

  it('outside Europe on a card that allows no temporary World setting, says that of the card, not "try later"', async () => {
    const { user } = await open(language, aCard().withoutLinks('CREATE_TEMPORARY_GEO_PROFILE').build());
    await planTrip(user, '07122026', '11122026');
    const refusal = within(plan()).getByText(words.plan.setting.REGION, { exact: false }).closest('li')!;
    expect(refusal.textContent).toContain(texts.editRegion.notAllowed.temporarily);
    expect(refusal.textContent).not.toContain(texts.errorMessages['message:MESSAGE_BAI540_1020']);
  });

  it('Continue with a plan goes to the summary; Back finds the trip as it was left', async () => {
    const { user, where, world } = await open(language);
    await planTrip(user, '05122026', '13122026');
    await user.click(screen.getByRole('button', { name: words.continue }));
    await waitFor(() => expect(where.current).toBe(SUMMARY));
    const draft = world.container.get(TripDraft);
    expect([draft.destination, draft.firstDay, draft.lastDay]).toEqual(['outsideEurope', '2026-12-05', '2026-12-13']);
  });
});
