/** @jest-environment jsdom */
import { useTranslation } from 'react-i18next';
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
    const { container, missingKeys } = renderIn(language, <Texts keys={['overview.actions.block', 'errorMessages.message:SUBJECT_NOT_ALLOWED']} />);
    expect(findRawKeys(container)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });

  it('finds a key that has no text, in content and in attributes', () => {
    const { container, missingKeys } = renderIn('en', <Texts keys={['overview.actions.smash']} />);
    expect(findRawKeys(container)).toEqual(['overview.actions.smash', 'aria-label="overview.actions.smash"']);
    expect(missingKeys).toEqual(['overview.actions.smash', 'overview.actions.smash']);
  });

  it('finds a catalogue key and an unfilled placeholder', () => {
    const { container } = renderIn('nl', <p title="Er ging iets mis - {{code}}">message:MESSAGE_BAI540_1002</p>);
    expect(findRawKeys(container)).toEqual(['message:MESSAGE_BAI540_1002', 'title="Er ging iets mis - {{code}}"']);
  });

  it('leaves ordinary sentences, amounts and abbreviations alone', () => {
    const { container } = renderIn('en', <p>Max. € 1,234.56 per day. See www.example.nl for details.</p>);
    expect(findRawKeys(container)).toEqual([]);
  });
});
