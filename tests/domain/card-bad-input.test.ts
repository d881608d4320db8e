import {
  allowedLimitChanges,
  cardLimit,
  cardLimits,
  cardStatus,
  canBlock,
  findLimit,
  firstTemporaryGeoProfile,
  highestAllowedLimit,
  isListedCard,
  isLimitChangePending,
  listedCards,
  pendingChangeOf,
  pendingChangeOfCard,
  reissueReasons,
  showsSettings,
  temporaryReminders,
  toSelectedCard,
  type CardLimit,
  type IsoDate,
  type PaymentInstrument,
} from '../../domain/index';
import { aCard } from '../support/builders/card';

// Issue 36: a card, a limit or a geo profile from outside that does not read answers the neutral
// value docs/domain.md ("Bad input is a value") names; the no-throw property only says it does not throw.
const notACard = (value: unknown) => value as PaymentInstrument;
const notALimit = (value: unknown) => value as CardLimit;

describe('a card that does not read', () => {
  it.each([undefined, null, 42, 'card', []])('%p is an active card on which nothing is allowed', (value) => {
    expect(cardStatus(notACard(value))).toEqual({ kind: 'active' });
    expect(canBlock(notACard(value))).toBe(false);
    expect(reissueReasons(notACard(value))).toEqual([]);
    const selected = toSelectedCard(notACard(value), 'PB');
    expect(selected).toMatchObject({
      paymentInstrumentId: '',
      links: [],
      paymentLimit: undefined,
      geoProfile: undefined,
    });
    expect(selected.isSuspensionAllowed || selected.isReissueAllowed || selected.isLimitInProgress).toBe(false);
    expect(cardLimits(selected)).toEqual([]);
  });

  it('a life cycle whose lists are not lists reads as none', () => {
    const card = notACard({ lifeCycle: { state: 7, suspendedBy: 'ISSUER', allowedReissueReasons: 'STOLEN' } });
    expect(cardStatus(card)).toEqual({ kind: 'active' });
    expect(reissueReasons(card)).toEqual([]);
    const blocked = notACard({ lifeCycle: { suspendedBy: ['ISSUER', 3] } });
    expect(cardStatus(blocked)).toEqual({ kind: 'blocked', suspendedBy: ['ISSUER'] });
  });

  it('a list answer that is not a list lists no card; entries that are not cards are left out', () => {
    const card = aCard().build();
    expect(listedCards(notACard({ cards: [card] }) as never)).toEqual([]);
    expect(listedCards([null, card, 'x', { ...card, accountId: 5 }] as never)).toEqual([
      { ...card, accountId: 5 },
      card,
    ]);
    expect(isListedCard(notACard(null))).toBe(false);
  });

  it('a selected card that is not one shows no settings', () => {
    expect(showsSettings(undefined as never)).toBe(false);
    expect(showsSettings(aCard().selected())).toBe(true);
  });

  it('a limit type other than POS or ATM offers no change', () => {
    expect(allowedLimitChanges(aCard().build(), 'ECOM' as never, true)).toEqual({
      continuously: false,
      temporarily: false,
      deleteTemporary: false,
    });
  });
});

describe('a limit or geo profile that does not read', () => {
  it('is not found and has nothing waiting', () => {
    expect(findLimit(notALimit('POS') as never, 'POS')).toBeUndefined();
    expect(
      findLimit([notALimit(null), notALimit('POS'), notALimit({ limitType: 'POS', maxLimitValue: 1 })], 'POS'),
    ).toEqual({
      limitType: 'POS',
      maxLimitValue: 1,
    });
    expect(isLimitChangePending(notALimit(null))).toBe(false);
    expect(pendingChangeOf(notALimit(3))).toEqual({ kind: 'none' });
    expect(pendingChangeOfCard(notALimit({}) as never)).toEqual({ kind: 'none' });
  });

  it('has 0 as its highest amount when its maximum does not read, the safe side', () => {
    expect(highestAllowedLimit(notALimit(undefined), 5000)).toEqual({ value: 0, setBy: 'maximum' });
    expect(highestAllowedLimit(notALimit({ maxLimitValue: '9000' }), undefined)).toEqual({
      value: 0,
      setBy: 'maximum',
    });
    expect(highestAllowedLimit(notALimit({ maxLimitValue: 9000 }), 4000.5)).toEqual({ value: 4000, setBy: 'balance' });
  });

  it('a geo profile whose temporary list is not a list of objects has no temporary region', () => {
    expect(firstTemporaryGeoProfile({ temporaryGeoProfiles: 'WORLD' } as never)).toBeUndefined();
    expect(firstTemporaryGeoProfile({ temporaryGeoProfiles: [null] } as never)).toBeUndefined();
    expect(temporaryReminders(null as never, '2026-11-23' as IsoDate)).toEqual([]);
  });
});

describe('cardLimit and cardLimits (issue 32): the one way to ask a selected card for its limits', () => {
  it('answers each type from the limit the bank sent, and all of them in order', () => {
    const card = aCard().selected();
    expect(cardLimit(card, 'POS')).toBe(card.paymentLimit);
    expect(cardLimit(card, 'ATM')).toBe(card.withdrawalLimit);
    expect(cardLimit(card, 'ECOM')).toBe(card.ecommerceLimit);
    expect(cardLimits(card)).toEqual([card.ecommerceLimit, card.paymentLimit, card.withdrawalLimit]);
    expect(cardLimit({ ...card, paymentLimit: undefined }, 'POS')).toBeUndefined();
    expect(cardLimits({ ...card, paymentLimit: undefined })).toEqual([card.ecommerceLimit, card.withdrawalLimit]);
  });
});
