/**
 * Section 2.1: every screen's path. A file of its own, so the page's first module (issue 14),
 * which paints before the app has loaded, knows the overview's address without the route table.
 */
export const ROUTES = {
  overview: '/card-management',
  ecommerceLimit: '/edit-ecommerce-limit',
  paymentLimit: '/edit-payment-limit',
  withdrawalLimit: '/edit-withdrawal-limit',
  region: '/edit-region',
  replaceCard: '/replace-card',
  signing: '/signing',
  trip: '/going-abroad',
  tripSummary: '/going-abroad-summary',
  cancelTrip: '/cancel-trip',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];
