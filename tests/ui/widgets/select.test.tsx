/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, REISSUE_REASONS, type ReissueReason } from '../../../domain/index';
import { Select } from '../../../ui/widgets/select';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';

function ReasonHarness({
  initial,
  reasons = REISSUE_REASONS,
  message,
  disabled,
}: {
  initial?: string;
  reasons?: readonly ReissueReason[];
  message?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <Select
      id="reissueReason"
      label={t('replaceCard.reason.label')}
      options={reasons.map((reason) => ({ value: reason, label: t(`replaceCard.reason.${reason}`) }))}
      value={value as ReissueReason | undefined}
      onChange={setValue}
      message={message ? t('generic.warnings.reissueReasonRequired') : undefined}
      disabled={disabled}
    />
  );
}

const shownOption = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;

describe.each(LANGUAGES)('Select (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const label = texts.replaceCard.reason.label;

  it('is a native select named by its label that shows "-" while nothing is chosen', () => {
    const { container, missingKeys } = renderIn(language, <ReasonHarness />);
    const select = screen.getByRole('combobox', { name: label });
    expect(select.tagName).toBe('SELECT');
    expect(shownOption(select)).toBe('-');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '-',
      texts.replaceCard.reason.STOLEN,
      texts.replaceCard.reason.LOST,
      texts.replaceCard.reason.DEFECT,
    ]);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('chooses an option, after which "-" is no longer offered', async () => {
    renderIn(language, <ReasonHarness />);
    const select = screen.getByRole('combobox', { name: label });
    await userEvent.setup().selectOptions(select, texts.replaceCard.reason.LOST);
    expect(shownOption(select)).toBe(texts.replaceCard.reason.LOST);
    expect(screen.queryByRole('option', { name: '-' })).toBeNull();
  });

  it('says "Invalid value" for a value that is not among the options', () => {
    renderIn(language, <ReasonHarness initial="STOLEN" reasons={['DEFECT']} />);
    const select = screen.getByRole('combobox', {
      name: label,
      description: `${texts.widgets.fieldMessage.prefix} ${texts.widgets.select.invalidValue}`,
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(shownOption(select)).toBe('-');
  });

  it('shows the field message it is given, tied to the select', () => {
    renderIn(language, <ReasonHarness message />);
    screen.getByRole('combobox', {
      name: label,
      description: `${texts.widgets.fieldMessage.prefix} ${texts.generic.warnings.reissueReasonRequired}`,
    });
  });

  it('has no message and no description while valid', () => {
    renderIn(language, <ReasonHarness initial="DEFECT" />);
    const select = screen.getByRole('combobox', { name: label });
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('can be disabled', () => {
    renderIn(language, <ReasonHarness disabled />);
    expect(screen.getByRole('combobox', { name: label })).toHaveProperty('disabled', true);
  });
});
