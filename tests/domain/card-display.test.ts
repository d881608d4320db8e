import {
  blocksOldCard,
  cardImageKind,
  formatCardNumber,
  formatIban,
  privateBankingUsageCode,
  reissueFeeOf,
  showsReissueFee,
} from '../../domain/index';

// Section 9 and 2.3: how a card is shown; section 2.7 and 9: the replacement's fee and blocking.

describe('IBAN display', () => {
  it('groups the IBAN by four', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('nl91 abna 0417 1643 00')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('')).toBe('');
  });

  it('shows nothing for a value that is not text (an answer without the field)', () => {
    expect(formatIban(undefined)).toBe('');
    expect(formatIban(4300)).toBe('');
  });
});

describe('card number display', () => {
  it('shows “**** ” and the masked number', () => {
    expect(formatCardNumber('1234')).toBe('**** 1234');
  });

  it('groups an 18-character number by four', () => {
    expect(formatCardNumber('123456XXXXXXXX1234')).toBe('1234 56XX XXXX XX12 34');
  });

  it('shows nothing for a value that is not text', () => {
    expect(formatCardNumber(null)).toBe('');
    expect(formatCardNumber(1234)).toBe('');
  });
});

describe('card image kind', () => {
  it('is the scheme’s image: DMC or MAESTRO', () => {
    expect(cardImageKind({ paymentScheme: 'DMC', paymentInstrumentUsageCode: 'PAYMENT_CARD' }, 'demobank')).toBe('dmc');
    expect(cardImageKind({ paymentScheme: 'MAESTRO', paymentInstrumentUsageCode: 'PAYMENT_CARD' }, 'demobank')).toBe(
      'maestro',
    );
  });

  it('is the private-banking variant for PAYMENT_{brand}_CARD, whatever the scheme', () => {
    expect(privateBankingUsageCode('demobank')).toBe('PAYMENT_DEMOBANK_CARD');
    expect(
      cardImageKind({ paymentScheme: 'MAESTRO', paymentInstrumentUsageCode: 'PAYMENT_DEMOBANK_CARD' }, 'demobank'),
    ).toBe('privateBanking');
    expect(
      cardImageKind({ paymentScheme: 'DMC', paymentInstrumentUsageCode: 'PAYMENT_DEMOBANK_CARD' }, 'demobank'),
    ).toBe('privateBanking');
    expect(
      cardImageKind({ paymentScheme: 'DMC', paymentInstrumentUsageCode: 'PAYMENT_OTHERBANK_CARD' }, 'demobank'),
    ).toBe('dmc');
  });
});

describe('replacement', () => {
  it('reads the fee from tariffConditions[0].amount, and anything else as no fee', () => {
    expect(reissueFeeOf({ tariffConditions: [{ amount: 7.5 }] })).toBe(7.5);
    expect(reissueFeeOf({ tariffConditions: [{ amount: '5.00' }, { amount: 9 }] })).toBe(5);
    // A product without a tariff costs nothing; what cannot be read is not free.
    expect(reissueFeeOf({ tariffConditions: [] })).toBe(0);
    expect(reissueFeeOf({})).toBeUndefined();
    expect(reissueFeeOf({ tariffConditions: [null] })).toBeUndefined();
    expect(reissueFeeOf({ tariffConditions: [{ currency: 'EUR' }] })).toBeUndefined();
    expect(reissueFeeOf({ tariffConditions: { amount: 7.5 } })).toBeUndefined();
    expect(reissueFeeOf({ tariffConditions: [{ amount: 'five' }] })).toBeUndefined();
    expect(reissueFeeOf({ tariffConditions: [{ amount: -1 }] })).toBeUndefined();
    expect(reissueFeeOf(null)).toBeUndefined();
  });

  it('shows the fee only when it is above 0', () => {
    expect(showsReissueFee(5)).toBe(true);
    expect(showsReissueFee(0)).toBe(false);
    expect(showsReissueFee(undefined)).toBe(false);
  });

  it('blocks a usable card replaced because it was stolen or lost, not a defective or already blocked one', () => {
    const active = {
      lifeCycle: { state: 'ACTIVE', suspendedBy: [], expiryDate: '2029-01-31', allowedReissueReasons: [] },
    };
    const blocked = { lifeCycle: { ...active.lifeCycle, suspendedBy: ['CUSTOMER'] } };
    expect(blocksOldCard(active, 'STOLEN')).toBe(true);
    expect(blocksOldCard(active, 'LOST')).toBe(true);
    expect(blocksOldCard(active, 'DEFECT')).toBe(false);
    expect(blocksOldCard(blocked, 'STOLEN')).toBe(false);
    expect(blocksOldCard(active, undefined)).toBe(false);
  });
});
