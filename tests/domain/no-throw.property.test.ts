import fc from 'fast-check';
import * as domain from '../../domain/index';
import { catalogueText } from '../../ui/i18n/catalogue-texts';
import { aCard } from '../support/builders/card';

// Issue 36: every export that takes what comes from outside — a date string, a card or an answer
// from the bank, a customer's request — answers bad input with a value, never a throw, for
// JavaScript callers without types. Each is fed arbitrary JSON (and worse); fast-check prints the
// seed and path of a failing run, and `fc.assert(…, { seed, path })` replays it.
const json = fc.jsonValue();
const anything = fc.oneof(json, fc.anything({ withNullPrototype: true, withBoxedValues: true }));
const card = fc.oneof(
  anything,
  fc.constant(aCard().build()),
  json.map((limits) => ({ ...aCard().build(), limits })),
);
const change = fc.oneof(
  anything,
  fc.record(
    {
      operation: fc.constantFrom(...domain.CHANGE_OPERATIONS, 'explode'),
      body: anything,
      temporaryLimitId: anything,
      temporaryGeoProfileId: anything,
      replacingId: anything,
    },
    { requiredKeys: ['operation'] },
  ),
);

/** Each outside-facing export, and how arbitrary arguments reach it. */
const calls: [string, fc.Arbitrary<unknown[]>][] = [
  ['checkChange', fc.tuple(card, change, fc.oneof(anything, fc.record({ today: anything, accountBalance: anything })))],
  [
    'checkPermanentLimitRequest',
    fc.tuple(anything, fc.record({ limits: fc.constant(aCard().build().limits), pending: fc.boolean() })),
  ],
  [
    'checkTemporaryLimitRequest',
    fc.tuple(
      anything,
      fc.record({
        limits: fc.constant(aCard().build().limits),
        pending: fc.boolean(),
        today: anything,
        replacingId: anything,
      }),
    ),
  ],
  [
    'checkTemporaryLimitDeletion',
    fc.tuple(anything, fc.record({ limits: fc.constant(aCard().build().limits), pending: fc.boolean() })),
  ],
  ['checkDefaultRegionRequest', fc.tuple(anything, fc.constant(aCard().build().geoProfile))],
  [
    'checkTemporaryRegionRequest',
    fc.tuple(anything, fc.record({ geo: fc.constant(aCard().build().geoProfile), today: anything })),
  ],
  ['checkTemporaryRegionDeletion', fc.tuple(anything, fc.constant(aCard().build().geoProfile))],
  ['checkReissueRequest', fc.tuple(anything, fc.constant(aCard().build()))],
  [
    'planTrip',
    fc.tuple(
      card,
      fc.oneof(
        anything,
        fc.record({ destination: anything, firstDay: anything, lastDay: anything, paymentLimit: anything }),
      ),
      fc.oneof(anything, fc.constant('2026-11-23')),
      anything,
    ),
  ],
  ['tripOffer', fc.tuple(card)],
  ['cardTrips', fc.tuple(fc.oneof(card, fc.constant(aCard().withTemporaryRegion().selected())))],
  ['closedDayReason', fc.tuple(anything)],
  ['isDutchPublicHoliday', fc.tuple(anything)],
  ['dutchHolidayOn', fc.tuple(anything)],
  ['isWeekend', fc.tuple(anything)],
  ['isBankBusinessDay', fc.tuple(anything)],
  ['nextBusinessDay', fc.tuple(anything)],
  ['firstBusinessDayFrom', fc.tuple(anything)],
  ['earliestStart', fc.tuple(fc.oneof(fc.constantFrom('POS', 'ATM', 'REGION'), anything), anything, card)],
  ['dateWindow', fc.tuple(anything, anything)],
  ['dutchHolidays', fc.tuple(anything)],
  ['parseIsoDate', fc.tuple(anything)],
  ['isIsoDate', fc.tuple(anything)],
  ['parseTypedDate', fc.tuple(anything)],
  ['tidyTypedDate', fc.tuple(anything)],
  ['parseAmount', fc.tuple(anything, anything)],
  ['checkAmount', fc.tuple(anything, anything)],
  ['parseInstant', fc.tuple(anything)],
  ['formatServerDate', fc.tuple(anything)],
  ['parseErrorBody', fc.tuple(anything, anything)],
  ['errorBody', fc.tuple(anything, anything, anything)],
  ['parseCardHistoryPage', fc.tuple(anything)],
  ['reissueFeeOf', fc.tuple(anything)],
  ['readPeriod', fc.tuple(anything)],
  ['isSafeLink', fc.tuple(anything)],
  ['isSafeReturnPath', fc.tuple(anything)],
  ['findUnsafeCharacter', fc.tuple(anything)],
  ['isSafeText', fc.tuple(anything)],
  ['formatIban', fc.tuple(anything)],
  ['formatCardNumber', fc.tuple(anything)],
  ['periodReminder', fc.tuple(anything, anything)],
  // A card, a limit, a geo profile as the bank sends them (issue 36, item 1).
  ...['cardStatus', 'replacementOf', 'isBlocked', 'isInactive', 'isListedCard', 'reissueReasons'].map(
    (name): [string, fc.Arbitrary<unknown[]>] => [name, fc.tuple(card)],
  ),
  ['listedCards', fc.tuple(fc.oneof(anything, fc.array(card)))],
  ['compareCards', fc.tuple(card, card)],
  ['toSelectedCard', fc.tuple(card, anything)],
  ['cardImageKind', fc.tuple(card, anything)],
  ['privateBankingUsageCode', fc.tuple(anything)],
  ['showsSettings', fc.tuple(fc.oneof(anything, fc.constant(aCard().selected())))],
  ['cardLimits', fc.tuple(fc.oneof(anything, fc.constant(aCard().selected())))],
  ['cardLimit', fc.tuple(fc.oneof(anything, fc.constant(aCard().selected())), anything)],
  ['hasLinkAction', fc.tuple(card, anything)],
  ['isPermitted', fc.tuple(card, anything)],
  ...['canBlock', 'canUnblock', 'canReplace', 'allowsOnlineLimitChange'].map(
    (name): [string, fc.Arbitrary<unknown[]>] => [name, fc.tuple(card)],
  ),
  ['allowedLimitChanges', fc.tuple(card, anything, anything)],
  ['allowedRegionChanges', fc.tuple(card, anything)],
  ['blocksOldCard', fc.tuple(card, anything)],
  ['findLimit', fc.tuple(anything, anything)],
  ...['firstTemporaryLimit', 'isLimitChangePending', 'pendingChangeOf'].map(
    (name): [string, fc.Arbitrary<unknown[]>] => [
      name,
      fc.tuple(fc.oneof(anything, fc.constant(aCard().build().limits?.[1]))),
    ],
  ),
  ['highestAllowedLimit', fc.tuple(anything, anything)],
  ['pendingChangeOfCard', fc.tuple(fc.oneof(anything, fc.array(anything)))],
  ['temporaryReminders', fc.tuple(fc.oneof(anything, fc.constant(aCard().withTemporaryRegion().selected())), anything)],
  ['defaultRegion', fc.tuple(anything)],
  ['firstTemporaryGeoProfile', fc.tuple(anything)],
];

describe('every export that takes outside input', () => {
  it.each(calls)('%s answers arbitrary JSON without throwing', (name, argsArb) => {
    const call = (domain as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
    expect(typeof call).toBe('function');
    fc.assert(
      fc.property(argsArb, (args) => void call(...args)),
      { numRuns: 200 },
    );
  });

  it('catalogueText answers any code and language', () => {
    fc.assert(
      fc.property(anything, anything, (code, language) => void catalogueText(code as never, language as never)),
    );
  });
});
