import fc from 'fast-check';
import {
  checkReissueRequest,
  checkTemporaryLimitDeletion,
  checkTemporaryRegionDeletion,
  reissueReasons,
  REISSUE_REASONS,
  type IsoDate,
} from '../../domain/index';
import { geoProfileArb, paymentInstrumentArb } from '../support/arbitraries/index';

const today = '2027-03-01' as IsoDate;
const cardArb = paymentInstrumentArb({ today });

describe('the reissue request rule', () => {
  it('accepts exactly the reasons the bank offers for the card, with the card’s own usage id', () => {
    fc.assert(
      fc.property(cardArb, fc.constantFrom(...REISSUE_REASONS), (card, reason) => {
        const result = checkReissueRequest({ paymentInstrumentUsageId: card.paymentInstrumentUsageId, reason }, card);
        if (reissueReasons(card).includes(reason)) expect(result).toEqual({ ok: true, value: reason });
        else expect(result).toEqual({ ok: false, error: { code: 'REASON_INVALID', field: 'reason' } });
      }),
    );
  });

  it('names the missing or wrong field before looking at the reason', () => {
    fc.assert(
      fc.property(cardArb, fc.oneof(fc.constant(undefined), fc.constant(''), fc.constant(null)), (card, missing) => {
        expect(checkReissueRequest({ paymentInstrumentUsageId: missing, reason: 'LOST' }, card)).toMatchObject({
          error: { code: 'INSTRUMENT_USAGE_ID_MISSING' },
        });
        expect(
          checkReissueRequest({ paymentInstrumentUsageId: `${card.paymentInstrumentUsageId}x`, reason: 'LOST' }, card),
        ).toMatchObject({
          error: { code: 'INSTRUMENT_USAGE_ID_INVALID' },
        });
        expect(
          checkReissueRequest({ paymentInstrumentUsageId: card.paymentInstrumentUsageId, reason: missing }, card),
        ).toMatchObject({
          error: { code: 'REASON_MISSING' },
        });
      }),
    );
  });

  it('refuses anything that is not a JSON object as unreadable', () => {
    fc.assert(
      fc.property(
        cardArb,
        fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.array(fc.anything())),
        (card, body) => {
          expect(checkReissueRequest(body, card)).toEqual({ ok: false, error: { code: 'REQUEST_INVALID' } });
        },
      ),
    );
  });
});

describe('the temporary limit deletion rule', () => {
  it('finds every temporary limit of the card, with its type, unless a change is pending', () => {
    fc.assert(
      fc.property(cardArb, fc.boolean(), (card, pending) => {
        for (const limit of card.limits ?? []) {
          for (const entry of limit.temporaryLimits ?? []) {
            const result = checkTemporaryLimitDeletion(entry.temporaryLimitId, { limits: card.limits ?? [], pending });
            if (pending) expect(result).toEqual({ ok: false, error: { code: 'MESSAGE_BAI540_1003' } });
            else
              expect(result).toMatchObject({
                ok: true,
                value: { temporaryLimit: { temporaryLimitId: entry.temporaryLimitId } },
              });
          }
        }
      }),
    );
  });

  it('answers TEMPORARY_LIMIT_NOT_FOUND for an id the card does not hold, pending or not', () => {
    fc.assert(
      fc.property(cardArb, fc.boolean(), (card, pending) => {
        expect(checkTemporaryLimitDeletion('no-such-entry', { limits: card.limits ?? [], pending })).toEqual({
          ok: false,
          error: { code: 'TEMPORARY_LIMIT_NOT_FOUND' },
        });
      }),
    );
  });
});

describe('the temporary region deletion rule', () => {
  it('finds the card’s temporary profiles and nothing else', () => {
    fc.assert(
      fc.property(geoProfileArb(today), (geo) => {
        for (const entry of geo.temporaryGeoProfiles ?? []) {
          expect(checkTemporaryRegionDeletion(entry.temporaryGeoProfileId, geo)).toEqual({ ok: true, value: entry });
        }
        expect(checkTemporaryRegionDeletion('no-such-entry', geo)).toEqual({
          ok: false,
          error: { code: 'TEMPORARY_GEO_PROFILE_NOT_FOUND' },
        });
      }),
    );
  });
});
