import { startFirstRequests } from '../adapters/composition/first-requests';

/**
 * The page's first module, a build entry of its own that the page loads before the app (issue
 * 14): config.json, the session check and the card list are asked for while React, inversify
 * and i18next are still on their way. main.tsx imports this module too, so the app gets the same
 * fetch, which hands it those answers.
 */
export const firstRequests = startFirstRequests((input, init) => window.fetch(input, init), {
  baseURI: document.baseURI,
  search: window.location.search,
  storage: () => window.localStorage,
});
