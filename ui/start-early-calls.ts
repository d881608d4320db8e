import { startEarlyCalls } from '../adapters/composition/first-module';

/**
 * The page's first module starts here (issue 14): config.json, the session check and the card
 * list are asked for while React, inversify and i18next are still on their way. main.tsx imports
 * this module before anything else, so that these calls go out before the rest of the first
 * module (the first card's paint) is evaluated; the app gets the same fetch, which hands it the
 * answers.
 */
export const earlyCalls = startEarlyCalls((input, init) => window.fetch(input, init), {
  baseURI: document.baseURI,
  search: window.location.search,
  storage: () => window.localStorage,
  session: () => window.sessionStorage,
});
