import { TEXT_FILES } from '../../../ui/i18n/all-texts';
import { createI18n } from '../../../ui/i18n/create-i18n';
import { errorText } from '../../../ui/i18n/error-text';
import { loadTranslations } from '../../../ui/i18n/load-translations';
import { LANGUAGES } from '../../../domain/index';
import { firstLoadI18n, i18nFor, TRANSLATIONS } from './i18n-for';

describe('createI18n', () => {
  it('is ready at once, in the language asked for', () => {
    expect(i18nFor('nl').t('shell.contact.title')).toBe('Hulp nodig?');
    expect(i18nFor('en').t('shell.contact.title')).toBe('Need help?');
  });

  it('reads catalogue keys with a colon in them as one key, not a namespace', () => {
    expect(i18nFor('en').t('errorMessages.message:MESSAGE_BAI540_1029')).toBe(
      'The new permanent limit is the same as the existing one.',
    );
    expect(i18nFor('nl').t('errorMessages.message:MESSAGE_BAI540_1029')).toBe(
      TRANSLATIONS.nl.errorMessages['message:MESSAGE_BAI540_1029'],
    );
  });

  it('interpolates without escaping, since React escapes what it renders', () => {
    expect(i18nFor('en').t('notification.code', { code: 'A&B' })).toBe('Error code: A&B');
    expect(i18nFor('nl').t('replaceCard.fee', { reissueFee: '€ 7,50' })).toBe(
      'Een nieuwe pas kost € 7,50. We schrijven dit bedrag af van je rekening.',
    );
  });

  it('reports a key the texts lack instead of falling back to the other language', () => {
    const missing: string[] = [];
    const instance = createI18n('en', TRANSLATIONS.en, { onMissingKey: (key) => missing.push(key) });
    expect(instance.t('overview.nothingHere' as never)).toBe('overview.nothingHere');
    expect(missing).toEqual(['overview.nothingHere']);
  });
});

describe('loadTranslations', () => {
  it('loads the first load’s texts of one language', async () => {
    await expect(loadTranslations('nl')).resolves.toEqual(TEXT_FILES.nl['nl.json']);
    await expect(loadTranslations('en')).resolves.toEqual(TEXT_FILES.en['en.json']);
  });
});

describe('errorText', () => {
  it('translates a catalogue message key', () => {
    expect(errorText(i18nFor('nl'), 'message:MESSAGE_BAI540_0051')).toBe(
      'Kies een datum die niet op een zaterdag, zondag of feestdag valt.',
    );
    expect(errorText(i18nFor('en'), 'message:serviceError')).toBe(
      TRANSLATIONS.en.errorMessages['message:serviceError'],
    );
  });

  it('shows a title key that has no text of its own as it came (a notification falls back to "Something went wrong")', () => {
    expect(errorText(i18nFor('en'), 'title:serviceError')).toBe('title:serviceError');
  });

  it.each(LANGUAGES)(
    'before the notices part is in, reads a catalogue key as the generic text of its kind, never the key (%s)',
    async (language) => {
      const firstLoad = await firstLoadI18n(language);
      expect(errorText(firstLoad, 'message:MESSAGE_BAI540_0051')).toBe(
        TRANSLATIONS[language].errorMessages['message:serviceError'],
      );
      expect(errorText(firstLoad, 'title:MESSAGE_FED001_0001')).toBe(
        TRANSLATIONS[language].errorMessages.somethingWentWrong,
      );
      expect(errorText(firstLoad, 'message:SELECT_ANOTHER_CARD')).toBe(
        TRANSLATIONS[language].errorMessages['message:SELECT_ANOTHER_CARD'],
      );
      expect(errorText(firstLoad, 'Limit too high for this card')).toBe('Limit too high for this card');
    },
  );

  it('shows the bank’s raw text, or a key it does not know, as it came', () => {
    expect(errorText(i18nFor('nl'), 'Limit too high for this card')).toBe('Limit too high for this card');
    expect(errorText(i18nFor('nl'), 'message:NEW_CODE_FROM_THE_BANK')).toBe('message:NEW_CODE_FROM_THE_BANK');
    expect(errorText(i18nFor('en'), 'somethingWentWrong')).toBe('somethingWentWrong');
  });
});
