import { limitPermission } from '../cards/limit-permission';
import { isPermitted } from '../cards/permissions';
import { regionPermission } from '../cards/region-permission';
import { readCardToCheck, type CardToCheck } from '../checks/card-to-check';
import { defaultRegion } from '../geo/region';
import { findLimit, TEMPORARY_LIMIT_TYPES, type TemporaryLimitType } from '../limits/limit-type';

/** A limit a trip may raise, with what the card allows up front (issue 35: "the card's maximum"). */
export type TripLimitOffer = {
  readonly limitType: TemporaryLimitType;
  readonly defaultLimitValue: number;
  readonly maxLimitValue: number;
};

/**
 * What the "Going abroad" journey may offer a card (section 6's links): a temporary World
 * setting, and each temporary limit the card has and may create. `offered` is false when the
 * links allow none of them (the button is hidden); `defaultIsWorld` says the card works
 * worldwide already (the journey explains it rather than offering World).
 */
export type TripOffer = {
  readonly offered: boolean;
  readonly region: boolean;
  readonly defaultIsWorld: boolean;
  readonly limits: readonly TripLimitOffer[];
};

const NOTHING: TripOffer = { offered: false, region: false, defaultIsWorld: false, limits: [] };

/** A card that does not read as one (`readCardToCheck`) is offered nothing, never a throw. */
export function tripOffer(given: Pick<CardToCheck, 'links' | 'limits' | 'geoProfile'>): TripOffer {
  const read = readCardToCheck(given);
  if (!read.ok) return NOTHING;
  const card = read.value;
  const region = isPermitted(card, regionPermission({ kind: 'createTemporary', region: 'WORLD' }));
  const limits = TEMPORARY_LIMIT_TYPES.flatMap((limitType) => {
    const limit = findLimit(card.limits ?? [], limitType);
    return limit && isPermitted(card, limitPermission({ kind: 'createTemporary', limitType }))
      ? [{ limitType, defaultLimitValue: limit.defaultLimitValue, maxLimitValue: limit.maxLimitValue }]
      : [];
  });
  return {
    offered: region || limits.length > 0,
    region,
    defaultIsWorld: defaultRegion(card.geoProfile) === 'WORLD',
    limits,
  };
}
