import { lazy } from 'react';
import type { LazyScreens } from './routing/lazy-screen';

/**
 * The editor and signing screens: one chunk each, loaded when their route is entered. Each entry
 * reads `'/edit-region': lazy(() => import('./region/region.route')),`; a route of the table
 * without an entry here leads to the overview.
 */
export const EDITOR_SCREENS: LazyScreens = {
  '/edit-ecommerce-limit': lazy(() => import('./limits/ecommerce-limit.route')),
  '/edit-payment-limit': lazy(() => import('./limits/payment-limit.route')),
  '/edit-withdrawal-limit': lazy(() => import('./limits/withdrawal-limit.route')),
  '/edit-region': lazy(() => import('./region/region.route')),
  '/signing': lazy(() => import('./signing/signing.route')),
};
