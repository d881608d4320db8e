import { lazyScreen, type LazyScreens } from './routing/lazy-screen';

/**
 * The editor and signing screens: one chunk each, loaded when their route is entered, with the
 * editors' texts (ui/i18n/<lang>/editors.json) beside it. Each entry reads
 * `'/edit-region': lazyScreen(() => import('./region/region.route'), 'editors'),`; a route of the
 * table without an entry here leads to the overview.
 */
export const EDITOR_SCREENS: LazyScreens = {
  '/edit-ecommerce-limit': lazyScreen(() => import('./limits/ecommerce-limit.route'), 'editors'),
  '/edit-payment-limit': lazyScreen(() => import('./limits/payment-limit.route'), 'editors'),
  '/edit-withdrawal-limit': lazyScreen(() => import('./limits/withdrawal-limit.route'), 'editors'),
  '/edit-region': lazyScreen(() => import('./region/region.route'), 'editors'),
  '/signing': lazyScreen(() => import('./signing/signing.route'), 'editors'),
};
