import type { FieldWarning } from '../../../domain/index';
import { Validation } from '../../../ui/editing/validation';

// When section 5's warnings show (GOV.UK): once the customer has left the field, or on Save.
const START: FieldWarning = { field: 'startDate', key: 'startDateRequired' };
const END: FieldWarning = { field: 'endDate', key: 'endDateRequired' };
const SATURDAY: FieldWarning = { field: 'startDate', key: 'dateIsWeekend' };

describe('Validation', () => {
  it('shows nothing before the customer has left a field or pressed Save, not even a wrong value', () => {
    const validation = new Validation();
    expect(validation.view([SATURDAY, END])).toMatchObject({ atField: {}, summary: [], attempt: 0 });
  });

  it("shows a field's warning once it is left, and only that field's; no summary before a save", () => {
    const validation = new Validation();
    validation.leave('startDate');
    expect(validation.view([START, END])).toMatchObject({ atField: { startDate: 'startDateRequired' }, summary: [] });
  });

  it('shows every warning on a refused save, with a summary of exactly what the fields show', () => {
    const validation = new Validation();
    expect(validation.check(false)).toBe(false);
    expect(validation.view([START, END])).toMatchObject({
      atField: { startDate: 'startDateRequired', endDate: 'endDateRequired' },
      summary: [START, END],
      attempt: 1,
    });
  });

  it('lets fields the app emptied after a save wait again, until left or saved once more', () => {
    const validation = new Validation();
    validation.check(false);
    validation.forget('startDate', 'endDate');
    expect(validation.view([START, END])).toMatchObject({ atField: {}, summary: [] });
    validation.leave('startDate');
    expect(validation.view([START, END])).toMatchObject({
      atField: { startDate: 'startDateRequired' },
      summary: [START],
    });
    validation.check(false);
    expect(validation.view([START, END])).toMatchObject({
      atField: { startDate: 'startDateRequired', endDate: 'endDateRequired' },
      summary: [START, END],
      attempt: 2,
    });
  });

  it("starts over when the form's questions change (reset), keeping the attempt count for focus", () => {
    const validation = new Validation();
    validation.leave('startDate');
    validation.check(false);
    validation.reset();
    expect(validation.view([START, END])).toMatchObject({ atField: {}, summary: [], attempt: 1 });
  });

  it('one warning per field, the first; the summary never says more than the field', () => {
    const validation = new Validation();
    validation.check(false);
    expect(validation.view([SATURDAY, START])).toMatchObject({
      atField: { startDate: 'dateIsWeekend' },
      summary: [SATURDAY],
    });
  });
});
