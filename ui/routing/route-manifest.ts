import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { ScreenTextsPart } from '../i18n/texts';
import { cardPage, formPage, ROUTES, type RouteMeta } from '../navigation/route-table';

/** A binding group's module: binds what its screens resolve (their use cases' group, their presenters). */
export type BindingModule = { readonly bind: (container: Container) => void };

/**
 * One entry per screen (section 2.1): where it is, what it is called, its layout, and — for a
 * screen loaded on demand — the texts parts loaded beside it (its own, and `notices` where it can
 * show the catalogue's errors or a success), its chunk, which only renders, and the binding group
 * that builds its presenter. The overview has neither: it comes with the first load.
 */
export type ScreenEntry = RouteMeta & {
  readonly texts: readonly ScreenTextsPart[];
  readonly screen?: () => Promise<{ readonly default: ComponentType }>;
  readonly presenter?: () => Promise<BindingModule>;
};

/**
 * The app's screens. This list is also the build's manifest: esbuild.mjs runs it, each `import('…')`
 * standing for its file, to record which module and texts parts each lazy screen loads. So it
 * imports only the route table and types.
 */
export const ROUTE_MANIFEST: readonly ScreenEntry[] = [
  {
    ...cardPage(ROUTES.overview, 'cardManagement', { hideContactBlock: false, directEntry: true, cardPicker: true }),
    texts: [],
  },
  {
    ...formPage(ROUTES.ecommerceLimit, 'editEcommerceLimit'),
    texts: ['editors', 'forms', 'notices'],
    screen: () => import('../limits/ecommerce-limit.screen'),
    presenter: () => import('../limits/ecommerce-limit-bindings'),
  },
  {
    ...formPage(ROUTES.paymentLimit, 'editPaymentLimit'),
    texts: ['editors', 'forms', 'notices'],
    screen: () => import('../limits/spending-limit.screen'),
    presenter: () => import('../limits/spending-limit-bindings'),
  },
  {
    ...formPage(ROUTES.withdrawalLimit, 'editWithdrawalLimit'),
    texts: ['editors', 'forms', 'notices'],
    screen: () => import('../limits/spending-limit.screen'),
    presenter: () => import('../limits/spending-limit-bindings'),
  },
  {
    ...formPage(ROUTES.region, 'editRegion'),
    texts: ['editors', 'forms', 'notices'],
    screen: () => import('../region/region.screen'),
    presenter: () => import('../region/region-bindings'),
  },
  {
    ...formPage(ROUTES.replaceCard, 'replaceCard'),
    texts: ['replace-card', 'notices'],
    screen: () => import('../replace/replace-card.screen'),
    presenter: () => import('../replace/replace-bindings'),
  },
  {
    ...formPage(ROUTES.trip, 'goingAbroad'),
    texts: ['trip', 'forms', 'notices'],
    screen: () => import('../trip/trip-plan.screen'),
    presenter: () => import('../trip/trip-bindings'),
  },
  {
    ...formPage(ROUTES.tripSummary, 'goingAbroadSummary'),
    texts: ['trip', 'forms', 'notices'],
    screen: () => import('../trip/trip-summary.screen'),
    presenter: () => import('../trip/trip-bindings'),
  },
  {
    ...formPage(ROUTES.cancelTrip, 'cancelTrip'),
    texts: ['trip', 'forms', 'notices'],
    screen: () => import('../trip/cancel-trip.screen'),
    presenter: () => import('../trip/trip-bindings'),
  },
  {
    ...cardPage(ROUTES.signing, 'signing', { layout: 'layoutFullWidth', showSidebar: false }),
    // 'trip': a trip's signature says which one it is and what follows (issue 35).
    texts: ['forms', 'notices', 'trip'],
    screen: () => import('../signing/signing.screen'),
    presenter: () => import('../signing/signing-bindings'),
  },
];

/** A part of a screen loaded on demand as a screen is (its module exports the part and `bind`). */
export type LazySection = {
  readonly texts: readonly ScreenTextsPart[];
  readonly load: () => Promise<{ readonly default: ComponentType } & BindingModule>;
};

/**
 * Sections of the overview loaded on demand, with their texts parts, as the screens above (and in
 * the build's manifest with them): the overview's first load carries none of their code.
 */
export const LAZY_SECTIONS = {
  cardHistory: { texts: ['history'], load: () => import('../history/card-history.section') },
  // Issue 35: "Going abroad" and the card's trips, beside the settings; the journey's texts come with it.
  trips: { texts: ['trip'], load: () => import('../trip/trips.section') },
  // Issues 14 and 34: asked for shortly before the warning can show (shell/warning-watch.ts); its texts come with it.
  sessionTimeout: { texts: ['session-timeout'], load: () => import('../shell/session-timeout-dialog') },
} satisfies Record<string, LazySection>;

export const routeFor = (pathname: string): ScreenEntry | undefined =>
  ROUTE_MANIFEST.find((route) => route.path === pathname);

export const isRoute = (pathname: string): boolean => routeFor(pathname) !== undefined;
