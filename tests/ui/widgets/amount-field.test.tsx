/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LANGUAGES, type Language } from '../../../domain/index';
import { AmountField, type AmountCheck } from '../../../ui/widgets/amount-field';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';

const LABEL = { nl: 'Bedrag', en: 'Amount' } as const;

function AmountHarness({
  language,
  checks,
  initial = '',
  required,
  showMessage,
}: {
  language: Language;
  checks: AmountCheck[];
  initial?: string;
  required?: boolean;
  showMessage?: boolean;
}) {
  const [text, setText] = useState(initial);
  return (
    <AmountField
      label={LABEL[language]}
      value={text}
      min={0}
      max={20000}
      required={required}
      showMessage={showMessage}
      onChange={(next, check) => {
        checks.push(check);
        setText(next);
      }}
    />
  );
}

describe.each(LANGUAGES)('AmountField (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const setup = (props: { initial?: string; required?: boolean; showMessage?: boolean } = {}) => {
    const checks: AmountCheck[] = [];
    const rendered = renderIn(language, <AmountHarness language={language} checks={checks} {...props} />);
    return {
      checks,
      user: userEvent.setup(),
      input: screen.getByRole('textbox', { name: LABEL[language] }) as HTMLInputElement,
      ...rendered,
    };
  };
  const messageOf = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

  it('accepts only digits, comma, dot and minus from the keyboard', async () => {
    const { user, input, container, missingKeys } = setup();
    await user.type(input, 'a1b2€3 ,-.e');
    expect(input.value).toBe('123,-.');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('filters pasted text the same way', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'EUR 1 250,00' } });
    expect(input.value).toBe('1250,00');
  });

  it('rewrites a valid amount in the page’s own format when left', async () => {
    const { user, input, checks } = setup();
    await user.type(input, language === 'nl' ? '1234,5' : '1234.5');
    await user.tab();
    expect(input.value).toBe(language === 'nl' ? '1.234,50' : '1,234.50');
    expect(checks.at(-1)).toEqual({ ok: true, value: 1234.5 });
  });

  it('reads the other language’s format as invalid', async () => {
    const { user, input, checks } = setup();
    await user.type(input, language === 'nl' ? '1,234.50' : '1.234,50');
    await user.tab();
    expect(checks.at(-1)).toEqual({ ok: false, error: 'invalidFormat' });
    expect(messageOf(input)).toBe(`${texts.widgets.fieldMessage.prefix} ${texts.generic.currency.invalidFormat}`);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the amount is below the minimum', async () => {
    const { user, input } = setup();
    await user.type(input, '-5');
    await user.tab();
    expect(messageOf(input)).toContain(texts.generic.currency.belowMinimum);
  });

  it('says when the amount is above the maximum', async () => {
    const { user, input } = setup();
    await user.type(input, '20001');
    await user.tab();
    expect(messageOf(input)).toContain(texts.generic.currency.aboveMaximum);
  });

  it('says a required field is mandatory once left empty, and not before', async () => {
    const { user, input } = setup();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    await user.click(input);
    await user.tab();
    expect(messageOf(input)).toContain(texts.generic.currency.required);
  });

  it('shows the message at once when asked to (after a submit)', () => {
    const { input } = setup({ showMessage: true });
    expect(messageOf(input)).toContain(texts.generic.currency.required);
  });

  it('lets an optional field stay empty', async () => {
    const { user, input } = setup({ required: false });
    await user.click(input);
    await user.tab();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
