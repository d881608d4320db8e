/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// What a screen reader says after a control's name (the project has no jest-dom matchers).
const { computeAccessibleDescription } = require('dom-accessibility-api') as {
  computeAccessibleDescription(element: Element): string;
};

// Found walking "Going abroad" with what a screen reader reads (Chromium's accessibility tree, nl
// and en): the plan's "What we set up for your trip" was an h3 (its settings h4), the summary's
// and the cancel screen's settings h3, right under the page's h1. A listener moving by heading
// heard a level skipped, which docs/accessibility.md allows only for notification titles (h6).

beforeAll(fillJsdomGaps);

const WITHOUT_BASKET = { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined };

/** The page's headings as a screen reader's list has them, notification titles (section 2.2's level 6) left out. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .map((heading) => Number(heading.tagName[1]))
    .filter((level) => level !== 6);
}

/** One h1, and no heading deeper than one level below the heading before it. */
function expectNoLevelSkipped(): void {
  const levels = headingLevels();
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
}

describe.each(LANGUAGES)('the trip screens’ headings, as a screen reader lists them (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;

  it('plan and summary: the plan’s title and each setting one level below the page’s h1', async () => {
    await renderApp([aCard().build()], { language, environment: WITHOUT_BASKET });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trip.button }));
    await user.click(await screen.findByRole('radio', { name: words.destination.outsideEurope }));
    await user.type(screen.getByRole('textbox', { name: words.days.firstDay }), '05122026');
    await user.type(screen.getByRole('textbox', { name: words.days.lastDay }), '13122026');
    await user.type(screen.getByRole('textbox', { name: words.limits.ATM }), '1000');
    await user.tab();
    await screen.findByRole('heading', { level: 3, name: words.plan.setting.REGION });
    expect(screen.getByRole('heading', { level: 2, name: words.plan.title })).toBeTruthy();
    expectNoLevelSkipped();

    await user.click(screen.getByRole('button', { name: words.continue }));
    await screen.findByRole('heading', { level: 2, name: words.plan.setting.ATM });
    expectNoLevelSkipped();
  });

  it('cancel screen: each trip’s dates an h2, and its Cancel button described by them', async () => {
    const dates = { startDate: '2026-12-04', endDate: '2026-12-14' };
    const card = aCard()
      .withTemporaryLimit('POS', { limitValue: 4000, ...dates })
      .withTemporaryRegion({ geoProfile: 'WORLD', ...dates });
    const { location } = await renderApp([card.build()], { language, environment: WITHOUT_BASKET });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }));
    await waitFor(() => expect(location().pathname).toBe('/cancel-trip'));
    const period = texts.overview.trips.period
      .replace('{{startDate}}', '04-12-2026')
      .replace('{{endDate}}', '14-12-2026');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(period);
    expectNoLevelSkipped();
    const cancel = screen.getByRole('button', { name: words.cancelTrip.confirm });
    expect(computeAccessibleDescription(cancel).replace(/\s+/g, ' ')).toBe(period);
  });
});
