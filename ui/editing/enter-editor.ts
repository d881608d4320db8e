import type { AppStore } from '../app-store';

/**
 * An editor is shown: the previous screen's calls are cancelled and the page view tracked (first,
 * before any call of this screen). The overview has loaded the card; its details are missing
 * only when that load was cut short, and then they are loaded here.
 */
export async function enterEditor(app: AppStore, route: string): Promise<void> {
  app.enterScreen(route);
  if (!app.selectedCard && app.selectedCardId !== undefined) await app.reloadSelectedCard();
}
