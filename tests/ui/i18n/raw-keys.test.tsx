/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { firstLoadI18n } from './i18n-for';
import { findRawKeys } from './raw-keys';
import { renderIn } from './render-in';

function Texts({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key} aria-label={t(key as never)}>
          {t(key as never)}
        </li>
      ))}
    </ul>
  );
}

describe('the raw-key check other screen tests use', () => {
  it.each(['nl', 'en'] as const)('finds nothing when every text is translated (%s)', (language) => {
    const { container, missingKeys } = renderIn(
      language,
      <Texts keys={['overview.actions.block', 'errorMessages.message:SUBJECT_NOT_ALLOWED']} />,
    );
    expect(findRawKeys(container)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });

  it('finds a key that has no text, in content and in attributes', () => {
    const { container, missingKeys } = renderIn('en', <Texts keys={['overview.actions.smash']} />);
    expect(findRawKeys(container)).toEqual(['overview.actions.smash', 'aria-label="overview.actions.smash"']);
    expect(missingKeys).toEqual(['overview.actions.smash', 'overview.actions.smash']);
  });

  it.each(['nl', 'en'] as const)(
    'finds a key of a texts part not loaded yet: the notices part’s, from the first load alone (%s)',
    async (language) => {
      const missingKeys: string[] = [];
      const instance = await firstLoadI18n(language, { onMissingKey: (key) => missingKeys.push(key) });
      const keys = [
        'notification.success.blockedCard.title',
        'errorMessages.message:MESSAGE_BAI540_1029',
        'errorMessages.message:serviceError',
      ];
      const { container } = render(
        <I18nextProvider i18n={instance}>
          <Texts keys={keys} />
        </I18nextProvider>,
      );
      expect(findRawKeys(container)).toEqual([
        'notification.success.blockedCard.title',
        'errorMessages.message:MESSAGE_BAI540_1029',
        'aria-label="notification.success.blockedCard.title"',
        'aria-label="errorMessages.message:MESSAGE_BAI540_1029"',
      ]);
      expect(new Set(missingKeys)).toEqual(new Set(keys.slice(0, 2)));
    },
  );

  it('finds a catalogue key and an unfilled placeholder', () => {
    const { container } = renderIn('nl', <p title="Er ging iets mis - {{code}}">message:MESSAGE_BAI540_1002</p>);
    expect(findRawKeys(container)).toEqual(['message:MESSAGE_BAI540_1002', 'title="Er ging iets mis - {{code}}"']);
  });

  it('leaves ordinary sentences, amounts and abbreviations alone', () => {
    const { container } = renderIn('en', <p>Max. € 1,234.56 per day. See www.example.nl for details.</p>);
    expect(findRawKeys(container)).toEqual([]);
  });
});
