/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../domain/index';
import { Button } from '../../../ui/widgets/button';
import { ButtonGroup } from '../../../ui/widgets/button-group';
import { FieldMessage, describedBy } from '../../../ui/widgets/field-message';
import { SafeLink } from '../../../ui/widgets/safe-link';
import { Spinner } from '../../../ui/widgets/spinner';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';
import { clearViewport, setViewportWidth } from './viewport';

afterEach(clearViewport);

function SaveCancel() {
  const { t } = useTranslation();
  return (
    <ButtonGroup
      primary={<Button>{t('generic.buttons.save')}</Button>}
      secondary={<Button variant="secondary">{t('generic.buttons.cancel')}</Button>}
    />
  );
}

describe.each(LANGUAGES)('small widgets (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

  it('Button is a plain button that never submits a form by accident', () => {
    renderIn(language, <Button>{texts.generic.buttons.ok}</Button>);
    expect(screen.getByRole('button', { name: texts.generic.buttons.ok }).getAttribute('type')).toBe('button');
  });

  it('ButtonGroup puts Cancel first on wide screens (section 2.4)', () => {
    setViewportWidth(1024);
    renderIn(language, <SaveCancel />);
    expect(buttonNames()).toEqual([texts.generic.buttons.cancel, texts.generic.buttons.save]);
  });

  it('ButtonGroup puts Save first on phones (section 2.4)', () => {
    setViewportWidth(767);
    renderIn(language, <SaveCancel />);
    expect(buttonNames()).toEqual([texts.generic.buttons.save, texts.generic.buttons.cancel]);
  });

  it('ButtonGroup keeps focus on the same button when the width crosses the breakpoint (a phone turned sideways)', () => {
    setViewportWidth(1024);
    renderIn(language, <SaveCancel />);
    screen.getByRole('button', { name: texts.generic.buttons.cancel }).focus();
    act(() => setViewportWidth(767));
    expect(buttonNames()).toEqual([texts.generic.buttons.save, texts.generic.buttons.cancel]);
    expect(document.activeElement?.textContent).toBe(texts.generic.buttons.cancel);
  });

  it('Spinner is a status message with its text, or a translated "Loading"', () => {
    const { container, missingKeys, rerender } = renderIn(language, <Spinner text={texts.overview.spinner.blocking} />);
    expect(screen.getByRole('status').textContent).toBe(texts.overview.spinner.blocking);
    rerender(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe(texts.widgets.spinner.loading);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('FieldMessage renders only with a message, with a hidden prefix for screen readers', () => {
    const { container, rerender } = renderIn(language, <FieldMessage id="m" message={undefined} />);
    expect(container.textContent).toBe('');
    rerender(<FieldMessage id="m" message={texts.generic.warnings.invalidLimit} />);
    expect(container.querySelector('#m')?.textContent).toBe(
      `${texts.widgets.fieldMessage.prefix} ${texts.generic.warnings.invalidLimit}`,
    );
  });

  it('describedBy joins only the ids that are there', () => {
    expect(describedBy('hint', false, undefined, 'message')).toBe('hint message');
    expect(describedBy(undefined, '')).toBeUndefined();
  });

  it('SafeLink opens a new window safely and says so', () => {
    const { container, missingKeys } = renderIn(
      language,
      <SafeLink href="/portal/help" newWindow>
        {texts.shell.sidebar.link1.title}
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: `${texts.shell.sidebar.link1.title} ${texts.generic.newWindow}` });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it.each(['javascript:alert(1)', '//evil.example/x', ' JavaScript:void(0)', '', 42])(
    'SafeLink refuses %p and shows plain text (section 5)',
    (href) => {
      renderIn(language, <SafeLink href={href}>{texts.overview.inactiveNotice.link}</SafeLink>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(texts.overview.inactiveNotice.link)).toBeTruthy();
    },
  );
});
