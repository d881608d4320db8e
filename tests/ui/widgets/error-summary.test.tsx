/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../domain/index';
import { DateField } from '../../../ui/widgets/date-field';
import { ErrorSummary } from '../../../ui/widgets/error-summary';
import { RadioGroup } from '../../../ui/widgets/radio-group';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';

function LimitForm({ submits, show = true }: { submits: number; show?: boolean }) {
  const { t } = useTranslation();
  const errors = show
    ? [
        { fieldId: 'durationType', message: t('generic.warnings.durationTypeRequired') },
        { fieldId: 'startDate', message: t('generic.warnings.startDateRequired') },
      ]
    : [];
  return (
    <form>
      <ErrorSummary errors={errors} focusKey={submits} />
      <RadioGroup
        id="durationType"
        name="durationType"
        legend={t('editLimits.payment.durationSubtitle')}
        options={[
          { value: 'continuously', label: t('editLimits.duration.continuously'), disabled: true },
          { value: 'temporarily', label: t('editLimits.duration.temporarily') },
        ]}
        value={undefined}
        onChange={() => undefined}
        message={errors[0]?.message}
      />
      <DateField
        id="startDate"
        label={t('editLimits.dates.start')}
        value={undefined}
        onChange={() => undefined}
        message={errors[1]?.message}
      />
      <button type="button">{t('generic.buttons.save')}</button>
    </form>
  );
}

describe.each(LANGUAGES)('ErrorSummary (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('is announced through an inner alert with its title and one link per problem', () => {
    const { container, missingKeys } = renderIn(language, <LimitForm submits={1} />);
    const alert = screen.getByRole('alert');
    expect(alert.parentElement?.getAttribute('role')).toBeNull();
    expect(screen.getByRole('heading', { name: texts.widgets.errorSummary.title })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [texts.generic.warnings.durationTypeRequired, '#durationType'],
      [texts.generic.warnings.startDateRequired, '#startDate'],
    ]);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('takes focus when it appears, and again on the next failed submit', async () => {
    const { rerender } = renderIn(language, <LimitForm submits={1} />);
    const summary = screen.getByRole('alert').parentElement!;
    expect(document.activeElement).toBe(summary);
    screen.getByRole('button', { name: texts.generic.buttons.save }).focus();
    rerender(<LimitForm submits={2} />);
    expect(document.activeElement).toBe(summary);
  });

  it('does not take focus when it comes back without a new submit (a field left after a save)', () => {
    const { rerender } = renderIn(language, <LimitForm submits={1} />);
    const save = screen.getByRole('button', { name: texts.generic.buttons.save });
    rerender(<LimitForm submits={1} show={false} />);
    save.focus();
    rerender(<LimitForm submits={1} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(document.activeElement).toBe(save);
  });

  it('moves focus to the field a link names without touching the router’s hash', async () => {
    window.location.hash = '#/edit-payment-limit';
    renderIn(language, <LimitForm submits={1} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: texts.generic.warnings.startDateRequired }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: texts.editLimits.dates.start }));
    // A fieldset sends focus to its first enabled radio.
    await user.click(screen.getByRole('link', { name: texts.generic.warnings.durationTypeRequired }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: texts.editLimits.duration.temporarily }));
    expect(window.location.hash).toBe('#/edit-payment-limit');
  });

  it('renders nothing without problems', () => {
    renderIn(language, <LimitForm submits={0} show={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
