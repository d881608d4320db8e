/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';

// Issue 33, item 7: a temporary limit equal to the permanent one changes nothing for its days;
// the editor says so at the amount before Save and sends nothing (reading 37).

const PATH = '/edit-withdrawal-limit';

describe.each(LANGUAGES)('the %s withdrawal limit editor', (language) => {
  const texts = TRANSLATIONS[language];
  const warning = texts.generic.warnings.limitEqualsPermanent;
  const amount = () => screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;

  async function temporarilyAt(value: string) {
    const world = await editorWorld(aCard().build());
    const opened = await renderScreen(language, world, PATH, { [PATH]: <SpendingLimitScreen /> });
    const { user } = opened;
    await user.click(screen.getByRole('radio', { name: texts.editLimits.duration.temporarily }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: texts.editLimits.howLongActive }),
      texts.generic.temporaryOptions.onlyToday,
    );
    await user.clear(amount());
    await user.type(amount(), value);
    return { world, ...opened };
  }

  it('says a temporary limit equal to the permanent one before Save, at the amount', async () => {
    const { user, container, missingKeys } = await temporarilyAt('500');
    await user.tab();
    const message = await screen.findByText(warning);
    expect(amount().getAttribute('aria-describedby')).toContain(message.closest('[id]')?.id);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('refuses it on Save: the summary names it and takes focus, nothing is sent, the editor stays', async () => {
    const { user, world, where } = await temporarilyAt('500');
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    const summary = screen.getByText(texts.widgets.errorSummary.title).closest('.error-summary') as HTMLElement;
    expect(within(summary).getByRole('link', { name: warning })).toBeTruthy();
    await waitFor(() => expect(summary.contains(document.activeElement)).toBe(true));
    expect(world.limits.calls).toEqual([]);
    expect(where.current).toBe(PATH);
  });

  it('says nothing of another amount', async () => {
    const { user } = await temporarilyAt('600');
    await user.tab();
    expect(screen.queryByText(warning)).toBeNull();
  });
});
