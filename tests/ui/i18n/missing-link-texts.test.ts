import { CARD_OPERATION_PERMISSIONS, LANGUAGES, limitPermission, regionPermission, type CatalogueCode } from '../../../domain/index';
import { TRANSLATIONS } from './i18n-for';

/**
 * Reading 51: the codes shown when a card lacks the link an operation needs (section 6, reused
 * from section 8's catalogue) never tell the customer to try again later, since waiting cannot
 * bring the link; they say what to do instead: contact the bank.
 */
const MISSING_LINK_CODES: readonly CatalogueCode[] = [
  ...Object.values(CARD_OPERATION_PERMISSIONS).map((permission) => permission.missingCode),
  ...(['changeDefault', 'createTemporary', 'changeTemporary', 'deleteTemporary'] as const).map((kind) => limitPermission({ kind, limitType: 'POS' } as never).missingCode),
  ...(['changeDefault', 'createTemporary', 'replaceTemporary', 'deleteTemporary'] as const).map((kind) => regionPermission({ kind, region: 'WORLD' } as never).missingCode),
];

const TRY_LATER = { nl: /later|opnieuw|nog eens/i, en: /later|try again/i } as const;
const CONTACT = { nl: /neem .*contact met ons op/i, en: /contact us/i } as const;

it('covers the eleven codes of sections 6 and 8 (block, unblock, replace, four limit and four region operations)', () => {
  expect([...new Set(MISSING_LINK_CODES)].sort()).toEqual(
    ['1002', '1005', '1009', '1010', '1014', '1019', '1020', '1025', '1027', '1031', '1033'].map((code) => `MESSAGE_BAI540_${code}`),
  );
});

describe.each(LANGUAGES)('the missing-link codes’ texts (%s)', (language) => {
  it.each(MISSING_LINK_CODES)('%s says whom to contact, never to try again later', (code) => {
    const text = TRANSLATIONS[language].errorMessages[`message:${code}` as keyof (typeof TRANSLATIONS)[typeof language]['errorMessages']];
    expect(text).toMatch(CONTACT[language]);
    expect(text).not.toMatch(TRY_LATER[language]);
  });
});

