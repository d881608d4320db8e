import {
  addDays,
  operationTypeOf,
  START_HORIZON_DAYS,
  type AllowedTemporaryDates,
  type CardLimit,
  type GeoProfile,
  type IsoDate,
  type LifeCycle,
  type PaymentInstrument,
} from '../../domain/index';
import type { CardParts, CardRow, SignItemRow } from '../store/card-queries';
import { perDay } from './card-dates';
import { cardLinks } from './card-links';

/** Section 9: the bank offers starts from today up to 190 days ahead, for at most a year. */
const MAX_PERIOD_DAYS = 365;

/** The same for every card on a day: worked out once a day (Temporal's date arithmetic is slow). */
export const allowedTemporaryDates: (today: IsoDate) => AllowedTemporaryDates = perDay((today) =>
  Object.freeze({
    earliestStartDate: today,
    latestStartDate: addDays(today, START_HORIZON_DAYS),
    maxPeriod: MAX_PERIOD_DAYS,
  }),
);

export type Includes = {
  readonly limits: boolean;
  readonly geoProfile: boolean;
  readonly lifeCycle: boolean;
  readonly card: boolean;
};

export const INCLUDE_EVERYTHING: Includes = { limits: true, geoProfile: true, lifeCycle: true, card: true };

/**
 * What `limitChangeRequest` holds while a change waits: enough to say what will happen, and the
 * sign item that signs it (a basket's change is signed with its basket's).
 */
export function limitChangeRequest(item: SignItemRow, signedWith: SignItemRow = item) {
  return {
    sourceId: signedWith.source_id,
    tpsId: signedWith.tps_id,
    operationType: operationTypeOf({ kind: item.operation, limitType: item.limit_type } as Parameters<
      typeof operationTypeOf
    >[0]),
    ...(item.new_value === null ? {} : { limitValue: item.new_value }),
    ...(item.start_date === null ? {} : { startDate: item.start_date }),
    ...(item.end_date === null ? {} : { endDate: item.end_date }),
  };
}

function limitsOf(row: CardRow, parts: CardParts, today: IsoDate): CardLimit[] {
  // A basket (issue 35) waits with a change per limit: each limit shows its own, signed with the basket's item.
  const pendingOf = (limitType: string) =>
    parts.pending.find(
      (item) => item.payment_instrument_id === row.payment_instrument_id && item.limit_type === limitType,
    );
  const waiting = (item: SignItemRow | undefined) =>
    item
      ? limitChangeRequest(
          item,
          parts.pending.find((lead) => lead.tps_id === item.basket_of),
        )
      : null;
  return parts.limits
    .filter((limit) => limit.payment_instrument_id === row.payment_instrument_id)
    .map((limit) => ({
      limitType: limit.limit_type,
      defaultLimitValue: limit.default_value,
      maxLimitValue: limit.max_value,
      limitChangeRequest: waiting(pendingOf(limit.limit_type)),
      ...(limit.limit_type === 'ECOM'
        ? {}
        : {
            allowedTemporaryLimitDates: allowedTemporaryDates(today),
            temporaryLimits: parts.temporaryLimits
              .filter(
                (entry) =>
                  entry.payment_instrument_id === row.payment_instrument_id && entry.limit_type === limit.limit_type,
              )
              .map((entry) => ({
                temporaryLimitId: entry.temporary_limit_id,
                limitValue: entry.limit_value,
                startDate: entry.start_date,
                endDate: entry.end_date,
              })),
          }),
    }));
}

function geoProfileOf(row: CardRow, parts: CardParts, today: IsoDate): GeoProfile {
  const temporaryGeoProfiles = parts.temporaryRegions
    .filter((entry) => entry.payment_instrument_id === row.payment_instrument_id)
    .map((entry) => ({
      temporaryGeoProfileId: entry.temporary_geo_profile_id,
      geoProfile: entry.geo_profile,
      startDate: entry.start_date,
      endDate: entry.end_date,
    }));
  const activeNow = temporaryGeoProfiles.find((entry) => entry.startDate <= today && today <= entry.endDate);
  return {
    activeGeoProfile: activeNow?.geoProfile ?? row.default_geo_profile,
    defaultGeoProfile: row.default_geo_profile,
    allowedTemporaryGeoProfileDates: allowedTemporaryDates(today),
    temporaryGeoProfiles,
  };
}

/** Beyond the spec (issue 33): which card took this one's place, why and when. */
function replacedBy(row: CardRow): Pick<LifeCycle, 'replacedBy'> {
  const { replaced_by: id, replaced_reason: reason, replaced_on: on, replacement_sequence_number: sequence } = row;
  return id && reason && on && sequence !== null
    ? { replacedBy: { paymentInstrumentId: id, cardSequenceNumber: sequence, reason, replacedOn: on as IsoDate } }
    : {};
}

/**
 * A card as the bank sends it (section 3). Limits and geo profile come only with their include
 * flags, and never for a card the customer may list but not open.
 */
export function renderCard(row: CardRow, parts: CardParts, today: IsoDate, includes: Includes): PaymentInstrument {
  const open = row.sees_details;
  return {
    paymentInstrumentId: row.payment_instrument_id,
    paymentInstrumentUsageId: row.usage_id,
    paymentInstrumentUsageCode: row.usage_code,
    paymentScheme: row.scheme,
    accountId: row.iban,
    cardSequenceNumber: row.sequence_number,
    ownerCustomerId: row.owner_bc_number,
    productId: row.product_id,
    maskedPan: row.masked_pan,
    ...(includes.card ? { physicalCard: { printedCardLineOne: row.printed_name } } : {}),
    ...(includes.lifeCycle
      ? {
          lifeCycle: {
            state: row.state,
            suspendedBy: row.suspended_by,
            expiryDate: row.expiry_date,
            allowedReissueReasons: row.reissue_reasons,
            ...replacedBy(row),
          },
        }
      : {}),
    links: open ? cardLinks(row) : [],
    ...(includes.limits && open ? { limits: limitsOf(row, parts, today), accountBalance: row.balance } : {}),
    ...(includes.geoProfile && open ? { geoProfile: geoProfileOf(row, parts, today) } : {}),
  };
}
