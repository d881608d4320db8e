import { cardStatus, isBlocked, isInactive, showsSettings, toSelectedCard, type LifeCycle } from '../../domain/index';

// Section 4, "Card status": inactive when the state is AWAITING_ACTIVATION or CREATED; blocked
// when suspendedBy is non-empty; otherwise active. The rows are checked in that order.

const lifeCycle = (state: string, suspendedBy: string[] = []): LifeCycle => ({
  state,
  suspendedBy,
  expiryDate: '2029-01-31',
  allowedReissueReasons: [],
});

describe('card status', () => {
  it.each([
    ['AWAITING_ACTIVATION', [], 'inactive'],
    ['CREATED', [], 'inactive'],
    ['AWAITING_ACTIVATION', ['CUSTOMER'], 'inactive'],
    ['CREATED', ['BANK'], 'inactive'],
    ['ACTIVE', ['CUSTOMER'], 'blocked'],
    ['ACTIVE', ['CUSTOMER', 'BANK'], 'blocked'],
    ['ACTIVE', [], 'active'],
    ['', [], 'active'],
    ['SOMETHING_NEW', [], 'active'],
  ])('a card in state %j suspended by %j is %s', (state, suspendedBy, kind) => {
    expect(cardStatus({ lifeCycle: lifeCycle(state, suspendedBy) }).kind).toBe(kind);
  });

  it('keeps who suspended a blocked card and which state an inactive card is in', () => {
    expect(cardStatus({ lifeCycle: lifeCycle('ACTIVE', ['CUSTOMER']) })).toEqual({
      kind: 'blocked',
      suspendedBy: ['CUSTOMER'],
    });
    expect(cardStatus({ lifeCycle: lifeCycle('CREATED') })).toEqual({ kind: 'inactive', state: 'CREATED' });
  });

  it('calls a card without a life cycle active', () => {
    expect(cardStatus({})).toEqual({ kind: 'active' });
  });

  it('answers isBlocked and isInactive from the same table', () => {
    expect(isBlocked({ lifeCycle: lifeCycle('ACTIVE', ['CUSTOMER']) })).toBe(true);
    expect(isBlocked({ lifeCycle: lifeCycle('CREATED', ['CUSTOMER']) })).toBe(false);
    expect(isInactive({ lifeCycle: lifeCycle('AWAITING_ACTIVATION') })).toBe(true);
    expect(isInactive({ lifeCycle: lifeCycle('ACTIVE') })).toBe(false);
  });

  it('hides the settings (and so the limits) of a blocked or inactive card', () => {
    const card = (state: string, suspendedBy: string[] = []) =>
      toSelectedCard(
        {
          paymentInstrumentId: 'pi-1',
          paymentInstrumentUsageId: 'pu-1',
          paymentInstrumentUsageCode: 'PAYMENT_CARD',
          paymentScheme: 'DMC',
          accountId: 'NL91ABNA0417164300',
          cardSequenceNumber: '001',
          ownerCustomerId: '123456789',
          productId: '1001',
          maskedPan: '1234',
          lifeCycle: lifeCycle(state, suspendedBy),
          links: [],
        },
        'demobank',
      );
    expect(showsSettings(card('ACTIVE'))).toBe(true);
    expect(showsSettings(card('ACTIVE', ['CUSTOMER']))).toBe(false);
    expect(showsSettings(card('CREATED'))).toBe(false);
  });
});

describe('a replaced card (issue 33)', () => {
  const replacedBy = {
    paymentInstrumentId: 'pi-new',
    cardSequenceNumber: '002',
    reason: 'LOST',
    replacedOn: '2026-11-29',
  };
  const replaced = (suspendedBy: string[], by: unknown = replacedBy, state = 'ACTIVE'): LifeCycle =>
    ({ ...lifeCycle(state, suspendedBy), replacedBy: by }) as LifeCycle;

  it('is replaced, with the new card, the reason and the day, before any other status', () => {
    expect(cardStatus({ lifeCycle: replaced(['LOST_OR_STOLEN']) })).toEqual({
      kind: 'replaced',
      replacement: replacedBy,
      suspendedBy: ['LOST_OR_STOLEN'],
    });
    expect(cardStatus({ lifeCycle: replaced([], replacedBy, 'AWAITING_ACTIVATION') }).kind).toBe('replaced');
  });

  it('is blocked when the replacement blocked it (stolen, lost), not when it still works (defective)', () => {
    expect(isBlocked({ lifeCycle: replaced(['LOST_OR_STOLEN']) })).toBe(true);
    expect(isBlocked({ lifeCycle: replaced([], { ...replacedBy, reason: 'DEFECT' }) })).toBe(false);
  });

  it.each([
    ['an unknown reason', { ...replacedBy, reason: 'EXPIRED' }],
    ['a day that does not exist', { ...replacedBy, replacedOn: '2026-02-30' }],
    ['a date in another form', { ...replacedBy, replacedOn: '29-11-2026' }],
    ['no new card', { ...replacedBy, paymentInstrumentId: '' }],
    ['no pass number', { ...replacedBy, cardSequenceNumber: 2 }],
    ['not an object', 'pi-new'],
    ['null', null],
  ])('reads as if not sent when the bank sends %s', (_, by) => {
    expect(cardStatus({ lifeCycle: replaced(['CUSTOMER'], by) })).toEqual({
      kind: 'blocked',
      suspendedBy: ['CUSTOMER'],
    });
  });
});
