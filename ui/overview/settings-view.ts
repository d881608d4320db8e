import {
  defaultRegion,
  firstTemporaryGeoProfile,
  firstTemporaryLimit,
  formatServerDate,
  optionForPeriod,
  parseIsoDate,
  pendingChangeOf,
  regionOf,
  type CardLimit,
  type IsoDate,
  type Region,
  type SelectedCard,
  type TemporaryOption,
} from '../../domain/index';
import { pendingChangeView, type DescribedChangeView } from '../cards/pending-change-view';
import { ROUTES, type RoutePath } from '../navigation/route-table';

/** A temporary limit or region, as its box on the tile shows it (section 2.3). */
export type TemporaryBox = {
  readonly option: TemporaryOption;
  /** dd-mm-yyyy. */
  readonly startDate: string;
  readonly endDate: string;
  readonly amount?: number;
  readonly region?: Region;
};

export type SettingsTile = {
  readonly kind: 'ecommerce' | 'payment' | 'withdrawal' | 'region';
  readonly path: RoutePath;
  readonly amount?: number;
  readonly region?: Region;
  readonly temporary?: TemporaryBox;
  /** The limit's change waiting to be signed, where the bank says what it is (issue 12). */
  readonly pending?: DescribedChangeView;
};

/** Section 2.3: "only today", "other day" or "period", from the first temporary entry. */
function temporaryBox(
  entry: { readonly startDate: string; readonly endDate: string },
  today: IsoDate,
): Omit<TemporaryBox, 'amount' | 'region'> {
  const start = parseIsoDate(entry.startDate);
  const end = parseIsoDate(entry.endDate);
  // A date the bank sent unreadably still shows, as a dash, in the widest wording.
  const option = start.ok && end.ok ? optionForPeriod({ startDate: start.value, endDate: end.value }, today) : 'period';
  return { option, startDate: formatServerDate(entry.startDate), endDate: formatServerDate(entry.endDate) };
}

function limitTile(
  kind: 'ecommerce' | 'payment' | 'withdrawal',
  path: RoutePath,
  limit: CardLimit | undefined,
  today: IsoDate,
): SettingsTile[] {
  if (!limit) return [];
  const temporary = firstTemporaryLimit(limit);
  const pending = pendingChangeView(pendingChangeOf(limit));
  return [
    {
      kind,
      path,
      amount: limit.defaultLimitValue,
      ...(temporary ? { temporary: { ...temporaryBox(temporary, today), amount: temporary.limitValue } } : {}),
      ...(pending?.kind === 'described' ? { pending } : {}),
    },
  ];
}

/** The settings tiles of a card (section 2.3): e-commerce for DMC cards only, then payment, withdrawal, foreign use. */
export function settingsTiles(card: SelectedCard, today: IsoDate): readonly SettingsTile[] {
  const temporaryRegion = firstTemporaryGeoProfile(card.geoProfile);
  return [
    ...(card.paymentScheme === 'DMC' ? limitTile('ecommerce', ROUTES.ecommerceLimit, card.ecommerceLimit, today) : []),
    ...limitTile('payment', ROUTES.paymentLimit, card.paymentLimit, today),
    ...limitTile('withdrawal', ROUTES.withdrawalLimit, card.withdrawalLimit, today),
    ...(card.geoProfile
      ? [
          {
            kind: 'region' as const,
            path: ROUTES.region,
            region: defaultRegion(card.geoProfile),
            ...(temporaryRegion
              ? { temporary: { ...temporaryBox(temporaryRegion, today), region: regionOf(temporaryRegion.geoProfile) } }
              : {}),
          },
        ]
      : []),
  ];
}
