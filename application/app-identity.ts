/** Section 1: the application version; a test keeps it equal to package.json's. */
export const APP_VERSION = '2.8.0';

/**
 * Section 1: analytics identify the app as a retail, personal-segment application in a closed
 * (logged-in) domain.
 */
export const ANALYTICS_IDENTITY = {
  applicationVersion: APP_VERSION,
  businessLine: 'retail',
  segment: 'personal',
  domain: 'closed',
} as const;
