/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro, LANGUAGES, localeOf, serviceError, type IsoDate } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { historyEntries } from '../../support/builders/history-entries';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { holdCardDetails } from '../support/hold';
import { renderApp, type AppOptions } from '../support/render-app';

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe.each(LANGUAGES)('the overview’s recent changes (beyond the spec, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const history = texts.history;
  const historyTitle = texts.overview.historyTitle;
  const euro = (amount: number) => formatEuro(amount, localeOf(language));

  async function open(count: number, options: AppOptions = {}) {
    const app = await renderApp([aCard().withId('card').build()], {
      language,
      ...options,
      arrange: (world) => {
        world.cardHistory.entries = { card: historyEntries(count) };
        options.arrange?.(world);
      },
    });
    await screen.findByRole('heading', { level: 1 });
    return app;
  }
  const section = () => screen.getByRole('region', { name: historyTitle });
  const entries = () => within(section()).getAllByRole('listitem');

  it('shows the last ten changes, newest first, each with its date and time in Amsterdam and what changed', async () => {
    const app = await open(12, { texts: 'first-load' });
    await screen.findByRole('heading', { level: 2, name: historyTitle });
    expect(entries()).toHaveLength(10);
    const [blocked, unblocked, region, limit] = entries() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // 2027-02-26 13:05 UTC is 14:05 in Amsterdam (CET, UTC+1).
    expect(blocked.textContent).toContain(history.change.blocked);
    expect(blocked.textContent).toContain(fill(history.when, { date: '26-02-2027', time: '14:05' }));
    expect(blocked.querySelector('time')?.getAttribute('dateTime')).toBe('2027-02-26T13:05:00.000Z');
    expect(unblocked.textContent).toContain(history.change.unblocked);
    expect(region.textContent).toContain(
      fill(history.fromTo, { before: texts.generic.regions.EUR, after: texts.generic.regions.WORLD }),
    );
    expect(limit.querySelector('.card-history__title')?.textContent).toBe(history.limit.POS.changeDefault);
    expect(limit.textContent).toContain(
      fill(history.fromTo, {
        before: fill(history.setting.permanent, { amount: euro(1000) }),
        after: fill(history.setting.permanent, { amount: euro(2500) }),
      }),
    );
    expect(limit.textContent).toContain(history.signing.SIGNED);
    expect(within(section()).getByRole('button', { name: history.more })).toBeTruthy();
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('"show more" adds the older changes and moves focus to the first one added; without older ones it is not offered', async () => {
    await open(12);
    const more = await screen.findByRole('button', { name: history.more });
    await userEvent.click(more);
    await waitFor(() => expect(entries()).toHaveLength(12));
    expect(document.activeElement).toBe(entries()[10]);
    expect(within(section()).queryByRole('button', { name: history.more })).toBeNull();
  });

  it('comes below the card’s settings once they are in, not below their spinner, which would move it (no layout shift)', async () => {
    let release!: () => void;
    await renderApp([aCard().withId('card').build()], {
      language,
      arrange: (world) => {
        world.cardHistory.entries = { card: historyEntries(2) };
        release = holdCardDetails(world);
      },
    });
    await screen.findByText(texts.overview.spinner.loadingCard);
    expect(screen.queryByRole('heading', { level: 2, name: historyTitle })).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 2, name: historyTitle })).toBeTruthy();
    expect(screen.queryByText(texts.overview.spinner.loadingCard)).toBeNull();
  });

  it('says so when nothing changed yet', async () => {
    await open(0);
    expect(
      await within(await screen.findByRole('region', { name: historyTitle })).findByText(history.empty),
    ).toBeTruthy();
  });

  it('tells every kind of change: a temporary limit with its dates and where its signing stands, a replacement, a temporary region', async () => {
    await open(0, {
      arrange: (world) => {
        const at = historyEntries(1)[0]!;
        world.cardHistory.entries = {
          card: [
            {
              ...at,
              id: '5',
              type: 'LIMIT_CHANGED',
              operation: 'createTemporary',
              limitType: 'ATM',
              before: { limitValue: 500 },
              after: { limitValue: 1500, startDate: '2027-03-01' as IsoDate, endDate: '2027-03-12' as IsoDate },
              signing: 'PENDING',
              signBy: '2027-02-26' as IsoDate,
            },
            {
              ...at,
              id: '4',
              type: 'LIMIT_CHANGED',
              operation: 'deleteTemporary',
              limitType: 'POS',
              before: { limitValue: 4000, startDate: '2027-03-08' as IsoDate, endDate: '2027-03-18' as IsoDate },
              after: null,
              signing: 'EXPIRED',
              signBy: '2027-02-20' as IsoDate,
            },
            { ...at, id: '3', type: 'REPLACED', reason: 'STOLEN', replacementPaymentInstrumentId: 'new' },
            {
              ...at,
              id: '2',
              type: 'TEMPORARY_REGION_ADDED',
              temporaryGeoProfileId: 'tg',
              geoProfile: 'WORLD',
              startDate: '2027-03-31' as IsoDate,
              endDate: '2027-04-02' as IsoDate,
            },
            {
              ...at,
              id: '1',
              type: 'TEMPORARY_REGION_DELETED',
              temporaryGeoProfileId: 'tg',
              geoProfile: 'WORLD',
              startDate: '2027-03-31' as IsoDate,
              endDate: '2027-04-02' as IsoDate,
            },
            {
              ...at,
              id: '0',
              type: 'LIMIT_CHANGED',
              operation: 'createTemporary',
              limitType: 'POS',
              before: { limitValue: 2500 },
              after: { limitValue: 150, startDate: '2027-03-01' as IsoDate, endDate: '2027-03-01' as IsoDate },
              signing: 'SIGNED',
              signBy: null,
            },
            {
              ...at,
              id: '-1',
              type: 'TEMPORARY_REGION_ADDED',
              temporaryGeoProfileId: 'tg1',
              geoProfile: 'WORLD',
              startDate: '2027-03-01' as IsoDate,
              endDate: '2027-03-01' as IsoDate,
            },
          ],
        };
      },
    });
    await screen.findByRole('region', { name: historyTitle });
    const [added, deleted, replaced, regionAdded, regionDeleted, oneDay, oneDayRegion] = (await within(
      section(),
    ).findAllByRole('listitem')) as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // Issue 33, item 21: a change not signed (yet, or ever) is titled as asked for, not as done.
    expect(added.querySelector('.card-history__title')?.textContent).toBe(history.requested.ATM);
    expect(added.textContent).not.toContain(history.limit.ATM.createTemporary);
    expect(added.textContent).toContain(
      fill(history.fromTo, {
        before: fill(history.setting.permanent, { amount: euro(500) }),
        after: fill(history.setting.temporary, { amount: euro(1500), startDate: '01-03-2027', endDate: '12-03-2027' }),
      }),
    );
    expect(added.textContent).toContain(fill(history.signing.signBy, { date: '26-02-2027' }));
    expect(deleted.querySelector('.card-history__title')?.textContent).toBe(history.requested.POS);
    expect(deleted.textContent).toContain(history.setting.none);
    expect(deleted.textContent).toContain(history.signing.EXPIRED);
    expect(replaced.textContent).toContain(history.change.replaced);
    expect(replaced.textContent).toContain(history.reason.STOLEN);
    expect(regionAdded.textContent).toContain(history.change.temporaryRegionAdded);
    expect(regionAdded.textContent).toContain(
      fill(history.regionPeriod, {
        region: texts.generic.regions.WORLD,
        startDate: '31-03-2027',
        endDate: '02-04-2027',
      }),
    );
    expect(regionDeleted.textContent).toContain(history.change.temporaryRegionDeleted);
    // Issue 33, item 9: one day reads as one day, never "from 01-03-2027 to 01-03-2027".
    expect(oneDay.textContent).toContain(fill(history.setting.onDay, { amount: euro(150), date: '01-03-2027' }));
    expect(oneDay.textContent).not.toContain(
      fill(history.setting.temporary, { amount: euro(150), startDate: '01-03-2027', endDate: '01-03-2027' }),
    );
    expect(oneDayRegion.textContent).toContain(
      fill(history.regionOnDay, { region: texts.generic.regions.WORLD, date: '01-03-2027' }),
    );
    expectNoRawKeys(document.body);
  });

  it('a history that did not load stays in its section, with a retry; the card and its actions stay usable', async () => {
    await open(3, { arrange: (world) => world.cardHistory.failNext('page', serviceError('NETWORK_UNAVAILABLE')) });
    const alert = await within(await screen.findByRole('region', { name: historyTitle })).findByRole('alert');
    expect(alert.textContent).toContain(history.failed);
    expect(screen.getByRole('button', { name: texts.overview.actions.block })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: history.retry }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(within(section()).queryByRole('alert')).toBeNull();
  });

  it('after a block the section shows the history again, from the bank', async () => {
    const app = await open(2);
    await screen.findByRole('region', { name: historyTitle });
    app.world.cardHistory.entries = { card: historyEntries(3, { newest: '2027-02-27' as IsoDate }) };
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
    );
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(app.world.cardHistory.callsOf('page')).toHaveLength(2);
  });

  it('after a block refused because another tab blocked the card, the section reads the history anew with the card', async () => {
    const app = await open(2);
    await screen.findByRole('region', { name: historyTitle });
    await waitFor(() => expect(entries()).toHaveLength(2));
    app.world.cards.cards = [aCard().withId('card').blocked().withOnlyLinks('RESUME_INSTRUMENT').build()];
    app.world.cardHistory.entries = { card: historyEntries(3, { newest: '2027-02-27' as IsoDate }) };
    app.world.cards.failNext('block', serviceError('MESSAGE_BAI540_1027'));
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
    );
    await screen.findByRole('heading', { level: 2, name: texts.overview.status.blocked.heading });
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()[0]?.textContent).toContain(history.change.blocked);
    expect(app.world.cardHistory.callsOf('page')).toHaveLength(2);
  });

  it('a section whose chunk or texts did not arrive leaves the overview as it is, without the section', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const app = await open(3, {
      texts: 'first-load',
      screenTexts: () => Promise.reject(new Error('the texts chunk did not load')),
    });
    await screen.findByRole('button', { name: texts.overview.actions.block });
    // React reports the failure the section's boundary caught.
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(app.world.cardHistory.calls).toEqual([]);
    expect(screen.queryByRole('heading', { name: historyTitle })).toBeNull();
    expect(screen.getByRole('heading', { name: texts.overview.settings.title })).toBeTruthy();
    expect(screen.queryByText(texts.shell.loadFailed.title)).toBeNull();
    jest.restoreAllMocks();
  });

  it.each([{ path: undefined }, { path: '' }])(
    'is absent where the Environment offers no history (cardHistoryPath $path), and nothing is asked',
    async ({ path }) => {
      const app = await open(3, { environment: { ...DEFAULT_ENVIRONMENT, cardHistoryPath: path } });
      await screen.findByRole('button', { name: texts.overview.actions.block });
      expect(screen.queryByRole('heading', { name: historyTitle })).toBeNull();
      expect(app.world.cardHistory.calls).toEqual([]);
    },
  );
});
