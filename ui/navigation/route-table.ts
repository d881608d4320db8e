/**
 * Section 2.1: every screen's path (./routes.ts) and its metadata, which decide the layout around
 * it. The name is also the key of its texts: `routes.{name}` (title, short title) and
 * `cancelModal.{name}`.
 */
import { ROUTES, type RoutePath } from './routes';

export { ROUTES, type RoutePath };

/** Section 2.2; an unknown flavour falls back to full width. */
export const LAYOUT_FLAVOURS = [
  'layoutFullWidth',
  'layout2Columns',
  'layoutFormsStepper',
  'layoutSidebarLeft',
  'plain',
] as const;
export type LayoutFlavour = (typeof LAYOUT_FLAVOURS)[number];

export type RouteName =
  | 'cardManagement'
  | 'editEcommerceLimit'
  | 'editPaymentLimit'
  | 'editWithdrawalLimit'
  | 'editRegion'
  | 'replaceCard'
  | 'signing';
export type CancelModalName = Exclude<RouteName, 'cardManagement' | 'signing'>;

export type RouteMeta = {
  readonly path: RoutePath;
  readonly name: RouteName;
  readonly layout: LayoutFlavour;
  readonly showSidebar: boolean;
  /** The long/short title with the back link to the portal; forms-stepper screens use the toolbar. */
  readonly showTitleBar: boolean;
  readonly showStickyBottom: boolean;
  readonly hideContactBlock: boolean;
  /** Forms-stepper screens: the toolbar with the route title and Close, which opens this modal. */
  readonly cancelModal: CancelModalName | undefined;
  /** Section 2.1: only the overview may be opened directly (a link, a reload, a typed address). */
  readonly directEntry: boolean;
};

const CARD_PAGE: Omit<RouteMeta, 'path' | 'name'> = {
  layout: 'layout2Columns',
  showSidebar: true,
  showTitleBar: true,
  showStickyBottom: false,
  hideContactBlock: true,
  cancelModal: undefined,
  directEntry: false,
};

const FORM = (path: RoutePath, name: CancelModalName): RouteMeta => ({
  ...CARD_PAGE,
  path,
  name,
  layout: 'layoutFormsStepper',
  showSidebar: false,
  showTitleBar: false,
  cancelModal: name,
});

export const ROUTE_TABLE: readonly RouteMeta[] = [
  { ...CARD_PAGE, path: ROUTES.overview, name: 'cardManagement', hideContactBlock: false, directEntry: true },
  FORM(ROUTES.ecommerceLimit, 'editEcommerceLimit'),
  FORM(ROUTES.paymentLimit, 'editPaymentLimit'),
  FORM(ROUTES.withdrawalLimit, 'editWithdrawalLimit'),
  FORM(ROUTES.region, 'editRegion'),
  FORM(ROUTES.replaceCard, 'replaceCard'),
  { ...CARD_PAGE, path: ROUTES.signing, name: 'signing', layout: 'layoutFullWidth', showSidebar: false },
];

export const routeFor = (pathname: string): RouteMeta | undefined =>
  ROUTE_TABLE.find((route) => route.path === pathname);

export const isRoutePath = (value: unknown): value is RoutePath => ROUTE_TABLE.some((route) => route.path === value);

/** Section 2.2: an unknown flavour is full width; `enforcePlain` wins over the route's flavour. */
export function layoutFlavour(value: unknown, plainEnforced: boolean): LayoutFlavour {
  if (plainEnforced) return 'plain';
  return (LAYOUT_FLAVOURS as readonly unknown[]).includes(value) ? (value as LayoutFlavour) : 'layoutFullWidth';
}
