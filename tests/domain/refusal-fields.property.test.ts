import fc from 'fast-check';
import { CATALOGUE_CODES, isRecoverable, isRefusalAbout, refusalFields, type FormField } from '../../domain/index';

// Issue 12.9: a refusal of the bank about a field the customer then changes no longer applies.

const FIELDS: readonly FormField[] = [
  'durationType',
  'temporaryOption',
  'limitValue',
  'startDate',
  'endDate',
  'reissueReason',
  'region',
];
const fieldArb = fc.constantFrom(...FIELDS);
const codeArb = fc.oneof(
  fc.constantFrom(...CATALOGUE_CODES),
  fc.string(),
  fc.constantFrom('toString', '__proto__', 'constructor'),
);

describe('refusalFields', () => {
  it('names fields only for refusals that keep the form on screen (recoverable codes)', () => {
    fc.assert(
      fc.property(codeArb, (code) => {
        if (refusalFields(code).length > 0) expect(isRecoverable(code)).toBe(true);
      }),
    );
  });

  it('says a refusal is about a field exactly when that field is among its fields', () => {
    fc.assert(
      fc.property(codeArb, fieldArb, (code, field) => {
        expect(isRefusalAbout(code, field)).toBe(refusalFields(code).includes(field));
      }),
    );
  });

  it('ties the same-value refusals to the value and the days, and the moment’s refusals to no field', () => {
    expect(refusalFields('MESSAGE_BAI540_1013')).toEqual(['limitValue', 'temporaryOption', 'startDate', 'endDate']);
    expect(refusalFields('MESSAGE_BAI540_1026')).toEqual(['region', 'temporaryOption', 'startDate', 'endDate']);
    expect(refusalFields('MESSAGE_BAI540_0051')).toEqual(['temporaryOption', 'startDate', 'endDate']);
    expect(refusalFields('MESSAGE_BAI540_1003')).toEqual([]);
    expect(refusalFields('MESSAGE_BAI540_1021')).toEqual([]);
  });
});
