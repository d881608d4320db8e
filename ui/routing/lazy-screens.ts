import type { ScreenTextsPart } from '../i18n/texts';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { ScreenModule } from './lazy-screen';

/** A screen loaded on demand: its chunk, and the texts part only it shows (`ui/i18n/<lang>/<part>.json`), loaded beside it. */
export type LazyScreenEntry = { readonly texts: ScreenTextsPart; readonly load: () => Promise<ScreenModule> };

/**
 * Every screen but the overview: one chunk each, loaded when its route is entered; a route of the
 * table without a screen leads to the overview. This list is also the build's manifest:
 * esbuild.mjs runs it, each `import('…')` standing for its file, to record which texts part each
 * lazy screen loads. So it imports only the route table and types.
 */
export const LAZY_SCREENS = {
  [ROUTES.ecommerceLimit]: { texts: 'editors', load: () => import('../limits/ecommerce-limit.screen') },
  [ROUTES.paymentLimit]: { texts: 'editors', load: () => import('../limits/spending-limit.screen') },
  [ROUTES.withdrawalLimit]: { texts: 'editors', load: () => import('../limits/spending-limit.screen') },
  [ROUTES.region]: { texts: 'editors', load: () => import('../region/region.screen') },
  [ROUTES.replaceCard]: { texts: 'replace-card', load: () => import('../replace/replace-card.screen') },
  [ROUTES.signing]: { texts: 'editors', load: () => import('../signing/signing.screen') },
} satisfies Partial<Record<RoutePath, LazyScreenEntry>>;

/**
 * Sections of the overview loaded on demand, with their texts part, as the screens above (and in
 * the build's manifest with them): the overview's first load carries none of their code.
 */
export const LAZY_SECTIONS = {
  cardHistory: { texts: 'history', load: () => import('../history/card-history.section') },
} satisfies Record<string, LazyScreenEntry>;
