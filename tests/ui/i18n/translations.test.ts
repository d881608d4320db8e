import {
  CATALOGUE,
  CATALOGUE_CODES,
  DURATION_TYPES,
  LANGUAGES,
  REGIONS,
  REISSUE_REASONS,
  TEMPORARY_LIMIT_TYPES,
  TEMPORARY_OPTIONS,
  operationTypeOf,
  regionNotificationKey,
  type AmountFailure,
  type LimitOperationType,
  type NotificationType,
  type RegionNotificationKey,
} from '../../../domain/index';
import type { SuccessKey } from '../../../application/notification';
import type { ShownWarningKey } from '../../../ui/editing/validation';
import { TEXT_FILES } from '../../../ui/i18n/all-texts';
import { TRANSLATIONS } from './i18n-for';
import { differingVariables, emptyTexts, keysMissingFrom, translationLeaves } from './translation-leaves';

const nl = translationLeaves(TRANSLATIONS.nl);
const en = translationLeaves(TRANSLATIONS.en);

// `satisfies` makes the compiler fail when the domain adds a key these lists do not name.
const WARNING_KEYS = Object.keys({
  durationTypeRequired: 1,
  tempDurationRequired: 1,
  reissueReasonRequired: 1,
  invalidLimit: 1,
  limitAboveMaximum: 1,
  limitAboveBalance: 1,
  limitEqualsPermanent: 1,
  limitUnchanged: 1,
  anotherDayRequired: 1,
  startDateRequired: 1,
  startDateMinRangeInvalid: 1,
  startDateMaxRangeInvalid: 1,
  endDateRequired: 1,
  endDateRangeInvalid: 1,
  endDateAfterMaxPeriod: 1,
  endDateBeforeStartDate: 1,
  dateIsWeekend: 1,
  dateIsPublicHoliday: 1,
  todayIsWeekend: 1,
  todayIsPublicHoliday: 1,
  limitValueRequired: 1,
} satisfies Record<ShownWarningKey, 1>);
const AMOUNT_FAILURES = Object.keys({
  required: 1,
  invalidFormat: 1,
  belowMinimum: 1,
  aboveMaximum: 1,
} satisfies Record<AmountFailure, 1>);
const NOTIFICATION_TYPES = Object.keys({
  positive: 1,
  negative: 1,
  'system-error': 1,
  warning: 1,
  info: 1,
  privacy: 1,
  inactive: 1,
} satisfies Record<NotificationType, 1>);
const REGION_KEYS = Object.keys({
  changedDefaultGeoProfile: 1,
  newTemporaryGeoProfile: 1,
  changedTemporaryGeoProfile: 1,
  deletedTemporaryGeoProfile: 1,
} satisfies Record<RegionNotificationKey, 1>);

// Every operationType the domain can produce, from the domain itself (section 3).
const OPERATION_TYPES: LimitOperationType[] = [
  operationTypeOf({ kind: 'changeDefault', limitType: 'ECOM' }),
  ...TEMPORARY_LIMIT_TYPES.flatMap((limitType) =>
    (['changeDefault', 'createTemporary', 'changeTemporary', 'deleteTemporary'] as const).map((kind) =>
      operationTypeOf({ kind, limitType }),
    ),
  ),
];
const REGION_OUTCOMES = (['changeDefault', 'createTemporary', 'replaceTemporary', 'deleteTemporary'] as const).map(
  (kind) => regionNotificationKey(kind === 'deleteTemporary' ? { kind } : { kind, region: 'WORLD' }),
);

/** Issue 35: a trip set or cancelled as a whole. */
const TRIP_OUTCOMES = ['tripSet', 'tripCancelled'] as const satisfies readonly SuccessKey[];
/** Every success a change of a card says. */
const SUCCESSES = [
  ...OPERATION_TYPES,
  ...REGION_OUTCOMES,
  ...TRIP_OUTCOMES,
  'blockedCard',
  'deblockedCard',
  'reissuedDebitCard',
];

/** Texts that read the same in both languages on purpose. */
const SAME_IN_BOTH = new Set([
  'shell.pageTitle',
  'overview.details.iban',
  'generic.buttons.ok',
  'widgets.select.empty',
  'widgets.limitSlider.min',
  'widgets.limitSlider.max',
  'replaceCard.address.street',
  'replaceCard.address.city',
]);

const missingIn = (keys: readonly string[]) =>
  LANGUAGES.flatMap((language) => {
    const leaves = language === 'nl' ? nl : en;
    return keys.filter((key) => typeof leaves.get(key) !== 'string').map((key) => `${language}: ${key}`);
  });

describe('the nl and en texts', () => {
  it('hold exactly the same keys', () => {
    expect(keysMissingFrom(nl, en)).toEqual([]);
    expect(keysMissingFrom(en, nl)).toEqual([]);
  });

  it('split into the same files: what the first load holds in one language, it holds in the other', () => {
    const files = (language: 'nl' | 'en') =>
      Object.keys(TEXT_FILES[language]).map((file) => file.replace(language, '<lang>'));
    expect(files('nl')).toEqual(files('en'));
    const differing = Object.keys(TEXT_FILES.nl).flatMap((file) => {
      const nlLeaves = translationLeaves(TEXT_FILES.nl[file]!);
      const enLeaves = translationLeaves(TEXT_FILES.en[file.replace('nl', 'en')]!);
      return [...keysMissingFrom(nlLeaves, enLeaves), ...keysMissingFrom(enLeaves, nlLeaves)].map(
        (key) => `${file}: ${key}`,
      );
    });
    expect(differing).toEqual([]);
  });

  it('keep in the first load only the notices a first paint or the boot failure shows, and the generic words for when the notices part does not load', () => {
    for (const language of LANGUAGES) {
      const firstLoad = translationLeaves(TEXT_FILES[language][`${language}.json`]!);
      const notices = translationLeaves(TEXT_FILES[language][`${language}/notices.json`]!);
      // The boot failure's title and message, the card picker's hint; the generic success words.
      expect([...firstLoad.keys()].filter((key) => key.startsWith('errorMessages.'))).toEqual([
        'errorMessages.somethingWentWrong',
        'errorMessages.message:SELECT_ANOTHER_CARD',
        'errorMessages.message:serviceError',
      ]);
      expect(firstLoad.has('notification.successFallback')).toBe(true);
      expect([...firstLoad.keys()].filter((key) => key.startsWith('notification.success.'))).toEqual([]);
      expect([...notices.keys()].filter((key) => !/^(errorMessages|notification\.success)\./.test(key))).toEqual([]);
    }
  });

  it('hold only non-empty strings', () => {
    expect(emptyTexts(nl)).toEqual([]);
    expect(emptyTexts(en)).toEqual([]);
  });

  it('interpolate the same variables in both languages', () => {
    expect(differingVariables(nl, en)).toEqual([]);
  });

  it('are held to those three checks, which catch a broken pair', () => {
    const a = translationLeaves({ x: { title: 'Hallo {{name}}', gone: 'weg', empty: ' ' } } as never);
    const b = translationLeaves({ x: { title: 'Hello {{naam}}', empty: 'Empty' } } as never);
    expect(keysMissingFrom(a, b)).toEqual(['x.gone']);
    expect(emptyTexts(a)).toEqual(['x.empty']);
    expect(differingVariables(a, b)).toEqual(['x.title']);
  });

  it("name international use one way: the region editor's short title is the overview tile's", () => {
    for (const leaves of [nl, en])
      expect(leaves.get('overview.settings.region.title')).toBe(leaves.get('routes.editRegion.titleShort'));
  });

  it('name the setting World one way (reading 30): never "worldwide" / "wereldwijd"', () => {
    for (const leaves of [nl, en]) {
      const other = [...leaves].filter(([, text]) => /worldwide|wereldwijd/i.test(String(text))).map(([key]) => key);
      expect(other).toEqual([]);
    }
  });

  it('are really translated: Dutch differs from English except where both languages agree', () => {
    const untranslated = [...nl]
      .filter(([key, text]) => text === en.get(key) && !SAME_IN_BOTH.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('use the exact wording the spec gives', () => {
    expect(en.get('notification.types.positive')).toBe('Success');
    expect(nl.get('notification.types.positive')).toBe('Gelukt');
    expect(nl.get('notification.types.negative')).toBe('Niet gelukt');
    expect(nl.get('notification.types.system-error')).toBe('Fout');
    expect(nl.get('notification.types.warning')).toBe('Waarschuwing');
    expect(nl.get('notification.types.info')).toBe('Let op');
    expect(nl.get('generic.buttons.close')).toBe('Sluiten');
    expect(nl.get('shell.contact.title')).toBe('Hulp nodig?');
    expect(nl.get('shell.disturbance.label')).toBe('Service fout');
    expect(nl.get('widgets.dateField.placeholder')).toBe('dd-mm-jjjj');
    expect(en.get('widgets.dateField.placeholder')).toBe('dd-mm-yyyy');
    expect(en.get('errorMessages.somethingWentWrong')).toBe('Something went wrong');
    expect(en.get('replaceCard.fee')).toContain('{{reissueFee}}');
    expect(en.get('overview.inactiveNotice.link')).toBe('Activate your debit card now');
    expect(en.get('generic.warnings.invalidLimit')).toBe(
      'The chosen limit is invalid. Please select a different limit.',
    );
  });
});

describe('texts no screen shows are not kept', () => {
  // docs/spec-readings.md, 14: one "in progress" wording is shown.
  it.each(['generic.pendingUpdates.short'])('%s is in neither language', (key) => {
    expect([nl.get(key), en.get(key)]).toEqual([undefined, undefined]);
  });
});

describe("section 2.10's smart search (the card picker above eight cards)", () => {
  it('says "Geen resultaten gevonden" / "No results found"', () => {
    expect([nl.get('widgets.select.noResults'), en.get('widgets.select.noResults')]).toEqual([
      'Geen resultaten gevonden',
      'No results found',
    ]);
  });
});

describe('every code and key the domain can produce has a text', () => {
  // Section 8: a recoverable error shows only its message, any other a title in words — its own
  // (`title:{code}`) where one says more than "Something went wrong" — and its code on a line of
  // its own (docs/spec-readings.md); so every code needs a message, and a few have a title.
  it('a message for every catalogue code', () => {
    const keys = CATALOGUE_CODES.map((code) => `errorMessages.message:${code}`);
    expect(missingIn(keys)).toEqual([]);
  });

  it('the English message of a code is the bank’s own catalogue wording', () => {
    const differing = CATALOGUE_CODES.filter(
      (code) => en.get(`errorMessages.message:${code}`) !== CATALOGUE[code].text,
    );
    expect(differing).toEqual([]);
  });

  it('no error text for a code the catalogue does not know', () => {
    const codes = [...nl.keys()]
      .filter((key) => /^errorMessages\.(title|message):/.test(key))
      .map((key) => key.split(':')[1]);
    expect(codes.filter((code) => !(CATALOGUE_CODES as readonly string[]).includes(code!))).toEqual([]);
  });

  it('a warning for every WarningKey', () => {
    expect(missingIn(WARNING_KEYS.map((key) => `generic.warnings.${key}`))).toEqual([]);
  });

  it('an empty amount says section 5\'s "required" text of the currency input', () => {
    expect(en.get('generic.warnings.limitValueRequired')).toBe('This field is mandatory.');
    expect(nl.get('generic.warnings.limitValueRequired')).toBe(nl.get('generic.currency.required'));
  });

  it('a currency message for every AmountFailure', () => {
    expect(missingIn(AMOUNT_FAILURES.map((failure) => `generic.currency.${failure}`))).toEqual([]);
  });

  it('a success notification for every operationType and every region outcome', () => {
    expect(OPERATION_TYPES).toHaveLength(9);
    expect(new Set(REGION_OUTCOMES)).toEqual(new Set(REGION_KEYS));
    const keys = SUCCESSES.flatMap((key) => [
      `notification.success.${key}.title`,
      `notification.success.${key}.content`,
    ]);
    expect(missingIn(keys)).toEqual([]);
  });

  it("reading 99: every success about a card has the business area's words, which say 'this card', not 'your'", () => {
    const keys = SUCCESSES.map((key) => `notification.success.${key}.holderContent`);
    expect(missingIn(keys)).toEqual([]);
    const mine = /\b(je|jouw|your) (\w+ )?(betaal)?(pas|card|limiet|limit|instelling|setting|reis|trip)\b/i;
    expect(keys.filter((key) => mine.test(String(nl.get(key))) || mine.test(String(en.get(key))))).toEqual([]);
    expect(
      keys.filter(
        (key) => !String(nl.get(key)).includes('deze pas') && !String(nl.get(key)).includes('Deze betaalpas'),
      ),
    ).toEqual(['notification.success.reissuedDebitCard.holderContent']);
  });

  it("reading 99: the editors', the replace screen's and the trip's holder texts never make the card, its limits, settings or trip the reader's", () => {
    const mine =
      /\b(je|jouw|your|mijn|my) (\w+ )?(betaal)?(pas|card|debit card|limiet|limit|instelling|setting|standaardinstelling|adres|address|reis|trip|instellingen|settings)\b/i;
    const holderTexts = LANGUAGES.flatMap((language) =>
      ['editors', 'replace-card', 'trip'].flatMap((part) =>
        [...translationLeaves(TEXT_FILES[language][`${language}/${part}.json`]!)]
          .filter(([key]) => /(^|\.)holder[A-Z]\w*$/.test(key))
          .map(([key, text]) => [`${language}: ${key}`, String(text)] as const),
      ),
    );
    expect(holderTexts.length).toBeGreaterThan(40);
    expect(holderTexts.filter(([, text]) => mine.test(text) || /\bje per dag\b/.test(text))).toEqual([]);
  });

  it("reading 99: the signing page's words for a change no longer waiting are true on a business page too", () => {
    const mine = /\b(je|jouw|your) (\w+ )?(betaal)?(pas|card)\b/i;
    expect(
      [nl, en].map((texts) => String(texts.get('signing.nothingToSign'))).filter((text) => mine.test(text)),
    ).toEqual([]);
  });

  it('says on every change that it may take time to show', () => {
    const changes = [...OPERATION_TYPES, ...REGION_OUTCOMES, ...TRIP_OUTCOMES, 'blockedCard', 'deblockedCard'];
    expect(
      changes.filter(
        (key) => !String(en.get(`notification.success.${key}.content`)).includes('It might take some time to reflect.'),
      ),
    ).toEqual([]);
    expect(
      changes.filter((key) => !String(nl.get(`notification.success.${key}.content`)).includes('Het kan even duren')),
    ).toEqual([]);
  });

  it('a label for every notification type, region, reissue reason, temporary option and duration type', () => {
    expect(
      missingIn([
        ...NOTIFICATION_TYPES.map((type) => `notification.types.${type}`),
        ...REGIONS.map((region) => `generic.regions.${region}`),
        ...REISSUE_REASONS.map((reason) => `replaceCard.reason.${reason}`),
        ...TEMPORARY_OPTIONS.map((option) => `generic.temporaryOptions.${option}`),
        ...DURATION_TYPES.flatMap((type) => [
          `editLimits.duration.${type}`,
          `editLimits.duration.${type}WithLimit`,
          `editRegion.duration.${type}`,
          `editRegion.duration.${type}WithLimit`,
        ]),
      ]),
    ).toEqual([]);
  });

  it('four sidebar links and a title for every route', () => {
    const routes = [
      'cardManagement',
      'editEcommerceLimit',
      'editPaymentLimit',
      'editWithdrawalLimit',
      'editRegion',
      'replaceCard',
      'signing',
    ];
    const cancellable = ['editEcommerceLimit', 'editPaymentLimit', 'editWithdrawalLimit', 'editRegion', 'replaceCard'];
    expect(
      missingIn([
        ...[1, 2, 3, 4].map((n) => `shell.sidebar.link${n}.title`),
        ...routes.flatMap((route) => [`routes.${route}.title`, `routes.${route}.titleShort`]),
        ...cancellable.flatMap((route) => [`cancelModal.${route}.title`, `cancelModal.${route}.body`]),
      ]),
    ).toEqual([]);
  });
});
