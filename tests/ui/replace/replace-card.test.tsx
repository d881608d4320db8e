/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatEuro,
  LANGUAGES,
  localeOf,
  serviceError,
  type IsoDate,
  type PaymentInstrument,
} from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { AN_ADDRESS } from '../../support/fakes/in-memory-reissue';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { clearViewport, setViewportWidth } from '../widgets/viewport';
import { held } from '../support/hold';
import { renderApp, type AppOptions } from '../support/render-app';

afterEach(clearViewport);

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe.each(LANGUAGES)('replace card (section 2.7, %s)', (language) => {
  const texts = TRANSLATIONS[language];

  /** The replace screen can only be reached from the overview (section 2.1). */
  async function openReplace(card: PaymentInstrument = aCard().build(), options: AppOptions = {}) {
    const app = await renderApp([card], { language, ...options });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title });
    return app;
  }

  const reasonSelect = () =>
    screen.getByRole('combobox', { name: texts.replaceCard.reason.label }) as HTMLSelectElement;
  const formButtons = () =>
    Array.from(document.querySelectorAll('.replace-card .button-group button')).map((button) => button.textContent);

  it('shows the card read-only and the delivery address with the way to correct it', async () => {
    const app = await openReplace();
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label });
    const summary = document.querySelector('.card-summary')!;
    expect(summary.textContent).toContain(texts.generic.card.productName);
    expect(summary.textContent).toContain('NL91 DMBK 0417 1643 00');
    expect(summary.textContent).toContain('J. de Vries');
    const address = screen.getByRole('region', { name: texts.replaceCard.address.title });
    expect(address.textContent).toContain(
      fill(texts.replaceCard.address.street, {
        streetName: AN_ADDRESS.streetName,
        houseNumber: AN_ADDRESS.houseNumber,
      }),
    );
    expect(address.textContent).toContain(
      fill(texts.replaceCard.address.city, { postCode: AN_ADDRESS.postCode, cityName: AN_ADDRESS.cityName }),
    );
    const link = within(address).getByRole('link', { name: texts.replaceCard.address.wrongAddress });
    expect(link.getAttribute('href')).toBe(`${DEFAULT_ENVIRONMENT.portal.personalData.private[language]}?edit=address`);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('names the card by its pass number too, after the holder on a desktop and leading beside the product name at 375 px', async () => {
    const lines = () => Array.from(document.querySelectorAll('.card-summary p')).map((line) => line.textContent);
    await openReplace();
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label });
    expect(lines()).toEqual([
      texts.generic.card.productName,
      `NL91 DMBK 0417 1643 00, J. de Vries, ${fill(texts.overview.picker.passNumber, { passNumber: '101' })}`,
    ]);
    document.body.innerHTML = '';
    setViewportWidth(375);
    await openReplace();
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label });
    expect(lines()).toEqual([
      fill(texts.overview.picker.passNumberFirst, { passNumber: '101' }),
      'NL91 DMBK 0417 1643 00',
      'J. de Vries',
    ]);
  });

  it('keeps the process record for the personal-data page when the address link is followed', async () => {
    const app = await openReplace();
    const link = await screen.findByRole('link', { name: texts.replaceCard.address.wrongAddress });
    // jsdom cannot leave the page; the record is kept before the browser would.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    await userEvent.click(link);
    document.removeEventListener('click', stay);
    expect(app.world.sessionStore.addressChange).toMatchObject({
      bcNumber: '123456789',
      contentSource: 'multipliers',
      process: 'address',
      consumerId: DEFAULT_ENVIRONMENT.consumerId,
    });
  });

  it('offers the card’s reasons, translated, with nothing chosen yet', async () => {
    await openReplace(aCard().withReissueReasons('STOLEN', 'LOST', 'DEFECT').build());
    const options = within(await screen.findByRole('combobox', { name: texts.replaceCard.reason.label })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      texts.widgets.select.empty,
      texts.replaceCard.reason.STOLEN,
      texts.replaceCard.reason.LOST,
      texts.replaceCard.reason.DEFECT,
    ]);
  });

  it('warns that a stolen or lost card will be blocked, not a defective one', async () => {
    await openReplace();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
      'STOLEN',
    );
    expect(screen.getByText(texts.replaceCard.autoBlockWarning).closest('.notification')!.className).toContain(
      'notification--warning',
    );
    await userEvent.selectOptions(reasonSelect(), 'DEFECT');
    expect(screen.queryByText(texts.replaceCard.autoBlockWarning)).toBeNull();
    await userEvent.selectOptions(reasonSelect(), 'LOST');
    expect(screen.getByText(texts.replaceCard.autoBlockWarning)).toBeTruthy();
  });

  it('does not warn when the card is blocked already', async () => {
    await openReplace(aCard().blocked().build());
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
      'STOLEN',
    );
    expect(screen.queryByText(texts.replaceCard.autoBlockWarning)).toBeNull();
  });

  it('shows a fee above 0, formatted', async () => {
    await openReplace(aCard().build(), { arrange: (world) => (world.reissue.fee = 7.5) });
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label });
    // The amount keeps its no-break space (nl-NL "€ 7,50"), which text matchers would fold.
    expect(document.querySelector('.notification--info')!.textContent).toContain(
      fill(texts.replaceCard.fee, { reissueFee: formatEuro(7.5, localeOf(language)) }),
    );
  });

  it('shows no fee notice for a free replacement', async () => {
    await openReplace(aCard().build(), { arrange: (world) => (world.reissue.fee = 0) });
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label });
    expect(document.querySelector('.notification--info')).toBeNull();
  });

  it('says so, and offers nothing to order, when the fee of a defective card cannot be read: never a silently free card', async () => {
    const app = await openReplace(aCard().withReissueReasons('DEFECT').build(), {
      arrange: (world) => (world.reissue.fee = undefined),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(texts.errorMessages['message:REISSUE_FEE_UNREADABLE']);
    expect(screen.queryByRole('combobox', { name: texts.replaceCard.reason.label })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.replaceCard.submit })).toBeNull();
    expect(app.world.reissue.callsOf('request')).toEqual([]);
    expectNoRawKeys(document.body);
  });

  it('orders a lost or stolen card without its fee, saying it will be on the statement (reading 12)', async () => {
    const app = await openReplace(aCard().withReissueReasons('STOLEN', 'LOST', 'DEFECT').build(), {
      arrange: (world) => (world.reissue.fee = undefined),
    });
    const reasons = within(await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }));
    expect(reasons.getAllByRole('option').map((option) => option.textContent)).toEqual([
      texts.widgets.select.empty,
      texts.replaceCard.reason.STOLEN,
      texts.replaceCard.reason.LOST,
    ]);
    expect(screen.getByText(texts.replaceCard.feeUnknown).closest('.notification')!.className).toContain(
      'notification--info',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.selectOptions(reasonSelect(), 'STOLEN');
    await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
    expect(app.world.reissue.callsOf('request')).toHaveLength(1);
    expectNoRawKeys(document.body);
  });

  it('reports its fee and auto-block notices as seen, once each per visit (reading 25)', async () => {
    const app = await openReplace(aCard().build(), { arrange: (world) => (world.reissue.fee = 7.5) });
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label });
    await userEvent.selectOptions(reasonSelect(), 'STOLEN');
    await userEvent.selectOptions(reasonSelect(), 'DEFECT');
    await userEvent.selectOptions(reasonSelect(), 'LOST');
    expect(app.world.analytics.seenNotifications).toEqual([
      { type: 'info', key: 'replaceCard.fee' },
      { type: 'warning', key: 'replaceCard.autoBlockWarning' },
    ]);
  });

  it('puts Cancel first on desktop', async () => {
    await openReplace();
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label });
    expect(formButtons()).toEqual([texts.generic.buttons.cancel, texts.replaceCard.submit]);
  });

  it('puts Replace first on mobile', async () => {
    setViewportWidth(375);
    await openReplace();
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label });
    expect(formButtons()).toEqual([texts.replaceCard.submit, texts.generic.buttons.cancel]);
  });

  it('Cancel asks first: No stays, Yes returns to the overview', async () => {
    const app = await openReplace();
    await userEvent.click(await screen.findByRole('button', { name: texts.generic.buttons.cancel }));
    const dialog = screen.getByRole('dialog', { name: texts.cancelModal.replaceCard.title });
    expect(dialog.textContent).toContain(texts.cancelModal.replaceCard.body);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.generic.buttons.no }));
    expect(app.location().pathname).toBe('/replace-card');
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.cancel }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.yes }));
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
    expect(app.world.reissue.callsOf('request')).toEqual([]);
  });

  it('asks for a reason: an error summary that takes focus, and the message at the field', async () => {
    const app = await openReplace();
    await userEvent.click(await screen.findByRole('button', { name: texts.replaceCard.submit }));
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(texts.widgets.errorSummary.title);
    expect(
      within(summary).getByRole('link', { name: texts.generic.warnings.reissueReasonRequired }).getAttribute('href'),
    ).toBe('#reissue-reason');
    expect(document.activeElement).toBe(summary.parentElement);
    expect(reasonSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reasonSelect().getAttribute('aria-describedby')!)!.textContent).toContain(
      texts.generic.warnings.reissueReasonRequired,
    );
    expect(app.world.reissue.callsOf('request')).toEqual([]);
  });

  it('orders the card, says so while it runs, and returns to the overview with the result', async () => {
    const request = held<void>();
    const app = await openReplace(aCard().build(), {
      arrange: (world) => {
        const original = world.reissue.request.bind(world.reissue);
        world.reissue.request = async (id, body) => {
          await request.promise;
          return original(id, body);
        };
      },
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
      'DEFECT',
    );
    await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
    expect(screen.getByText(texts.replaceCard.spinner).closest('[role="status"]')).not.toBeNull();
    await act(async () => request.settle());
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
    const result = document.querySelector('.notification-area')!;
    expect(within(result as HTMLElement).getByRole('heading', { level: 6 }).textContent).toBe(
      texts.notification.success.reissuedDebitCard.title,
    );
    expect(result.textContent).toContain(texts.notification.success.reissuedDebitCard.content);
    expect(app.location().pathname).toBe('/card-management');
  });

  it('in the business area, another holder’s card ordered says the new card goes to that holder, never "to you" (reading 96)', async () => {
    // Found walking Jeroen van den Berg's replacement of F. Yilmaz's card: "Your new debit card is on its way to you".
    await openReplace(aCard().build(), {
      pathname: `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/betaalpassen/`,
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
      'DEFECT',
    );
    await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });
    const result = document.querySelector('.notification-area') as HTMLElement;
    await waitFor(() =>
      expect(within(result).getByRole('heading', { level: 6 }).textContent).toBe(
        texts.notification.success.reissuedDebitCard.title,
      ),
    );
    // Reading 99: nor the holder named to herself, should the card be her own.
    expect(result.textContent).toContain(texts.notification.success.reissuedDebitCard.holderContent);
    expect(result.textContent).not.toContain('J. de Vries');
    expect(result.textContent).not.toContain(texts.notification.success.reissuedDebitCard.content);
    expectNoRawKeys(result);
  });

  it('stays after a recoverable refusal and says why', async () => {
    const app = await openReplace(aCard().build(), {
      arrange: (world) => world.reissue.failNext('request', serviceError('MESSAGE_BAI540_1033')),
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
      'DEFECT',
    );
    await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(texts.errorMessages['message:MESSAGE_BAI540_1033']);
    expect(app.location().pathname).toBe('/replace-card');
    expect(reasonSelect()).toBeTruthy();
  });

  /** Replace, while the bank has the card replaced already (another tab, or this order with its answer lost): `code` its failure. */
  async function orderOnCardReplaced(code: string) {
    const app = await openReplace(aCard().withId('old').build());
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
      'STOLEN',
    );
    app.world.cards.cards = [
      aCard()
        .withId('old')
        .replacedBy({ id: 'new', passNumber: '215' }, 'STOLEN', '2026-11-29' as IsoDate)
        .build(),
    ];
    app.world.reissue.failNext('request', serviceError(code));
    await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
    return app;
  }

  it('replaced meanwhile in another tab: the card read anew says so, nothing more is offered, and no "try later" beside it', async () => {
    const app = await orderOnCardReplaced('MESSAGE_BAI540_1033');
    expect(await screen.findByText(texts.replaceCard.replacedBefore)).toBeTruthy();
    expect(screen.queryByText(texts.errorMessages['message:MESSAGE_BAI540_1033'])).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('button', { name: texts.replaceCard.submit })).toBeNull();
    expect(screen.queryByRole('combobox', { name: texts.replaceCard.reason.label })).toBeNull();
    expect(app.world.reissue.callsOf('request')).toHaveLength(1);
  });

  it('ordered though its answer was lost on the way (reading 103): the card read quietly says it is replaced, not "not ordered"', async () => {
    await orderOnCardReplaced('NETWORK_UNAVAILABLE');
    expect(await screen.findByText(texts.replaceCard.replacedBefore)).toBeTruthy();
    expect(screen.queryByText(texts.actionFailure.notDone.replace)).toBeNull();
    expect(screen.queryByRole('button', { name: texts.actionFailure.tryAgain })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.replaceCard.submit })).toBeNull();
  });

  it.each([
    ['STOLEN', true],
    ['DEFECT', false],
  ] as const)(
    'a replacement the bank failed (reason %s): not ordered, Try again, and for a lost or stolen card where to get help now',
    async (reason, helps) => {
      const app = await openReplace(aCard().build());
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
        reason,
      );
      app.world.reissue.failNext('request', serviceError('INTERNAL_SERVER_ERROR'));
      await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
      const failure = (await screen.findByText(texts.actionFailure.notDone.replace)).closest('.action-failure')!;
      expect(within(failure as HTMLElement).getByRole('button', { name: texts.actionFailure.tryAgain })).toBeTruthy();
      expect(within(failure as HTMLElement).queryByRole('link', { name: texts.actionFailure.help }) !== null).toBe(
        helps,
      );
      expect(app.location().pathname).toBe('/replace-card');
    },
  );

  it('after ordering one card, offers to replace another card in the same visit', async () => {
    const app = await renderApp([aCard().withId('a').build(), aCard().withId('b').build()], { language });
    const replaceOne = async (reason: string) => {
      await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
        reason,
      );
      await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
      await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });
    };
    await replaceOne('DEFECT');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.overview.picker.label }), 'b');
    await replaceOne('LOST');
    expect(app.world.reissue.callsOf('request').map(([card]) => card)).toEqual(['a', 'b']);
    expect(screen.queryByText(texts.replaceCard.ordered)).toBeNull();
  });

  it('hides the form when the bank refuses the address, and says where to get help now (reading 89)', async () => {
    await openReplace(aCard().build(), {
      arrange: (world) => world.reissue.failNext('customerAddress', serviceError('CUSTOMER_ADDRESS_INVALID')),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 6 }).textContent).toBe(texts.errorMessages.somethingWentWrong);
    expect(alert.textContent).toContain(fill(texts.notification.code, { code: 'CUSTOMER_ADDRESS_INVALID' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.querySelector('.replace-card')).toBeNull();
    expect(screen.getByRole('link', { name: texts.actionFailure.help }).getAttribute('href')).toBe(
      DEFAULT_ENVIRONMENT.portal.help.private[language],
    );
    expect(screen.queryByRole('button', { name: texts.actionFailure.tryAgain })).toBeNull();
    expectNoRawKeys(document.body);
  });

  it('the bank failed to send the address: says what did not load, with help now and Try again, which shows the form (reading 93)', async () => {
    const app = await openReplace(aCard().build(), {
      texts: 'first-load',
      arrange: (world) => world.reissue.failNext('customerAddress', serviceError('INTERNAL_SERVER_ERROR')),
    });
    const title = await screen.findByText(texts.actionFailure.notDone.loadReplacement);
    const failure = title.closest('.action-failure') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(failure.textContent).toContain(texts.actionFailure.whyNotLoaded);
    expect(failure.textContent).toContain(fill(texts.notification.code, { code: 'INTERNAL_SERVER_ERROR' }));
    expect(within(failure).getByRole('link', { name: texts.actionFailure.help }).getAttribute('href')).toBe(
      DEFAULT_ENVIRONMENT.portal.help.private[language],
    );
    expect(document.querySelector('.card-summary')).not.toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expectNoRawKeys(document.body);
    await userEvent.click(within(failure).getByRole('button', { name: texts.actionFailure.tryAgain }));
    expect(await screen.findByRole('combobox', { name: texts.replaceCard.reason.label })).toBeTruthy();
    expect(screen.queryByText(texts.actionFailure.notDone.loadReplacement)).toBeNull();
    expect(screen.getByRole('region', { name: texts.replaceCard.address.title })).toBeTruthy();
    // The failure that had the focus is gone: the page's heading has it, not <body>.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(app.world.reissue.callsOf('customerAddress')).toHaveLength(2);
    expect(app.location().pathname).toBe('/replace-card');
  });

  it('a page load onto the form (the language switch) whose card the bank failed to send: Try again reads the card, then the form, the reason kept', async () => {
    const store = new InMemorySessionStore();
    store.keepSelectedCardId('card-a');
    store.keepAddressChangeReturn({ route: '/replace-card', paymentInstrumentId: 'card-a', reason: 'DEFECT' });
    await renderApp([aCard().withId('card-a').build()], {
      language,
      entry: '/replace-card',
      sessionStore: store,
      arrange: (world) => world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR')),
    });
    const failure = (await screen.findByText(texts.actionFailure.notDone.loadCard)).closest('.action-failure')!;
    // What failed is said once: not "select a different card" beside it.
    expect(screen.queryByText(texts.errorMessages['message:SELECT_ANOTHER_CARD'])).toBeNull();
    expect(within(failure as HTMLElement).getByRole('link', { name: texts.actionFailure.help })).toBeTruthy();
    await userEvent.click(within(failure as HTMLElement).getByRole('button', { name: texts.actionFailure.tryAgain }));
    expect(
      (await screen.findByRole('combobox', { name: texts.replaceCard.reason.label })) as HTMLSelectElement,
    ).toHaveProperty('value', 'DEFECT');
    expect(screen.queryByText(texts.actionFailure.notDone.loadCard)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
