import { startFirstRequests } from '../adapters/composition/first-requests';
import { paintFirstCard } from './first-paint/paint-first-card';
import { loadTranslations } from './i18n/load-translations';

/**
 * The page's first module, a build entry of its own that the page loads before the app (issue
 * 14): config.json, the session check and the card list are asked for while React, inversify
 * and i18next are still on their way, and the first card is painted from their answers.
 * main.tsx imports this module too, so the app gets the same fetch, which hands it those answers.
 */
export const firstRequests = startFirstRequests((input, init) => window.fetch(input, init), {
  baseURI: document.baseURI,
  search: window.location.search,
  storage: () => window.localStorage,
  session: () => window.sessionStorage,
});

/** Settles once the first card is painted, or its paint declined: the app runs after it. */
export const firstPaint = paintFirstCard({ window, loadTexts: loadTranslations }, firstRequests);
