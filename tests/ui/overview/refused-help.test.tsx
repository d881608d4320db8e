/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError, type PaymentInstrument } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

// Reading 89: a block or an order refused so that section 8 hides the content leaves a card that
// may be lost and still works: the page says where to get help at once, not nothing.
describe.each(LANGUAGES)('help at once after a refused block or replacement (reading 89, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const helpPage = DEFAULT_ENVIRONMENT.portal.help.private[language];

  async function open(cards: PaymentInstrument[]) {
    const app = await renderApp(cards, { language });
    await screen.findByRole('heading', { level: 1 });
    return app;
  }

  async function block() {
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
    );
  }

  const helpLink = () => screen.queryByRole('link', { name: texts.actionFailure.help });

  it.each(['SUSPEND_BY_INVALID', 'USER_ACTION_FORBIDDEN', 'INSTRUMENT_NOT_FOUND'])(
    'a block refused with %s: the content hidden, the picker kept, and where to get help now',
    async (code) => {
      const app = await open([aCard().withId('card-lost').build(), aCard().withId('card-other').build()]);
      app.world.cards.failNext('block', serviceError(code));
      await block();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(texts.errorMessages.somethingWentWrong);
      expect(screen.queryByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeNull();
      expect(screen.queryByRole('button', { name: texts.overview.actions.block })).toBeNull();
      expect(screen.getByRole('combobox', { name: texts.overview.picker.label })).toBeTruthy();
      const link = helpLink();
      expect(link?.getAttribute('href')).toBe(helpPage);
      const notice = link!.closest('.notification')!;
      expect(notice.classList).toContain('notification--warning');
      expect(notice.textContent).toContain(texts.actionFailure.lostOrStolen);
      expectNoRawKeys(document.body);
    },
  );

  it('no help for a content hidden by anything but a refused block (the list, an unblock)', async () => {
    const app = await open([aCard().withId('card-blocked').blocked().withOnlyLinks('RESUME_INSTRUMENT').build()]);
    app.world.cards.failNext('unblock', serviceError('RESUME_BY_INVALID'));
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.unblock }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.unblockModal.confirm }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(texts.errorMessages.somethingWentWrong);
    expect(helpLink()).toBeNull();
  });

  it('the help goes with the error: choosing another card clears both', async () => {
    const app = await open([aCard().withId('card-lost').build(), aCard().withId('card-other').build()]);
    app.world.cards.failNext('block', serviceError('SUSPEND_BY_INVALID'));
    await block();
    expect(await screen.findByRole('link', { name: texts.actionFailure.help })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.overview.picker.label }), 'card-other');
    expect(await screen.findByRole('button', { name: texts.overview.actions.block })).toBeTruthy();
    expect(helpLink()).toBeNull();
  });

  it.each([
    ['STOLEN', true],
    ['LOST', true],
    ['DEFECT', false],
  ] as const)(
    'an order refused with CUSTOMER_ADDRESS_INVALID (reason %s): help now for a lost or stolen card',
    async (reason, helps) => {
      const app = await open([aCard().build()]);
      await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
        reason,
      );
      app.world.reissue.failNext('request', serviceError('CUSTOMER_ADDRESS_INVALID'));
      await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        texts.errorMessages['message:CUSTOMER_ADDRESS_INVALID'],
      );
      expect(document.querySelector('.replace-card')).toBeNull();
      expect(helpLink()?.getAttribute('href') ?? null).toBe(helps ? helpPage : null);
      expectNoRawKeys(document.body);
    },
  );
});
