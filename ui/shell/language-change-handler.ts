import type { PortalHeaderElement } from './portal-elements';

/** Section 5's error, word for word: a developer's mistake, so not a customer text. */
export const LANGUAGE_HANDLER_ERROR = 'You should specify a function which is called when the language is changed';

export type BuildMode = 'development' | 'production';

// esbuild writes the build's mode in (process.env.NODE_ENV); tests and `npm run dev` are development.
export const BUILD_MODE: BuildMode = process.env.NODE_ENV === 'production' ? 'production' : 'development';

/**
 * Section 5: the portal header's language switch is given a function. Anything else, or a header
 * that refuses what it is given, fails with the spec's message in development, where a developer
 * sees it at once, and is logged in production, where the rest of the page keeps working; it is
 * never silently dropped.
 */
export function giveLanguageChangeHandler(
  header: PortalHeaderElement,
  handler: unknown,
  mode: BuildMode = BUILD_MODE,
  log: (error: unknown) => void = console.error,
): void {
  try {
    if (typeof handler !== 'function') throw new TypeError(LANGUAGE_HANDLER_ERROR);
    header.languageChangeHandler = handler as (language: string) => void;
  } catch (error) {
    if (mode === 'development') throw error;
    log(error);
  }
}
