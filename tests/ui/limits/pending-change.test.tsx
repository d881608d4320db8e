/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro, LANGUAGES, localeOf, serviceError } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

// Issue 12 in the whole app (jsdom): Back after Save, and a change signed later, then signed from
// its tile. The browser tests (tests/browser/pending-change.test.ts) walk the same in Chromium.

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, value), text);
/** Testing Library reads a text with its spaces collapsed (the Dutch amount has a no-break space). */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

describe.each(LANGUAGES)('a limit change waiting to be signed (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.generic.pendingChange;
  const euro = (amount: number) => formatEuro(amount, localeOf(language));

  it('Back from the signing page after Save shows the editor in progress: the notice, the change, only OK', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title }, { timeout: 5000 });
    const amount = await screen.findByLabelText(texts.widgets.limitSlider.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
    // The bank now has the change waiting, as the sandbox describes it.
    app.world.cards.cards = [
      aCard()
        .withId('a')
        .withDescribedLimitChange('POS', { operationType: 'changedDefaultPOSLimit', limitValue: 3000 })
        .build(),
    ];

    await app.history(-1);
    await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title });
    expect(await screen.findByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.generic.buttons.save })).toBeNull();
    expect(screen.getByRole('button', { name: texts.generic.buttons.ok })).toBeTruthy();
    const spoken = `${fill(words.spoken, { limit: texts.overview.settings.payment.title, before: fill(texts.overview.settings.perDay, { amount: euro(2500) }), after: fill(texts.overview.settings.perDay, { amount: euro(3000) }) })}, ${words.waiting}.`;
    expect(await screen.findByText(asRead(spoken))).toBeTruthy();
    expect(screen.getByRole('button', { name: words.signNow })).toBeTruthy();
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('on the overview: the tile shows before → after with Sign now; signing there shows the notification', async () => {
    const card = aCard()
      .withId('a')
      .withDescribedLimitChange('POS', {
        operationType: 'newTemporaryPOSLimit',
        limitValue: 3300,
        startDate: '2026-12-02',
        endDate: '2026-12-02',
      })
      .build();
    const app = await renderApp([card], { language });
    const tile = (await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) })).closest(
      'li',
    )!;
    const shown = tile.querySelector('.pending-change [aria-hidden="true"]')!.textContent;
    expect(shown).toBe(
      `${fill(texts.overview.settings.perDay, { amount: euro(2500) })} → ${fill(words.onDay, { amount: euro(3300), date: '02-12-2026' })} · ${words.waiting}`,
    );
    // Issue 33, item 20: the temporary amount is per day too, as the permanent one before it.
    expect(shown?.split(' → ')[1]).toContain(fill(texts.overview.settings.perDay, { amount: euro(3300) }));
    expect(screen.getByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();

    await userEvent.click(within(tile).getByRole('button', { name: words.signNow }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
    const summary = await screen.findByRole('region', { name: texts.signing.summaryTitle });
    expect(
      within(summary).getByText(
        asRead(
          `${fill(words.spoken, { limit: texts.overview.settings.payment.title, before: fill(texts.overview.settings.perDay, { amount: euro(2500) }), after: fill(words.onDay, { amount: euro(3300), date: '02-12-2026' }) })}.`,
        ),
      ),
    ).toBeTruthy();
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));
    expect(app.world.signing.requests[0]!.items).toEqual([{ adapterId: 'source-waiting', signItemId: 'tps-waiting' }]);

    app.world.cards.cards = [
      aCard()
        .withId('a')
        .withTemporaryLimit('POS', { limitValue: 3300, startDate: '2026-12-02', endDate: '2026-12-02' })
        .build(),
    ];
    await act(async () => app.world.signing.decide('signed'));
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    expect(
      await screen.findByRole('heading', { name: texts.notification.success.newTemporaryPOSLimit.title }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(texts.generic.pendingUpdates.inProgress)).toBeNull());
    expect(screen.queryByRole('button', { name: words.signNow })).toBeNull();
    expect(app.missingKeys).toEqual([]);
  });

  it('an editor shown again from the back-forward cache reads the card anew: a change made meanwhile shows as waiting', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(
      await screen.findByRole('link', { name: new RegExp(texts.overview.settings.withdrawal.title) }),
    );
    await screen.findByRole('heading', { level: 1, name: texts.routes.editWithdrawalLimit.title }, { timeout: 5000 });
    await screen.findByRole('button', { name: texts.generic.buttons.save });
    expect(screen.queryByText(texts.generic.pendingUpdates.inProgress)).toBeNull();
    // Meanwhile (another tab, the portal) a change was made that waits to be signed.
    app.world.cards.cards = [
      aCard()
        .withId('a')
        .withDescribedLimitChange('ATM', { operationType: 'changedDefaultATMLimit', limitValue: 800 })
        .build(),
    ];
    await act(async () => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(await screen.findByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.generic.buttons.save })).toBeNull();
  });

  it('a Save the bank refuses because another tab left a change waiting (1003): the editor reads the card anew and shows it', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title }, { timeout: 5000 });
    const amount = await screen.findByLabelText(texts.widgets.limitSlider.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    // Another tab saved a change meanwhile: the bank has it waiting, and refuses this one.
    app.world.cards.cards = [
      aCard()
        .withId('a')
        .withDescribedLimitChange('POS', { operationType: 'changedDefaultPOSLimit', limitValue: 2800 })
        .build(),
    ];
    app.world.limits.failNext('changeDefault', serviceError('MESSAGE_BAI540_1003'));
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      texts.errorMessages['message:MESSAGE_BAI540_1003'],
    );
    expect(await screen.findByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.signNow })).toBeTruthy();
    // The form shows the limit as it stands (2.500), not the 3.000 that was not taken.
    const shown = (await screen.findByLabelText(texts.widgets.limitSlider.amount)) as HTMLInputElement;
    expect(shown.value).toBe(language === 'nl' ? '2.500' : '2,500');
    expect(app.location().pathname).toBe('/edit-payment-limit');
    expectNoRawKeys(document.body);
  });

  it('a bank that sends only a marker: the generic notice and a link to the portal’s "to sign" page', async () => {
    await renderApp([aCard().withPendingLimitChange('POS').build()], { language });
    const link = await screen.findByRole('link', { name: words.toSign });
    expect(link.getAttribute('href')).toBe(
      language === 'nl' ? '/nl/mijn-overzicht/te-ondertekenen/' : '/en/my-overview/to-sign/',
    );
    expect(screen.queryByRole('button', { name: words.signNow })).toBeNull();
  });
});
