/** @jest-environment jsdom */
import type { IsoDate } from '../../../domain/index';
import { BrowserSessionStore, SESSION_KEYS } from '../../../adapters/browser/browser-session-store';

beforeEach(() => sessionStorage.clear());

const dates = { startDate: '2026-12-04' as IsoDate, endDate: '2026-12-21' as IsoDate };

describe('BrowserSessionStore', () => {
  it('keeps the selected card, the pending signature and the plain flag in sessionStorage', () => {
    const store = new BrowserSessionStore(sessionStorage);
    store.keepSelectedCardId('card-7');
    store.keepPendingSignature({ signItem: { sourceId: 's', tpsId: 't' }, operationType: 'deletedTemporaryATMLimit' });
    store.enforcePlainLayout(true);
    const again = new BrowserSessionStore(sessionStorage);
    expect(again.selectedCardId()).toBe('card-7');
    expect(again.pendingSignature()).toEqual({
      signItem: { sourceId: 's', tpsId: 't' },
      operationType: 'deletedTemporaryATMLimit',
    });
    expect(again.isPlainLayoutEnforced()).toBe(true);
    again.enforcePlainLayout(false);
    again.clearPendingSignature();
    expect(sessionStorage.getItem(SESSION_KEYS.enforcePlain)).toBeNull();
    expect(again.pendingSignature()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'an unknown operationType',
      JSON.stringify({ signItem: { sourceId: 's', tpsId: 't' }, operationType: 'stealEverything' }),
    ],
    [
      'an empty sign item',
      JSON.stringify({ signItem: { sourceId: '', tpsId: 't' }, operationType: 'changedEcommerceLimit' }),
    ],
  ])('does not trust a pending signature that is %s', (_case, value) => {
    sessionStorage.setItem(SESSION_KEYS.pendingSignature, value);
    expect(new BrowserSessionStore(sessionStorage).pendingSignature()).toBeUndefined();
  });

  it('keeps what a pending change says, and drops only that when it was tampered with', () => {
    const change = {
      kind: 'described',
      limitType: 'ATM',
      operationType: 'newTemporaryATMLimit',
      before: { amount: 500 },
      after: { amount: 800, period: { startDate: '2027-03-10', endDate: '2027-03-12' } },
    } as const;
    const pending = { signItem: { sourceId: 's', tpsId: 't' }, operationType: 'newTemporaryATMLimit' } as const;
    new BrowserSessionStore(sessionStorage).keepPendingSignature({ ...pending, change: change as never });
    expect(new BrowserSessionStore(sessionStorage).pendingSignature()).toEqual({ ...pending, change });
    const tampered = { ...change, after: { amount: 800, period: { startDate: '2027-02-30', endDate: '2027-03-12' } } };
    sessionStorage.setItem(SESSION_KEYS.pendingSignature, JSON.stringify({ ...pending, change: tampered }));
    expect(new BrowserSessionStore(sessionStorage).pendingSignature()).toEqual(pending);
  });

  it('keeps a trip’s progress with its signature, and drops only that when it does not read (issue 35)', () => {
    const trip = {
      paymentInstrumentId: 'card-7',
      purpose: 'make',
      signature: 1,
      signatures: 2,
      waiting: [
        { kind: 'createLimit', payload: { limitType: 'POS', limitValue: 4000, ...dates } },
        { kind: 'createRegion', payload: { geoProfile: 'WORLD', ...dates } },
      ],
    } as const;
    const pending = { signItem: { sourceId: 's', tpsId: 't' }, operationType: 'newTemporaryATMLimit' } as const;
    new BrowserSessionStore(sessionStorage).keepPendingSignature({ ...pending, trip });
    expect(new BrowserSessionStore(sessionStorage).pendingSignature()).toEqual({ ...pending, trip });
    const tampered = { ...trip, waiting: [{ kind: 'createRegion', payload: { geoProfile: 'MARS', ...dates } }] };
    sessionStorage.setItem(SESSION_KEYS.pendingSignature, JSON.stringify({ ...pending, trip: tampered }));
    expect(new BrowserSessionStore(sessionStorage).pendingSignature()).toEqual(pending);
  });

  it('keeps an unfinished trip across reloads until nothing of it is missing, and reads none that was tampered with (issue 35)', () => {
    const trip = {
      paymentInstrumentId: 'card-7',
      purpose: 'make',
      signature: 2,
      signatures: 2,
      waiting: [{ kind: 'createRegion', payload: { geoProfile: 'WORLD', ...dates } }],
    } as const;
    new BrowserSessionStore(sessionStorage).keepUnfinishedTrip(trip);
    expect(new BrowserSessionStore(sessionStorage).unfinishedTrip()).toEqual(trip);
    for (const tampered of [
      { ...trip, waiting: [{ kind: 'createRegion', payload: { geoProfile: 'MARS', ...dates } }] },
      { ...trip, waiting: [] },
      { ...trip, paymentInstrumentId: '' },
      'not json',
    ]) {
      sessionStorage.setItem(
        SESSION_KEYS.unfinishedTrip,
        typeof tampered === 'string' ? tampered : JSON.stringify(tampered),
      );
      expect(new BrowserSessionStore(sessionStorage).unfinishedTrip()).toBeUndefined();
    }
    new BrowserSessionStore(sessionStorage).keepUnfinishedTrip(trip);
    new BrowserSessionStore(sessionStorage).keepUnfinishedTrip(undefined);
    expect(sessionStorage.getItem(SESSION_KEYS.unfinishedTrip)).toBeNull();
  });

  it('keeps the handover parameters under the fragment segment, and the address-change record', () => {
    const store = new BrowserSessionStore(sessionStorage);
    store.keepHandoverParameters('card-management', [
      ['lang', 'en'],
      ['q', 'a b&c'],
    ]);
    expect(sessionStorage.getItem('card-management')).toBe('lang=en&q=a+b%26c');
    const record = {
      bcNumber: '1',
      callBackURL: '/nl/betaalpassen/#/replace-card',
      contentSource: 'multipliers',
      process: 'address',
      consumerId: 'X',
    } as const;
    store.keepAddressChangeProcess(record);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.addressChangeProcess)!)).toEqual(record);
  });

  it('acts as empty when the storage refuses (private mode, quota)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = new BrowserSessionStore(refusing);
    expect(() => store.keepSelectedCardId('x')).not.toThrow();
    expect(store.selectedCardId()).toBeUndefined();
    expect(store.pendingSignature()).toBeUndefined();
    expect(() => store.enforcePlainLayout(false)).not.toThrow();
  });
});
