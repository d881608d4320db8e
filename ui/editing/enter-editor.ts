import type { AppStore } from '../app-store';

/**
 * An editor is shown: the previous screen's calls are cancelled and the page view tracked (first,
 * before any call of this screen). What the previous screen said — an error, or the success of
 * the change just made ("International use changed") — belongs to that screen and is cleared, so
 * the editor does not open under it. The overview has loaded the card; its details are missing
 * only when that load was cut short, and outdated only when the editor is opened (Back) after a
 * change before the overview had them again; then they are loaded here.
 */
export async function enterEditor(app: AppStore, route: string): Promise<void> {
  app.enterScreen(route);
  app.resetError();
  if ((!app.selectedCard || app.selectedCardOutdated) && app.selectedCardId !== undefined) await app.reloadSelectedCard();
}
