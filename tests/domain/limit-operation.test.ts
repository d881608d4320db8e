import { limitSubmitOperation, operationTypeOf, type LimitOperation, type TemporaryLimit } from '../../domain/index';

// Section 3, "operationType values", and section 4, "Limit change": what a submit is.

const existing: TemporaryLimit = {
  temporaryLimitId: 't-1',
  limitValue: 250,
  startDate: '2026-12-01',
  endDate: '2026-12-04',
};

describe('operationType (section 3)', () => {
  it.each<[LimitOperation, string]>([
    [{ kind: 'changeDefault', limitType: 'ECOM' }, 'changedEcommerceLimit'],
    [{ kind: 'changeDefault', limitType: 'POS' }, 'changedDefaultPOSLimit'],
    [{ kind: 'createTemporary', limitType: 'POS' }, 'newTemporaryPOSLimit'],
    [{ kind: 'changeTemporary', limitType: 'POS' }, 'changedTemporaryPOSLimit'],
    [{ kind: 'deleteTemporary', limitType: 'POS' }, 'deletedTemporaryPOSLimit'],
    [{ kind: 'changeDefault', limitType: 'ATM' }, 'changedDefaultATMLimit'],
    [{ kind: 'createTemporary', limitType: 'ATM' }, 'newTemporaryATMLimit'],
    [{ kind: 'changeTemporary', limitType: 'ATM' }, 'changedTemporaryATMLimit'],
    [{ kind: 'deleteTemporary', limitType: 'ATM' }, 'deletedTemporaryATMLimit'],
  ])('%j is %s', (operation, name) => {
    expect(operationTypeOf(operation)).toBe(name);
  });
});

describe('the limit submit decision (section 4)', () => {
  it('changes the default limit for “continuously”, with or without a temporary limit', () => {
    expect(limitSubmitOperation('POS', 'continuously', undefined)).toEqual({ kind: 'changeDefault', limitType: 'POS' });
    expect(limitSubmitOperation('ATM', 'continuously', existing)).toEqual({ kind: 'changeDefault', limitType: 'ATM' });
  });

  it('changes the existing temporary limit for “temporarily” when there is one', () => {
    expect(limitSubmitOperation('POS', 'temporarily', existing)).toEqual({ kind: 'changeTemporary', limitType: 'POS' });
    expect(limitSubmitOperation('ATM', 'temporarily', existing)).toEqual({ kind: 'changeTemporary', limitType: 'ATM' });
  });

  it('creates a temporary limit for “temporarily” when there is none', () => {
    expect(limitSubmitOperation('POS', 'temporarily', undefined)).toEqual({
      kind: 'createTemporary',
      limitType: 'POS',
    });
  });

  it('always changes the default e-commerce limit, which has no temporary form', () => {
    expect(limitSubmitOperation('ECOM', 'temporarily', undefined)).toEqual({
      kind: 'changeDefault',
      limitType: 'ECOM',
    });
    expect(operationTypeOf(limitSubmitOperation('ECOM', 'continuously', undefined))).toBe('changedEcommerceLimit');
  });
});
