import type { ScreenTextsPart } from '../i18n/texts';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { ScreenModule } from './lazy-screen';

/**
 * A screen loaded on demand: its chunk, and the texts parts it shows (`ui/i18n/<lang>/<part>.json`),
 * loaded beside it — its own, and `notices` where it can show the catalogue's errors or a success.
 */
export type LazyScreenEntry = {
  readonly texts: readonly ScreenTextsPart[];
  readonly load: () => Promise<ScreenModule>;
};

/**
 * Every screen but the overview: one chunk each, loaded when its route is entered; a route of the
 * table without a screen leads to the overview. This list is also the build's manifest:
 * esbuild.mjs runs it, each `import('…')` standing for its file, to record which texts parts each
 * lazy screen loads. So it imports only the route table and types.
 */
export const LAZY_SCREENS = {
  [ROUTES.ecommerceLimit]: { texts: ['editors', 'notices'], load: () => import('../limits/ecommerce-limit.screen') },
  [ROUTES.paymentLimit]: { texts: ['editors', 'notices'], load: () => import('../limits/spending-limit.screen') },
  [ROUTES.withdrawalLimit]: { texts: ['editors', 'notices'], load: () => import('../limits/spending-limit.screen') },
  [ROUTES.region]: { texts: ['editors', 'notices'], load: () => import('../region/region.screen') },
  [ROUTES.replaceCard]: { texts: ['replace-card', 'notices'], load: () => import('../replace/replace-card.screen') },
  [ROUTES.signing]: { texts: ['editors', 'notices'], load: () => import('../signing/signing.screen') },
} satisfies Partial<Record<RoutePath, LazyScreenEntry>>;

/**
 * Sections of the overview loaded on demand, with their texts parts, as the screens above (and in
 * the build's manifest with them): the overview's first load carries none of their code.
 */
export const LAZY_SECTIONS = {
  cardHistory: { texts: ['history'], load: () => import('../history/card-history.section') },
  // Issue 14: its watch starts only once the first card has been painted (its texts are the app's own).
  sessionTimeout: { texts: [], load: () => import('../shell/session-timeout-dialog') },
} satisfies Record<string, LazyScreenEntry>;
