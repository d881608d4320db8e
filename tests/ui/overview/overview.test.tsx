/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro, LANGUAGES, localeOf, serviceError, type PaymentInstrument } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard, TODAY } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { clearViewport, setViewportWidth } from '../widgets/viewport';
import { held, holdCardDetails } from '../support/hold';
import { renderApp, type AppOptions } from '../support/render-app';

afterEach(clearViewport);

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe.each(LANGUAGES)('the card management overview (section 2.3, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const notices = texts.notification.success;
  const locale = localeOf(language);
  const euro = (amount: number) => formatEuro(amount, locale);

  async function open(cards: PaymentInstrument[], options: AppOptions = {}) {
    const app = await renderApp(cards, { language, ...options });
    await screen.findByRole('heading', { level: 1 });
    return app;
  }

  const picker = () => screen.getByRole('combobox', { name: texts.overview.picker.label }) as HTMLSelectElement;

  it('lists every card in the picker with holder, IBAN and pass number, and shows the first', async () => {
    const app = await open([
      aCard().withIban('NL02DMBK0000000001').build(),
      aCard().withIban('NL02DMBK0000000002').build(),
    ]);
    const options = within(picker())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      `${texts.generic.card.productName}, J. de Vries, NL02 DMBK 0000 0000 01, ${fill(texts.overview.picker.passNumber, { passNumber: '101' })}`,
      `${texts.generic.card.productName}, J. de Vries, NL02 DMBK 0000 0000 02, ${fill(texts.overview.picker.passNumber, { passNumber: '101' })}`,
    ]);
    expect(picker().selectedIndex).toBe(0);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('on mobile leads every option with its pass number, out of the account line, so two cards of one account differ at once', async () => {
    setViewportWidth(375);
    await open([
      aCard().withIban('NL02DMBK0000000001').build(),
      aCard().withSequenceNumber('102').withIban('NL02DMBK0000000001').build(),
    ]);
    const options = within(picker())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      `${fill(texts.overview.picker.passNumberFirst, { passNumber: '101' })}, J. de Vries, NL02 DMBK 0000 0000 01`,
      `${fill(texts.overview.picker.passNumberFirst, { passNumber: '102' })}, J. de Vries, NL02 DMBK 0000 0000 01`,
    ]);
    expect(texts.overview.picker.passNumberFirst.startsWith(texts.generic.card.productName)).toBe(true);
  });

  it('loads another card when one is chosen, clearing the notification first', async () => {
    const cards = [
      aCard().withIban('NL02DMBK0000000001').build(),
      aCard().withIban('NL02DMBK0000000002').inactive().build(),
    ];
    const app = await open(cards);
    await act(async () =>
      app.world.app.notifications.notify({ type: 'info', content: { scope: 'notifications', key: 'blockedCard' } }),
    );
    await userEvent.selectOptions(picker(), cards[1]!.paymentInstrumentId);
    expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.inactive.heading })).toBeTruthy();
    expect(app.container.querySelector('.notification-area')!.children).toHaveLength(0);
    expect(app.world.cards.callsOf('details').at(-1)).toEqual([cards[1]!.paymentInstrumentId]);
  });

  it('says which card it is loading', async () => {
    let release!: () => void;
    await renderApp([aCard().build()], { language, arrange: (world) => (release = holdCardDetails(world)) });
    expect((await screen.findByText(texts.overview.spinner.loadingCard)).closest('[role="status"]')).not.toBeNull();
    await act(async () => release());
    expect(screen.queryByText(texts.overview.spinner.loadingCard)).toBeNull();
  });

  describe('the status panel', () => {
    it.each([
      ['active', aCard(), texts.overview.status.active.description],
      ['blocked', aCard().blocked(), texts.overview.status.blocked.description],
      ['inactive', aCard().inactive(), undefined],
    ] as const)(
      'reads a %s card with its heading and description, and covers the image unless active',
      async (status, builder, description) => {
        const app = await open([builder.build()]);
        const heading = screen.getByRole('heading', { level: 2, name: texts.overview.status[status].heading });
        const panel = heading.closest('section')!;
        if (description) expect(panel.textContent).toContain(description);
        else expect(panel.querySelectorAll('p')).toHaveLength(0);
        expect(app.container.querySelector('.card-image__overlay') !== null).toBe(status !== 'active');
      },
    );

    it.each([
      ['DMC', aCard().build(), texts.overview.status.image.dmc],
      ['MAESTRO', { ...aCard().build(), paymentScheme: 'MAESTRO' as const }, texts.overview.status.image.maestro],
      [
        'private banking',
        aCard().withUsageCode('PAYMENT_DEMOBANK_CARD').build(),
        texts.overview.status.image.privateBanking,
      ],
    ])('shows the %s card image', async (_kind, card, name) => {
      await open([card]);
      expect(screen.getByRole('img', { name })).toBeTruthy();
    });
  });

  describe('the details', () => {
    it('expands and collapses for DMC cards', async () => {
      await open([aCard().build()]);
      const toggle = screen.getByRole('button', { name: texts.overview.details.show });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(toggle.textContent).toBe(texts.overview.details.hide);
      const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      // What the page shows; a masked number is told to a screen reader by the digits it ends in.
      const shown = (value: Element) => (value.querySelector('[aria-hidden="true"]') ?? value).textContent;
      const rows = Array.from(list.querySelectorAll('div')).map((row) => [
        row.querySelector('dt')!.textContent,
        shown(row.querySelector('dd')!),
      ]);
      const number = list.querySelectorAll('dd')[1]!;
      expect(number.querySelector('.visually-hidden')?.textContent).toBe(
        texts.overview.details.cardNumberEnding.replace('{{digits}}', '1234'),
      );
      expect(rows).toEqual([
        [texts.overview.details.cardHolder, 'J. de Vries'],
        [texts.overview.details.cardNumber, '**** 1234'],
        [texts.overview.details.expirationDate, '31-03-2029'],
        [texts.overview.details.iban, 'NL91 DMBK 0417 1643 00'],
        [texts.overview.details.passNumber, '101'],
      ]);
      await userEvent.click(toggle);
      expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull();
    });

    it('shows MAESTRO cards their pass number and expiry date only', async () => {
      await open([{ ...aCard().build(), paymentScheme: 'MAESTRO' }]);
      expect(screen.queryByRole('button', { name: texts.overview.details.show })).toBeNull();
      const terms = Array.from(document.querySelectorAll('.card-details dt')).map((term) => term.textContent);
      expect(terms).toEqual([texts.overview.details.passNumber, texts.overview.details.expirationDate]);
    });
  });

  describe('the actions', () => {
    it.each([
      [['SUSPEND_INSTRUMENT'], [texts.overview.actions.block]],
      [['RESUME_INSTRUMENT'], [texts.overview.actions.unblock]],
      [['REISSUE_EXISTING_INSTRUMENT'], [texts.overview.actions.replace]],
      [[], []],
    ] as const)('shows only what the links %j allow', async (links, buttons) => {
      await open([
        aCard()
          .withOnlyLinks(...links)
          .build(),
      ]);
      const actions = document.querySelector('.card-actions');
      expect(
        actions
          ? within(actions as HTMLElement)
              .getAllByRole('button')
              .map((button) => button.textContent)
          : [],
      ).toEqual(buttons);
    });

    it('blocks after confirmation, with the spinner text, the result and focus on the new status', async () => {
      const app = await open([aCard().withOnlyLinks('SUSPEND_INSTRUMENT').build()]);
      const block = held<void>();
      const original = app.world.cards.block.bind(app.world.cards);
      app.world.cards.block = async (id) => {
        await block.promise;
        // As the bank does: a blocked card may be unblocked, not blocked again.
        app.world.cards.cards = app.world.cards.cards.map((card) => ({
          ...card,
          links: [{ action: 'RESUME_INSTRUMENT' }],
        }));
        return original(id);
      };
      await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
      const dialog = screen.getByRole('dialog', { name: texts.overview.blockModal.title });
      expect(dialog.textContent).toContain(texts.overview.blockModal.body);
      expect(document.activeElement).toBe(
        within(dialog).getByRole('heading', { name: texts.overview.blockModal.title }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: texts.overview.blockModal.confirm }));
      expect(within(dialog).getByRole('status').textContent).toBe(texts.overview.spinner.blocking);
      await act(async () => block.settle());
      expect(screen.queryByRole('dialog')).toBeNull();
      // The Block button is gone with the change, so focus continues from the new status.
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: texts.overview.status.blocked.heading }),
      );
      expect(screen.getByRole('button', { name: texts.overview.actions.unblock })).toBeTruthy();
      const result = document.querySelector('.notification-area [role="status"]')!;
      expect(result.textContent).toContain(texts.notification.success.blockedCard.title);
      expect(result.textContent).toContain(texts.notification.success.blockedCard.content);
    });

    it('unblocks after confirmation and tells the customer', async () => {
      await open([aCard().blocked().build()]);
      await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.unblock }));
      const dialog = screen.getByRole('dialog', { name: texts.overview.unblockModal.title });
      await userEvent.click(within(dialog).getByRole('button', { name: texts.overview.unblockModal.confirm }));
      expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeTruthy();
      expect(document.querySelector('.notification-area')!.textContent).toContain(
        texts.notification.success.deblockedCard.content,
      );
    });

    it('Cancel closes the modal, changes nothing and returns focus to the button', async () => {
      const app = await open([aCard().build()]);
      const button = screen.getByRole('button', { name: texts.overview.actions.block });
      await userEvent.click(button);
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.cancel }),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(app.world.cards.callsOf('block')).toEqual([]);
    });

    it('Replace leads to the replace screen', async () => {
      const app = await open([aCard().build()]);
      await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.replace }));
      expect(await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title })).toBeTruthy();
      expect(app.location().pathname).toBe('/replace-card');
    });
  });

  describe('the notices', () => {
    it('says a limit change is still to be signed', async () => {
      await open([aCard().withPendingLimitChange('POS').build()]);
      const notice = screen
        .getByRole('heading', { level: 6, name: texts.generic.pendingUpdates.title })
        .closest('.notification')!;
      expect(notice.textContent).toContain(texts.generic.pendingUpdates.inProgress);
    });

    // The bank takes no signature for a blocked card's limits, and "the change below" would point at no settings.
    it('says nothing of a change to sign on a blocked card, whose settings are hidden', async () => {
      await open([aCard().withPendingLimitChange('POS').blocked().build()]);
      expect(screen.getByRole('heading', { level: 2, name: texts.overview.status.blocked.heading })).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 6, name: texts.generic.pendingUpdates.title })).toBeNull();
      expect(screen.queryByText(texts.generic.pendingUpdates.inProgress)).toBeNull();
    });

    it('asks whether an inactive card has arrived, with the activation link in a new tab', async () => {
      await open([aCard().inactive().build()]);
      const notice = screen
        .getByRole('heading', { level: 6, name: texts.overview.inactiveNotice.title })
        .closest('.notification') as HTMLElement;
      expect(notice.textContent).toContain(texts.overview.inactiveNotice.text);
      const link = within(notice).getByRole('link', { name: new RegExp(texts.overview.inactiveNotice.link) });
      expect(link.getAttribute('href')).toBe(DEFAULT_ENVIRONMENT.portal.activateCard.private[language]);
      expect(link.getAttribute('target')).toBe('_blank');
    });

    it('shows neither for an active card without pending changes', async () => {
      await open([aCard().build()]);
      expect(screen.queryByRole('heading', { level: 6 })).toBeNull();
    });
  });

  describe('the settings', () => {
    const tile = (title: string) =>
      screen.getByRole('heading', { level: 3, name: title }).closest('a') as HTMLAnchorElement;

    it('shows a tile per limit and foreign use with its value, each leading to its editor', async () => {
      await open([aCard().build()]);
      expect(screen.getByRole('heading', { level: 2, name: texts.overview.settings.title })).toBeTruthy();
      const tiles = [
        [
          texts.overview.settings.ecommerce.title,
          '/edit-ecommerce-limit',
          fill(texts.overview.settings.perDay, { amount: euro(500) }),
        ],
        [
          texts.overview.settings.payment.title,
          '/edit-payment-limit',
          fill(texts.overview.settings.perDay, { amount: euro(2500) }),
        ],
        [
          texts.overview.settings.withdrawal.title,
          '/edit-withdrawal-limit',
          fill(texts.overview.settings.perDay, { amount: euro(500) }),
        ],
        [texts.overview.settings.region.title, '/edit-region', texts.generic.regions.EUR],
      ];
      for (const [title, path, value] of tiles) {
        expect(tile(title!).getAttribute('href')).toBe(path);
        expect(tile(title!).textContent).toContain(value);
      }
    });

    it('shows the temporary boxes: only today, another day, a period, with the amount per day or World', async () => {
      await open([
        aCard()
          .withTemporaryLimit('POS', { limitValue: 150, startDate: TODAY, endDate: TODAY })
          .withTemporaryLimit('ATM', { limitValue: 60, startDate: '2026-11-25', endDate: '2026-11-25' })
          .withDefaultRegion('WORLD')
          .withTemporaryRegion({ geoProfile: 'WORLD', startDate: '2026-11-24', endDate: '2026-12-04' })
          .build(),
      ]);
      const box = (title: string) => tile(title).querySelector('.settings-tile__temporary')!.textContent;
      const temporary = texts.overview.settings.temporary;
      expect(box(texts.overview.settings.payment.title)).toBe(
        `${temporary.limitTitle}${temporary.onlyToday}${fill(texts.overview.settings.perDay, { amount: euro(150) })}`,
      );
      expect(box(texts.overview.settings.withdrawal.title)).toBe(
        `${temporary.limitTitle}${fill(temporary.otherDay, { date: '25-11-2026' })}${fill(texts.overview.settings.perDay, { amount: euro(60) })}`,
      );
      expect(box(texts.overview.settings.region.title)).toBe(
        `${temporary.regionTitle}${fill(temporary.period, { startDate: '24-11-2026', endDate: '04-12-2026' })}${texts.generic.regions.WORLD}`,
      );
      expect(tile(texts.overview.settings.region.title).querySelector('.settings-tile__value')!.textContent).toBe(
        texts.generic.regions.WORLD,
      );
      expect(tile(texts.overview.settings.ecommerce.title).querySelector('.settings-tile__temporary')).toBeNull();
      expectNoRawKeys(document.body);
    });

    it('leaves the e-commerce tile out for MAESTRO cards', async () => {
      await open([{ ...aCard().build(), paymentScheme: 'MAESTRO' }]);
      expect(screen.queryByRole('heading', { level: 3, name: texts.overview.settings.ecommerce.title })).toBeNull();
      expect(screen.getByRole('heading', { level: 3, name: texts.overview.settings.payment.title })).toBeTruthy();
    });

    it.each([
      ['blocked', aCard().blocked()],
      ['inactive', aCard().inactive()],
    ] as const)('is not shown for a %s card', async (_status, builder) => {
      await open([builder.build()]);
      expect(screen.queryByRole('heading', { level: 2, name: texts.overview.settings.title })).toBeNull();
    });

    it('opens a tile with the space key', async () => {
      const app = await open([aCard().build()]);
      tile(texts.overview.settings.payment.title).focus();
      await userEvent.keyboard(' ');
      expect(
        await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(app.location().pathname).toBe('/edit-payment-limit');
    });
  });

  describe('errors (section 8)', () => {
    it('keeps the page after a recoverable error and asks for another card', async () => {
      const app = await open([aCard().build()]);
      app.world.cards.failNext('block', serviceError('MESSAGE_BAI540_1027'));
      await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(texts.errorMessages['message:MESSAGE_BAI540_1027']);
      expect(within(alert).queryByRole('heading')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(picker()).toBeTruthy();
      expect(screen.getByText(texts.errorMessages['message:SELECT_ANOTHER_CARD'])).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 2, name: texts.overview.settings.title })).toBeNull();
      expect(app.scrolls()).toBeGreaterThan(0);
      expectNoRawKeys(document.body);
    });

    it('reads the card anew after a refused block: blocked in another tab, it is shown blocked and said so, not "try later"', async () => {
      const app = await open([aCard().withId('card-elsewhere').build()]);
      const blocked = aCard().withId('card-elsewhere').blocked().withOnlyLinks('RESUME_INSTRUMENT').build();
      // Another tab blocked the card: this tab still shows it active, and the bank refuses to block it again.
      app.world.cards.cards = [blocked];
      app.world.cards.failNext('block', serviceError('MESSAGE_BAI540_1027'));
      await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
      );
      expect(
        await screen.findByRole('heading', { level: 2, name: texts.overview.status.blocked.heading }),
      ).toBeTruthy();
      const said = await screen.findByRole('status');
      expect(said.textContent).toContain(notices.blockedElsewhere.title);
      expect(said.textContent).toContain(notices.blockedElsewhere.content);
      expect(document.body.textContent).not.toContain(texts.errorMessages['message:MESSAGE_BAI540_1027']);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeNull();
      expect(screen.queryByRole('button', { name: texts.overview.actions.block })).toBeNull();
      expect(screen.getByRole('button', { name: texts.overview.actions.unblock })).toBeTruthy();
      expectNoRawKeys(document.body);
    });

    it('an unblock refused because another tab unblocked the card: shown active and said so', async () => {
      const app = await open([aCard().withId('card-elsewhere').blocked().withOnlyLinks('RESUME_INSTRUMENT').build()]);
      app.world.cards.cards = [aCard().withId('card-elsewhere').build()];
      app.world.cards.failNext('unblock', serviceError('MESSAGE_BAI540_1031'));
      await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.unblock }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.unblockModal.confirm }),
      );
      expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeTruthy();
      expect((await screen.findByRole('status')).textContent).toContain(notices.unblockedElsewhere.content);
      expect(screen.queryByRole('alert')).toBeNull();
      expectNoRawKeys(document.body);
    });

    it('a block refused while the card is still active keeps the refusal', async () => {
      const app = await open([aCard().withId('card-refused').build()]);
      app.world.cards.failNext('block', serviceError('MESSAGE_BAI540_1027'));
      await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
      );
      expect((await screen.findByRole('alert')).textContent).toContain(
        texts.errorMessages['message:MESSAGE_BAI540_1027'],
      );
      expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeTruthy();
      expect(document.body.textContent).not.toContain(notices.blockedElsewhere.title);
    });

    // A bank failure (a lost request) is said with Try again instead: load-failure.test.tsx.
    it('hides the content after a non-recoverable error, titled in words, its code on a line of its own', async () => {
      await open([aCard().build()], {
        arrange: (world) => world.cards.failNext('list', serviceError('CUSTOMER_NOT_FOUND')),
      });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { level: 6 }).textContent).toBe(texts.errorMessages.somethingWentWrong);
      expect(alert.textContent).toContain(texts.errorMessages['message:CUSTOMER_NOT_FOUND']);
      expect(alert.querySelector('.notification__code')?.textContent).toBe(
        fill(texts.notification.code, { code: 'CUSTOMER_NOT_FOUND' }),
      );
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(document.querySelector('.overview')).toBeNull();
      expectNoRawKeys(document.body);
    });

    it('says so, as information and not as a failure, when the customer has no debit cards (issue 33, item 11)', async () => {
      await open([]);
      const notice = (await screen.findByText(texts.errorMessages['message:MESSAGE_FED001_0001'])).closest(
        '.notification',
      )!;
      expect(notice.classList).toContain('notification--info');
      expect(within(notice as HTMLElement).getByRole('heading', { level: 6 }).textContent).toBe(
        texts.errorMessages['title:MESSAGE_FED001_0001'],
      );
      expect(notice.textContent).toContain(texts.notification.types.info);
      expect(notice.textContent).not.toContain(texts.notification.types.negative);
      expect(notice.querySelector('.notification__code')).toBeNull();
      expect(notice.textContent).not.toContain('MESSAGE_FED001_0001');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('combobox')).toBeNull();
    });

    it('shows the generic message for a code without a text of its own', async () => {
      await open([aCard().build()], {
        arrange: (world) => world.cards.failNext('details', serviceError('SOMETHING_NEW')),
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(texts.errorMessages['message:serviceError']);
      expectNoRawKeys(document.body);
    });
  });
});
