/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { formatEuro, LANGUAGES, localeOf, serviceError } from '../../../domain/index';
import SigningScreen from '../../../ui/signing/signing.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { changeSpendingLimit } from '../../support/screens/screen-actions';
import { TRANSLATIONS } from '../i18n/i18n-for';

// The signing page says what is signed as the bank holds it: another tab may have changed the
// limit after this tab's editor read it (€500), and "from €500" beside the widget's €900 would
// have the customer lower a limit they think they raise.

const PATH = '/signing';
const asRead = (text: string) => text.replace(/\s+/g, ' ');
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe.each(LANGUAGES)('what the signing page says is signed (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.generic.pendingChange;
  const perDay = (amount: number) =>
    fill(texts.overview.settings.perDay, { amount: formatEuro(amount, localeOf(language)) });
  const spoken = (before: number, after: number) =>
    asRead(
      fill(words.spoken, {
        limit: texts.overview.settings.withdrawal.title,
        before: perDay(before),
        after: perDay(after),
      }),
    );

  async function saveThenOpenSigning(bankHoldsNow: (world: Awaited<ReturnType<typeof editorWorld>>) => void) {
    const world = await editorWorld(aCard().withId('card-a').build());
    const asked = { limitType: 'ATM', durationType: 'continuously', limitValue: 700 } as const;
    expect(await changeSpendingLimit(world.container, asked)).toBe(PATH);
    bankHoldsNow(world);
    await renderScreen(language, world, PATH, { [PATH]: <SigningScreen /> });
    return world;
  }

  const summaryText = async () =>
    asRead((await screen.findByRole('region', { name: texts.signing.summaryTitle })).textContent ?? '');

  it('a limit changed in another tab meanwhile: "before" is the bank\'s €900, not the €500 this tab read', async () => {
    await saveThenOpenSigning((world) => {
      world.cards.cards = [
        aCard()
          .withId('card-a')
          .withLimit('ATM', { defaultLimitValue: 900 })
          .withDescribedLimitChange('ATM', {
            operationType: 'changedDefaultATMLimit',
            limitValue: 700,
            sourceId: 'source-1',
            tpsId: 'tps-1',
          })
          .build(),
      ];
    });
    expect(await summaryText()).toContain(spoken(900, 700));
    expect(asRead(document.body.textContent ?? '')).not.toContain(asRead(perDay(500)));
  });

  it('the card read anew failing: the change as asked is said', async () => {
    await saveThenOpenSigning((world) => world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR')));
    expect(await summaryText()).toContain(spoken(500, 700));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the bank waiting for another item: the change as asked is said, not the other one', async () => {
    await saveThenOpenSigning((world) => {
      world.cards.cards = [
        aCard()
          .withId('card-a')
          .withDescribedLimitChange('ATM', { operationType: 'changedDefaultATMLimit', limitValue: 1200 })
          .build(),
      ];
    });
    const summary = await summaryText();
    expect(summary).toContain(spoken(500, 700));
    await waitFor(() => expect(within(document.body).queryByText(/1\.200|1,200/)).toBeNull());
  });
});
