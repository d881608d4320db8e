import { parseIsoDate, type IsoDate } from '../calendar/iso-date';
import { regionOf, type TemporaryGeoProfile } from '../geo/region';
import type { TemporaryLimit, TemporaryLimitType } from '../limits/limit-type';
import type { ReminderSettings } from '../reminders/temporary-reminders';

/** A trip as the card holds it: the temporary settings that share its first and last day. */
export type CardTrip = {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  /** The temporary World setting for those days, when the trip has one. */
  readonly region: TemporaryGeoProfile | undefined;
  readonly limits: readonly { readonly limitType: TemporaryLimitType; readonly temporaryLimit: TemporaryLimit }[];
};

type Entry = { readonly startDate: string; readonly endDate: string };

/** A list from the bank's card, its entries objects; anything else holds none. */
const entriesOf = <T extends object>(list: readonly T[] | undefined): readonly T[] =>
  Array.isArray(list) ? list.filter((entry): entry is T => typeof entry === 'object' && entry !== null) : [];

const periodKey = (entry: Entry): string | undefined => {
  const start = parseIsoDate(entry.startDate);
  const end = parseIsoDate(entry.endDate);
  return start.ok && end.ok && start.value <= end.value ? `${start.value}/${end.value}` : undefined;
};

/**
 * The card's trips, earliest first. The bank keeps no trip, only temporary entries, so a trip is
 * read back from what `planTrip` makes: two or more temporary settings of different kinds (World,
 * the payment limit, the withdrawal limit) with exactly the same dates. A lone temporary setting
 * stays a setting of its own, as its editor made it. Entries with unreadable dates belong to none;
 * a card that does not read has none (never a throw). `lone`: a lone setting counts too, as the
 * trip it was made for when it is all a trip changed (World alone).
 */
export function cardTrips(card: ReminderSettings, options: { readonly lone?: boolean } = {}): readonly CardTrip[] {
  const groups = new Map<string, { region?: TemporaryGeoProfile; limits: CardTrip['limits'][number][] }>();
  const groupOf = (entry: Entry) => {
    const key = periodKey(entry);
    if (key === undefined) return undefined;
    const group = groups.get(key) ?? { limits: [] };
    groups.set(key, group);
    return group;
  };
  const given = (typeof card === 'object' && card !== null ? card : {}) as ReminderSettings;
  for (const region of entriesOf(given.geoProfile?.temporaryGeoProfiles)) {
    const group = regionOf(region.geoProfile) === 'WORLD' ? groupOf(region) : undefined;
    if (group && !group.region) group.region = region;
  }
  for (const [limitType, limit] of [
    ['POS', given.paymentLimit],
    ['ATM', given.withdrawalLimit],
  ] as const) {
    for (const temporaryLimit of entriesOf(limit?.temporaryLimits)) {
      const group = groupOf(temporaryLimit);
      if (group && !group.limits.some((entry) => entry.limitType === limitType))
        group.limits.push({ limitType, temporaryLimit });
    }
  }
  return [...groups.entries()]
    .filter(([, group]) => group.limits.length + (group.region ? 1 : 0) >= (options.lone ? 1 : 2))
    .map(([key, group]) => {
      const [startDate, endDate] = key.split('/') as [IsoDate, IsoDate];
      return { startDate, endDate, region: group.region, limits: group.limits };
    })
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}
