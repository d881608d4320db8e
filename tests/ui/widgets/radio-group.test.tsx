/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DURATION_TYPES, LANGUAGES, type DurationType } from '../../../domain/index';
import { RadioGroup } from '../../../ui/widgets/radio-group';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';

function DurationHarness({
  initial,
  disabled,
  showWarning,
  temporarilyDisabled,
  chosen,
}: {
  initial?: DurationType;
  disabled?: boolean;
  showWarning?: boolean;
  temporarilyDisabled?: boolean;
  chosen: DurationType[];
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<DurationType | undefined>(initial);
  return (
    <RadioGroup
      id="durationType"
      name="durationType"
      legend={t('editLimits.payment.durationSubtitle')}
      options={DURATION_TYPES.map((type) => ({
        value: type,
        label: t(`editLimits.duration.${type}`),
        disabled: type === 'temporarily' && temporarilyDisabled,
      }))}
      value={value}
      onChange={(next) => {
        chosen.push(next);
        setValue(next);
      }}
      disabled={disabled}
      message={showWarning ? t('generic.warnings.durationTypeRequired') : undefined}
    />
  );
}

describe.each(LANGUAGES)('RadioGroup (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const legend = texts.editLimits.payment.durationSubtitle;

  it('is a group named by its legend, with one radio per option and none chosen', () => {
    const { container, missingKeys } = renderIn(language, <DurationHarness chosen={[]} />);
    const group = screen.getByRole('group', { name: legend });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      texts.editLimits.duration.continuously,
      texts.editLimits.duration.temporarily,
    ]);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('chooses by clicking a label or a radio', async () => {
    const chosen: DurationType[] = [];
    renderIn(language, <DurationHarness chosen={chosen} />);
    const user = userEvent.setup();
    await user.click(screen.getByText(texts.editLimits.duration.temporarily));
    expect(screen.getByRole('radio', { name: texts.editLimits.duration.temporarily })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: texts.editLimits.duration.continuously }));
    expect(chosen).toEqual(['temporarily', 'continuously']);
  });

  it('disables every option while a change is in progress', async () => {
    const chosen: DurationType[] = [];
    renderIn(language, <DurationHarness chosen={chosen} initial="continuously" disabled />);
    await userEvent.setup().click(screen.getByRole('radio', { name: texts.editLimits.duration.temporarily }));
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).matches(':disabled'))).toEqual([
      true,
      true,
    ]);
    expect(chosen).toEqual([]);
  });

  it('disables a single option', () => {
    renderIn(language, <DurationHarness chosen={[]} temporarilyDisabled />);
    expect(screen.getByRole('radio', { name: texts.editLimits.duration.temporarily })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: texts.editLimits.duration.continuously })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows its message only when invalid, tied to the group', () => {
    const { rerender } = renderIn(language, <DurationHarness chosen={[]} />);
    expect(screen.queryByText(texts.generic.warnings.durationTypeRequired)).toBeNull();
    expect(screen.getByRole('group', { name: legend }).getAttribute('aria-describedby')).toBeNull();
    rerender(<DurationHarness chosen={[]} showWarning />);
    screen.getByRole('group', {
      name: legend,
      description: `${texts.widgets.fieldMessage.prefix} ${texts.generic.warnings.durationTypeRequired}`,
    });
  });
});
