/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro, LANGUAGES, localeOf } from '../../../domain/index';
import { LimitSlider } from '../../../ui/widgets/limit-slider';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';

function EcommerceHarness({
  initial,
  max,
  disabled,
  values,
}: {
  initial: number | undefined;
  max: number;
  disabled?: boolean;
  values: (number | undefined)[];
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <>
      <LimitSlider
        id="limitValue"
        label={t('editLimits.ecommerce.sliderLabel')}
        value={value}
        max={max}
        disabled={disabled}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(250)}>
        {t('generic.buttons.cancel')}
      </button>
    </>
  );
}

describe.each(LANGUAGES)('LimitSlider (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const locale = localeOf(language);
  const label = texts.editLimits.ecommerce.sliderLabel;
  const setup = (initial: number | undefined = 1500, max = 5000, disabled = false) => {
    const values: (number | undefined)[] = [];
    const rendered = renderIn(
      language,
      <EcommerceHarness initial={initial} max={max} disabled={disabled} values={values} />,
    );
    return {
      values,
      user: userEvent.setup(),
      slider: screen.getByRole('slider', { name: label }) as HTMLInputElement,
      amount: screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement,
      ...rendered,
    };
  };

  it('is a native range from 0 to the maximum in steps of 1, with the amount spoken in euros', () => {
    const { slider, amount, container, missingKeys } = setup(1500, 5000);
    expect([slider.type, slider.min, slider.max, slider.step, slider.value]).toEqual([
      'range',
      '0',
      '5000',
      '1',
      '1500',
    ]);
    expect(slider.getAttribute('aria-valuetext')).toBe(formatEuro(1500, locale));
    expect(amount.value).toBe(language === 'nl' ? '1.500' : '1,500');
    expect(screen.getByRole('group', { name: label })).toBeTruthy();
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('shows Min. and Max. with their amounts', () => {
    setup(1500, 5000);
    // Testing Library reads the no-break space after € as a plain space.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(screen.getByText(plain(`${texts.widgets.limitSlider.min} ${formatEuro(0, locale)}`))).toBeTruthy();
    expect(screen.getByText(plain(`${texts.widgets.limitSlider.max} ${formatEuro(5000, locale)}`))).toBeTruthy();
  });

  it('moves the text along with the slider', () => {
    const { slider, amount, values } = setup();
    fireEvent.change(slider, { target: { value: '2750' } });
    expect(values).toEqual([2750]);
    expect(amount.value).toBe(language === 'nl' ? '2.750' : '2,750');
  });

  it('moves the slider along with typed whole euros', async () => {
    const { user, slider, amount, values } = setup();
    await user.clear(amount);
    await user.type(amount, '320');
    expect(values.at(-1)).toBe(320);
    expect(slider.value).toBe('320');
  });

  it('rounds a typed value to step 1 and shows the rounded value when left (section 5)', async () => {
    const { user, slider, amount, values } = setup();
    await user.clear(amount);
    await user.type(amount, language === 'nl' ? '12,6' : '12.6');
    expect(values.at(-1)).toBe(13);
    expect(slider.value).toBe('13');
    await user.tab();
    expect(amount.value).toBe('13');
  });

  it('keeps a typed limit above the maximum, and says nothing of its own: the form decides when a message shows', async () => {
    const { user, amount, slider, values } = setup(1500, 5000);
    await user.clear(amount);
    await user.type(amount, '6000');
    expect(values.at(-1)).toBe(6000);
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(texts.generic.warnings.invalidLimit)).toBeNull();
    expect(slider.value).toBe('5000');
    await user.tab();
    expect(amount.value).toBe(language === 'nl' ? '6.000' : '6,000');
  });

  it('shows the message it is given, tied to the amount and the range', () => {
    renderIn(
      language,
      <LimitSlider
        id="limitValue"
        label={label}
        value={6000}
        max={5000}
        onChange={() => undefined}
        message={texts.generic.warnings.invalidLimit}
      />,
    );
    const warning = `${texts.widgets.fieldMessage.prefix} ${texts.generic.warnings.invalidLimit}`;
    const amount = screen.getByRole('textbox', { description: warning });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('slider', { name: label }).getAttribute('aria-describedby')).toContain(
      'limitValue-message',
    );
  });

  it('reports an empty amount as undefined ("required") and text that is no amount as NaN (an invalid limit)', async () => {
    const { user, amount, slider, values } = setup();
    await user.clear(amount);
    expect(values.at(-1)).toBeUndefined();
    await user.type(amount, '-');
    expect(values.at(-1)).toBeNaN();
    expect(slider.value).toBe('0');
    await user.tab();
    expect(amount.value).toBe('-');
  });

  it('takes a value set from outside', async () => {
    const { user, amount, slider } = setup();
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.cancel }));
    expect([amount.value, slider.value]).toEqual(['250', '250']);
  });

  it('is wholly disabled while a change is in progress', () => {
    const { slider, amount } = setup(1500, 5000, true);
    expect(slider.matches(':disabled')).toBe(true);
    expect(amount.matches(':disabled')).toBe(true);
  });
});
