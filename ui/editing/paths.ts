/**
 * Section 2.1's paths these screens name. The route table owns the routes; these must match it
 * (the overview is at /card-management, and "/" redirects there).
 */
export const OVERVIEW_PATH = '/card-management';
export const SIGNING_PATH = '/signing';

export const EDITOR_ROUTES = {
  ecommerce: '/edit-ecommerce-limit',
  payment: '/edit-payment-limit',
  withdrawal: '/edit-withdrawal-limit',
  region: '/edit-region',
} as const;

/** Where a screen action leads; the screen navigates with react-router. */
export type Destination = typeof OVERVIEW_PATH | typeof SIGNING_PATH;
