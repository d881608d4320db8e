/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, REISSUE_REASONS, type IsoDate } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';

// Issue 33, item 3: a replaced card says which card replaced it, on which day and why, and leads
// to that card; nothing on it sends the customer to the bank for a block they asked for.

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe.each(LANGUAGES)('a replaced card (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const replaced = texts.overview.status.replaced;

  async function open(reason: (typeof REISSUE_REASONS)[number]) {
    const newCard = aCard().withId('pi-new').withSequenceNumber('102').inactive().build();
    const old = aCard()
      .withId('pi-old')
      .replacedBy({ id: 'pi-new', passNumber: '102' }, reason, '2026-11-20' as IsoDate)
      .build();
    const sessionStore = new InMemorySessionStore();
    sessionStore.keepSelectedCardId('pi-old');
    const app = await renderApp([old, newCard], { language, sessionStore });
    await screen.findByRole('heading', { level: 2, name: replaced.heading });
    return app;
  }

  it.each(REISSUE_REASONS)(
    '%s: says by which card, on which day and why, and nothing of a block by the bank',
    async (reason) => {
      const app = await open(reason);
      const panel = screen.getByRole('heading', { level: 2, name: replaced.heading }).closest('section')!;
      expect(panel.textContent).toContain(
        fill(replaced.description, { passNumber: '102', date: '20-11-2026', reason: replaced.reason[reason] }),
      );
      expect(panel.textContent).toContain(reason === 'DEFECT' ? replaced.usable : replaced.blocked);
      expect(panel.textContent).not.toContain(texts.overview.blocking.bank);
      expect(panel.textContent).not.toContain(texts.overview.blocking.lost);
      expect(screen.queryByRole('region', { name: texts.overview.blocking.titleBlocked })).toBeNull();
      expect(screen.queryByRole('button', { name: texts.overview.actions.replace })).toBeNull();
      expectNoRawKeys(document.body);
      expect(app.missingKeys).toEqual([]);
    },
  );

  it('leads to the new card in one tap: the picker chooses it, its status shows and has the focus', async () => {
    const app = await open('LOST');
    await userEvent.click(screen.getByRole('button', { name: fill(replaced.link, { passNumber: '102' }) }));
    const heading = await screen.findByRole('heading', { level: 2, name: texts.overview.status.inactive.heading });
    expect((screen.getByRole('combobox', { name: texts.overview.picker.label }) as HTMLSelectElement).value).toBe(
      'pi-new',
    );
    expect(document.activeElement).toBe(heading);
    expect(app.world.cards.callsOf('details').at(-1)).toEqual(['pi-new']);
    expect(within(heading.closest('section')!).queryByText(replaced.heading)).toBeNull();
  });
});

describe.each(LANGUAGES)('a card replaced in another tab (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const replaced = texts.overview.status.replaced;

  it('leads to a new card this tab’s list did not name: the list is read anew, the picker names and chooses it', async () => {
    const sessionStore = new InMemorySessionStore();
    sessionStore.keepSelectedCardId('pi-old');
    const app = await renderApp([aCard().withId('pi-old').build()], { language, sessionStore });
    await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading });
    app.world.cards.cards = [
      aCard()
        .withId('pi-old')
        .replacedBy({ id: 'pi-new', passNumber: '102' }, 'LOST', '2026-11-20' as IsoDate)
        .build(),
      aCard().withId('pi-new').withSequenceNumber('102').inactive().build(),
    ];
    // The tab shown again reads its card anew (reading 91): replaced meanwhile, by a card its list does not hold.
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await userEvent.click(await screen.findByRole('button', { name: fill(replaced.link, { passNumber: '102' }) }));
    const heading = await screen.findByRole('heading', { level: 2, name: texts.overview.status.inactive.heading });
    const picker = screen.getByRole('combobox', { name: texts.overview.picker.label }) as HTMLSelectElement;
    expect(picker.value).toBe('pi-new');
    expect(picker.getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).toBe(heading);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(expect.arrayContaining(['pi-old', 'pi-new']));
    expect(app.missingKeys).toEqual([]);
  });
});
