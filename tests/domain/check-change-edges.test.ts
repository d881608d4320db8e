import { checkChange, earliestStart, type ChangeContext, type IsoDate } from '../../domain/index';
import { aCard, TODAY } from '../support/builders/card';

// Issue 36: the edges of checkChange and earliestStart the mutation run (npm run test:mutation --
// check-change) found no test for.
const context: ChangeContext = { today: TODAY };
const refused = (code: string, field?: string) => ({ ok: false, error: field ? { code, field } : { code } });
const entry = (temporaryLimitId: string, startDate: string, endDate: string) => ({
  temporaryLimitId,
  limitValue: 4000,
  startDate,
  endDate,
});
const region = (temporaryGeoProfileId: string, startDate: string, endDate: string) => ({
  temporaryGeoProfileId,
  geoProfile: 'WORLD',
  startDate,
  endDate,
});
const withRegions = (...temporaryGeoProfiles: ReturnType<typeof region>[]) => {
  const card = aCard().build();
  return { ...card, geoProfile: { ...card.geoProfile!, temporaryGeoProfiles } };
};

describe('checkChange, what the mutation run found untested', () => {
  it('answers a change that is no object as REQUEST_INVALID on operation', () => {
    expect(checkChange(aCard().build(), null as never, context)).toEqual(refused('REQUEST_INVALID', 'operation'));
  });

  it('asks a changed temporary limit for the delete link (1009), not the create link', () => {
    const card = aCard().withTemporaryLimit('POS').withoutLinks('DELETE_TEMPORARY_LIMIT_POS').build();
    const body = { limitType: 'POS', limitValue: 3000, startDate: '2026-11-24', endDate: '2026-11-27' };
    expect(
      checkChange(card, { operation: 'changeTemporaryLimit', temporaryLimitId: 'temporary-POS', body }, context),
    ).toEqual(refused('MESSAGE_BAI540_1009'));
  });

  it('names the temporary limit a change replaces by its id, not the first one', () => {
    const second = entry('second', '2026-11-30', '2026-12-01');
    const card = aCard()
      .withLimit('POS', { temporaryLimits: [entry('first', '2026-11-24', '2026-11-25'), second] })
      .build();
    const body = { limitType: 'POS', limitValue: 3000, startDate: '2026-12-07', endDate: '2026-12-08' };
    const change = { operation: 'changeTemporaryLimit', temporaryLimitId: 'second', body } as const;
    expect(checkChange(card, change, context)).toMatchObject({ ok: true, value: { replaced: second } });
  });

  it('lets a replacing temporary region take days of the one it replaces, not of another', () => {
    const card = withRegions(region('trip', '2026-11-24', '2026-11-27'), region('other', '2026-12-07', '2026-12-08'));
    const replace = (startDate: string, endDate: string) =>
      checkChange(
        card,
        { operation: 'createTemporaryRegion', replacingId: 'trip', body: { geoProfile: 'WORLD', startDate, endDate } },
        context,
      );
    expect(replace('2026-11-25', '2026-11-30')).toMatchObject({ ok: true });
    expect(replace('2026-12-04', '2026-12-07')).toEqual(refused('TEMPORARY_GEO_PROFILE_OVERLAPS'));
  });

  it('deletes a temporary region found by its id', () => {
    const trip = region('trip', '2026-11-24', '2026-11-27');
    const card = withRegions(trip);
    expect(checkChange(card, { operation: 'deleteTemporaryRegion', temporaryGeoProfileId: 'trip' }, context)).toEqual({
      ok: true,
      value: { operation: 'deleteTemporaryRegion', temporaryGeoProfile: trip },
    });
    expect(checkChange(card, { operation: 'deleteTemporaryRegion', temporaryGeoProfileId: 'gone' }, context)).toEqual(
      refused('TEMPORARY_GEO_PROFILE_NOT_FOUND'),
    );
  });

  it('orders a replacement with the reissue link and a reason the card allows, and refuses it without the link', () => {
    const card = aCard().build();
    const body = { paymentInstrumentUsageId: card.paymentInstrumentUsageId, reason: 'LOST' };
    expect(checkChange(card, { operation: 'replace', body }, {})).toEqual({
      ok: true,
      value: { operation: 'replace', reason: 'LOST' },
    });
    expect(checkChange(card, { operation: 'replace', body: { ...body, reason: 'BORED' } }, {})).toEqual(
      refused('REASON_INVALID', 'reason'),
    );
    const unlinked = aCard().withoutLinks('REISSUE_EXISTING_INSTRUMENT').build();
    expect(checkChange(unlinked, { operation: 'replace', body }, {})).toEqual(refused('MESSAGE_BAI540_1033'));
  });
});

describe('earliestStart, what the mutation run found untested', () => {
  const day = (text: string) => text as IsoDate;

  it('reads no allowed dates from a card that is null', () => {
    expect(earliestStart('POS', day('2027-04-24'), null as never)).toEqual({ ok: true, value: '2027-04-26' });
  });

  it('answers the window’s last day when that is its only business day', () => {
    const card = aCard()
      .withLimit('ATM', {
        allowedTemporaryLimitDates: { earliestStartDate: '2027-05-07', latestStartDate: '2027-05-07', maxPeriod: 3 },
      })
      .build();
    expect(earliestStart('ATM', day('2027-04-24'), card)).toEqual({ ok: true, value: '2027-05-07' });
  });
});
