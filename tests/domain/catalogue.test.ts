import {
  CATALOGUE,
  CATALOGUE_CODES,
  DEFAULT_ERROR_CODE,
  isCatalogueCode,
  isRecoverable,
  messageKey,
  serviceError,
  titleKey,
} from '../../domain/index';

// Section 8, "The error catalogue": every code it names is in the catalogue; the codes of its
// "Recoverable codes" table keep the page, the codes of its "Other codes" table do not.

const bai = (...numbers: string[]) => numbers.map((number) => `MESSAGE_BAI540_${number}`);

const RECOVERABLE_TABLE = bai(
  '1002',
  '1029',
  '1011',
  '0072',
  '1003',
  '1032',
  '1034',
  '1070',
  '0070',
  '0068',
  '0069',
  '1005',
  '1008',
  '1009',
  '1013',
  '0034',
  '0035',
  '1010',
  '1027',
  '1031',
  '1033',
  '1014',
  '1015',
  '1020',
  '1024',
  '1026',
  '1021',
  '1019',
  '1025',
  '0029',
  '0045',
  '0036',
  '0037',
  '0038',
  '0039',
  '5003',
  '0050',
  '0051',
  '0052',
  '0058',
);

const OTHER_CODES_TABLE = [
  'MESSAGE_FED001_0001',
  'SUBJECT_NOT_ALLOWED',
  'SUSPEND_BY_INVALID',
  'RESUME_BY_INVALID',
  'CUSTOMER_ID_INACTIVE',
  'CUSTOMER_NOT_FOUND',
  'USER_ACTION_FORBIDDEN',
  'SUBJECT_UNAUTHENTICATED',
  'INSTRUMENT_NOT_FOUND',
  'INSTRUMENT_LIFECYCLE_INVALID',
  'INTERNAL_SERVER_ERROR',
  'REASON_INVALID',
  'REASON_MISSING',
  'INSTRUMENT_USAGE_ID_INVALID',
  'INSTRUMENT_USAGE_ID_MISSING',
  'CUSTOMER_ADDRESS_INVALID',
  'CUSTOMER_NOT_ELIGIBLE',
  'ACCOUNT_NOT_ELIGIBLE',
  'DEFAULT_GEO_PROFILE_INVALID',
  'DEFAULT_GEO_PROFILE_MISSING',
  'GEO_PROFILE_INVALID',
  'GEO_PROFILE_MISSING',
  'START_DATE_INVALID',
  'START_DATE_MISSING',
  'END_DATE_INVALID',
  'END_DATE_MISSING',
  'TEMPORARY_GEO_PROFILE_OVERLAPS',
  'TEMPORARY_LIMIT_OVERLAPS',
  'TEMPORARY_GEO_PROFILE_NOT_FOUND',
  'TEMPORARY_LIMIT_NOT_FOUND',
  'LIMIT_VALUE_MISSING',
  'LIMIT_TYPE_NOT_FOUND',
  'LIMIT_VALUE_INVALID',
  'SELECT_ANOTHER_CARD',
];

/**
 * Section 6 sends the customer to another card after SUBJECT_NOT_ALLOWED, and SELECT_ANOTHER_CARD
 * is the picker's hint itself: for both, the picker (and so the page) must stay usable. A period
 * overlapping one set meanwhile is mended by other dates, in the form (reading 87); a temporary
 * entry gone meanwhile leaves the form with the card as it is now (reading 90).
 */
const DELIBERATELY_RECOVERABLE = [
  'SUBJECT_NOT_ALLOWED',
  'SELECT_ANOTHER_CARD',
  'TEMPORARY_GEO_PROFILE_OVERLAPS',
  'TEMPORARY_LIMIT_OVERLAPS',
  'TEMPORARY_GEO_PROFILE_NOT_FOUND',
  'TEMPORARY_LIMIT_NOT_FOUND',
];

describe('the error catalogue', () => {
  it('holds every code section 8 names', () => {
    expect(RECOVERABLE_TABLE).toHaveLength(40);
    for (const code of [...RECOVERABLE_TABLE, ...OTHER_CODES_TABLE]) expect(isCatalogueCode(code)).toBe(true);
  });

  it.each(RECOVERABLE_TABLE)('keeps the page for %s (recoverable)', (code) => {
    expect(isRecoverable(code)).toBe(true);
  });

  it.each(OTHER_CODES_TABLE.filter((code) => !DELIBERATELY_RECOVERABLE.includes(code)))(
    'hides the content for %s (not recoverable)',
    (code) => {
      expect(isRecoverable(code)).toBe(false);
    },
  );

  it.each(DELIBERATELY_RECOVERABLE)('keeps the page for %s, whose advice is to choose another card', (code) => {
    expect(isRecoverable(code)).toBe(true);
  });

  it('treats a code the bank adds later, and the default serviceError, as not recoverable', () => {
    expect(isRecoverable('MESSAGE_BAI540_9999')).toBe(false);
    expect(isRecoverable(DEFAULT_ERROR_CODE)).toBe(false);
    expect(isRecoverable('constructor')).toBe(false);
  });

  it('looks texts up under message:{code} and titles under title:{code}', () => {
    expect(messageKey('MESSAGE_BAI540_1029')).toBe('message:MESSAGE_BAI540_1029');
    expect(titleKey('MESSAGE_BAI540_1029')).toBe('title:MESSAGE_BAI540_1029');
  });

  it('gives every code a negative type and the bank’s own English text as the raw fallback', () => {
    for (const code of CATALOGUE_CODES) {
      expect(CATALOGUE[code].type).toBe('negative');
      expect(CATALOGUE[code].text.trim()).not.toBe('');
    }
    expect(CATALOGUE.serviceError.text).toBe(
      'Due to a technical error, you can’t use debit cards at the moment. Please try again later.',
    );
  });

  it('makes the default ServiceError code serviceError, title title:serviceError, message message:serviceError', () => {
    expect(serviceError()).toEqual({
      name: 'ServiceError',
      type: 'negative',
      code: 'serviceError',
      title: 'title:serviceError',
      message: 'message:serviceError',
      recoverable: false,
    });
  });
});
