/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro, LANGUAGES, localeOf } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

// Issue 16, item 2 (beyond the spec): a temporary setting that ends or starts within a week is
// named beside its tile, with the way to change or delete it. Today is 2026-11-23 (a Monday).

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe.each(LANGUAGES)('reminders beside the settings tiles (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const reminder = texts.overview.settings.reminder;
  const euro = (amount: number) => formatEuro(amount, localeOf(language));
  const tileItem = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
  const note = (title: string) => tileItem(title).querySelector('.settings-reminder');

  async function open(builder: ReturnType<typeof aCard>) {
    const app = await renderApp([builder.build()], { language });
    await screen.findByRole('heading', { level: 2, name: texts.overview.settings.title });
    return app;
  }

  it('says which setting ends after which day, which ends today and which starts soon, each beside its own tile', async () => {
    await open(
      aCard()
        .withTemporaryLimit('POS', { limitValue: 4000, startDate: '2026-11-20', endDate: '2026-11-26' })
        .withTemporaryLimit('ATM', { limitValue: 1000, startDate: '2026-11-23', endDate: '2026-11-23' })
        .withTemporaryRegion({ geoProfile: 'WORLD', startDate: '2026-11-28', endDate: '2026-12-10' }),
    );
    const settings = texts.overview.settings;
    expect(note(settings.payment.title)!.textContent).toBe(
      `${fill(reminder.POS.ends, { amount: euro(4000), date: '26-11-2026' })} ${reminder.action}`,
    );
    expect(note(settings.withdrawal.title)!.textContent).toBe(
      `${fill(reminder.ATM.endsToday, { amount: euro(1000) })} ${reminder.action}`,
    );
    expect(note(settings.region.title)!.textContent).toBe(
      `${fill(reminder.REGION.starts, { region: texts.generic.regions.WORLD, date: '28-11-2026' })} ${reminder.action}`,
    );
    expect(note(settings.ecommerce.title)).toBeNull();
    expectNoRawKeys(document.body);
  });

  it('says nothing of a setting more than seven days off or already over', async () => {
    await open(
      aCard()
        .withTemporaryLimit('POS', { startDate: '2026-12-01', endDate: '2026-12-05' })
        .withTemporaryLimit('ATM', { startDate: '2026-11-10', endDate: '2026-11-22' })
        .withTemporaryRegion({ startDate: '2026-11-01', endDate: '2026-12-01' }),
    );
    expect(document.querySelectorAll('.settings-reminder')).toHaveLength(0);
  });

  it('says nothing beside a tile whose change waits for its signature: that change is what the tile says', async () => {
    await open(
      aCard()
        .withTemporaryLimit('POS', { limitValue: 4000, startDate: '2026-11-20', endDate: '2026-11-26' })
        .withDescribedLimitChange('POS', { operationType: 'deletedTemporaryPOSLimit' }),
    );
    const tile = tileItem(texts.overview.settings.payment.title);
    expect(within(tile).getByRole('button', { name: texts.generic.pendingChange.signNow })).toBeTruthy();
    expect(note(texts.overview.settings.payment.title)).toBeNull();
  });

  it('leads by keyboard from the reminder to the setting’s editor, the link described by its sentence', async () => {
    const app = await open(
      aCard().withTemporaryLimit('POS', { limitValue: 4000, startDate: '2026-11-20', endDate: '2026-11-26' }),
    );
    const link = within(note(texts.overview.settings.payment.title) as HTMLElement).getByRole('link', {
      name: reminder.action,
    });
    expect(link.getAttribute('href')).toBe('/edit-payment-limit?setting=temporary');
    expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toBe(
      fill(reminder.POS.ends, { amount: euro(4000), date: '26-11-2026' }),
    );
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(app.location().pathname).toBe('/edit-payment-limit');
  });

  it.each([
    ['payment', 'POS', 'editPaymentLimit'],
    ['withdrawal', 'ATM', 'editWithdrawalLimit'],
  ] as const)(
    'opens the %s limit’s editor on that temporary limit, Delete in reach (issue 33, item 10)',
    async (tile, limitType, route) => {
      await open(
        aCard().withTemporaryLimit(limitType, { limitValue: 900, startDate: '2026-11-20', endDate: '2026-11-26' }),
      );
      const link = within(note(texts.overview.settings[tile].title) as HTMLElement).getByRole('link', {
        name: reminder.action,
      });
      await userEvent.click(link);
      await screen.findByRole('heading', { level: 1, name: texts.routes[route].title }, { timeout: 5000 });
      const chosen = await screen.findByRole('radio', { name: texts.editLimits.duration.temporarilyWithLimit });
      await waitFor(() => expect((chosen as HTMLInputElement).checked).toBe(true));
      const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;
      expect(amount.value).toBe('900');
      expect(screen.getByRole('button', { name: texts.generic.buttons.delete })).toBeTruthy();
      expect(screen.queryByRole('button', { name: texts.generic.buttons.cancel })).toBeNull();
      expectNoRawKeys(document.body);
    },
  );

  it('opens the region editor on that temporary setting, Delete in reach (issue 33, item 10)', async () => {
    await open(aCard().withTemporaryRegion({ geoProfile: 'WORLD', startDate: '2026-11-28', endDate: '2026-12-10' }));
    const link = within(note(texts.overview.settings.region.title) as HTMLElement).getByRole('link', {
      name: reminder.action,
    });
    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: texts.routes.editRegion.title }, { timeout: 5000 });
    const chosen = await screen.findByRole('radio', { name: texts.editRegion.duration.temporarilyWithLimit });
    await waitFor(() => expect((chosen as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('button', { name: texts.generic.buttons.delete })).toBeTruthy();
    expectNoRawKeys(document.body);
  });
});
