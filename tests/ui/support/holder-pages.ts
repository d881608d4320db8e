import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, PaymentInstrument } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { renderApp, type AppOptions } from './render-app';

/** The app on a business page in a language (reading 99: the card shown may be another holder's). */
export const businessPage = (language: Language): AppOptions => ({
  language,
  pathname: `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/betaalpassen/`,
});

/** The two pages a holder text is tested on: a business page (true) and a private one. */
export const HOLDER_PAGES = [
  ['a business page', true],
  ['a private page', false],
] as const;

/** Of a private text and its holder variant: the one the page shows, then the one it must not. */
export const shownWords =
  (holder: boolean) =>
  (plain: string, forHolder: string): readonly [string, string] =>
    holder ? [forHolder, plain] : [plain, forHolder];

/** From the overview's settings tile (its heading) into its editor, as the customer goes there; `ready` waits for the editor. */
export async function openFromTile(
  card: PaymentInstrument,
  tileTitle: string,
  options: AppOptions,
  ready: () => Promise<unknown>,
) {
  const app = await renderApp([card], options);
  const heading = await screen.findByRole('heading', { level: 3, name: tileTitle });
  await userEvent.click(heading.closest('a') as HTMLAnchorElement);
  await ready();
  return app;
}
