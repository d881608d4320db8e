/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, serviceError } from '../../../domain/index';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';

// Reading 90: the temporary limit a Save or Delete names was deleted meanwhile (in another tab).
// The bank's "not found" keeps the form, and the card read anew shows what there is now; after a
// Delete (reading 95) that is said, and the form no longer holds the limit that is gone.

const PATH = '/edit-payment-limit';

describe.each(LANGUAGES)('a temporary limit gone meanwhile (reading 90, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const radio = (name: string) => screen.queryByRole('radio', { name });
  const button = (name: string) => screen.getByRole('button', { name });

  async function open() {
    const world = await editorWorld(aCard().withId('card-a').withTemporaryLimit('POS').build());
    const screenOf = await renderScreen(language, world, PATH, { [PATH]: <SpendingLimitScreen /> });
    await screenOf.user.click(radio(texts.editLimits.duration.temporarilyWithLimit)!);
    // Another tab deletes it: the bank has the card without it.
    world.cards.cards = [aCard().withId('card-a').build()];
    return { world, ...screenOf };
  }

  const expectShownAsItIsNow = async () => {
    expect((await screen.findByRole('alert')).textContent).toContain(
      texts.errorMessages['message:TEMPORARY_LIMIT_NOT_FOUND'],
    );
    await waitFor(() => expect(radio(texts.editLimits.duration.temporarilyWithLimit)).toBeNull());
    expect(radio(texts.editLimits.duration.temporarily)).toBeTruthy();
    expect(button(texts.generic.buttons.save)).toBeTruthy();
    expect(screen.queryByText(texts.errorMessages.somethingWentWrong)).toBeNull();
  };

  it('a Save of the changed amount keeps the form and shows the card without it', async () => {
    const { world, user, where } = await open();
    const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount });
    await user.clear(amount);
    await user.type(amount, '150');
    world.limits.failNext('changeTemporary', serviceError('TEMPORARY_LIMIT_NOT_FOUND'));
    await user.click(button(texts.generic.buttons.save));
    await expectShownAsItIsNow();
    expect(where.current).toBe(PATH);
  });

  it('a Delete says the limit is gone already, and the form holds the card as it is now (reading 95)', async () => {
    const { world, user, where } = await open();
    world.limits.failNext('deleteTemporary', serviceError('TEMPORARY_LIMIT_NOT_FOUND'));
    await user.click(button(texts.generic.buttons.delete));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.delete }));
    const gone = texts.notification.success.temporaryPOSLimitGone;
    expect((await screen.findByRole('status')).textContent).toContain(gone.content);
    expect(screen.getByRole('heading', { name: gone.title })).toBeTruthy();
    expect(document.body.textContent).not.toContain(texts.errorMessages['message:TEMPORARY_LIMIT_NOT_FOUND']);
    await waitFor(() => expect(radio(texts.editLimits.duration.temporarilyWithLimit)).toBeNull());
    // Not the deleted limit offered again as a new one: the permanent limit, as the card has it.
    expect((radio(texts.editLimits.duration.continuously) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(
      (screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement).value,
    ).not.toBe('100');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: texts.generic.buttons.delete })).toBeNull();
    expect(where.current).toBe(PATH);
  });
});
