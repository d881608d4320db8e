/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type PaymentInstrument } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp, type AppOptions } from '../support/render-app';

// Issue 16, item 1 (beyond the spec): what blocking stops and what still works, said the same way
// in the block modal and on the blocked card's status panel.

describe.each(LANGUAGES)('what blocking does (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const blocking = texts.overview.blocking;

  async function open(card: PaymentInstrument, options: AppOptions = {}) {
    const app = await renderApp([card], { language, ...options });
    await screen.findByRole('heading', { level: 1 });
    return app;
  }

  const lines = (region: HTMLElement) =>
    within(within(region).getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('the block modal says what stops at once, what goes on, that unblocking restores the card, and links lost or stolen to Replace', async () => {
    await open(aCard().build());
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    const dialog = screen.getByRole('dialog', { name: texts.overview.blockModal.title });
    const effects = within(dialog).getByRole('region', { name: blocking.titleBlock });
    expect(lines(effects)).toEqual([
      `${blocking.stopsLabel} ${blocking.stops}`,
      `${blocking.goesOnLabel} ${blocking.goesOn}`,
      `${blocking.unblockLabel} ${blocking.unblock}`,
      `${blocking.lostLabel} ${blocking.lost} ${texts.overview.actions.replace}`,
    ]);
    expect(within(effects).getByRole('link', { name: texts.overview.actions.replace }).getAttribute('href')).toBe(
      '/replace-card',
    );
    expectNoRawKeys(dialog);
  });

  it('leaves the replace link out when the card offers no replacement, and shows nothing of it on the unblock modal', async () => {
    await open(aCard().blocked().withoutLinks('REISSUE_EXISTING_INSTRUMENT').build());
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.unblock }));
    const dialog = screen.getByRole('dialog', { name: texts.overview.unblockModal.title });
    expect(within(dialog).queryByRole('region', { name: blocking.titleBlock })).toBeNull();
    const panel = screen.getByRole('region', { name: blocking.titleBlocked });
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(lines(panel).at(-1)).toBe(`${blocking.lostLabel} ${blocking.lost}`);
  });

  it('a card the customer blocked: its panel says what stopped, what still works, and that unblocking restores it', async () => {
    await open(aCard().blocked().build());
    const panel = screen
      .getByRole('heading', { level: 2, name: texts.overview.status.blocked.heading })
      .closest('section')!;
    const effects = within(panel).getByRole('region', { name: blocking.titleBlocked });
    expect(lines(effects)).toEqual([
      `${blocking.stoppedLabel} ${blocking.stops}`,
      `${blocking.goesOnLabel} ${blocking.goesOn}`,
      `${blocking.unblockLabel} ${blocking.unblock}`,
      `${blocking.lostLabel} ${blocking.lost} ${texts.overview.actions.replace}`,
    ]);
    await userEvent.click(within(effects).getByRole('link', { name: texts.overview.actions.replace }));
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title })).toBeTruthy();
  });

  it.each([
    ['private', undefined, DEFAULT_ENVIRONMENT.portal.help.private[language]],
    [
      'business',
      `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/betaalpassen/`,
      DEFAULT_ENVIRONMENT.portal.help.business[language],
    ],
  ] as const)(
    'a card only the bank can unblock (%s area): no Unblock, and whom to contact instead',
    async (_area, pathname, help) => {
      await open(aCard().blocked().withoutLinks('RESUME_INSTRUMENT').build(), pathname ? { pathname } : {});
      expect(screen.queryByRole('button', { name: texts.overview.actions.unblock })).toBeNull();
      const effects = screen.getByRole('region', { name: blocking.titleBlocked });
      expect(lines(effects)[2]).toBe(`${blocking.bankLabel} ${blocking.bank} ${blocking.contact}`);
      expect(within(effects).getByRole('link', { name: blocking.contact }).getAttribute('href')).toBe(help);
      expect(effects.textContent).not.toContain(blocking.unblock);
      expectNoRawKeys(document.body);
    },
  );

  it.each([
    ['an active', aCard()],
    ['an inactive', aCard().inactive()],
  ] as const)('is not shown for %s card', async (_status, builder) => {
    await open(builder.build());
    expect(screen.queryByRole('region', { name: blocking.titleBlocked })).toBeNull();
  });
});
