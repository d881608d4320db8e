/** Section 1: the application version; a test keeps it equal to package.json's. */
export const APP_VERSION = '2.8.0';

/**
 * Sections 1 and 9: every analytics event identifies the app as a retail, personal-segment
 * application of the Dutch bank in a closed (logged-in) domain, with the feedback button loaded.
 * The names are the analytics vendor's, as the spec gives them.
 */
export const ANALYTICS_IDENTITY = {
  app_name: 'dcss-frontend',
  app_version: APP_VERSION,
  business_line: 'retail',
  segment: 'personal',
  country_code: 'nl',
  channel_type: 'closed domain',
  user_is_logged_in: true,
  feedback_button_load: 1,
} as const;
