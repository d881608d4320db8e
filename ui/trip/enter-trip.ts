import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { CardLoader } from '../cards/card-loader';
import type { AppStore } from '../store/app-store';
import type { TripDraft } from './trip-draft';

export type TripEntryDependencies = {
  readonly app: AppStore;
  readonly cards: CardLoader;
  readonly enterScreen: EnterScreen;
  readonly draft: TripDraft;
};

/**
 * A journey screen is entered as an editor is (`EditorLifecycle.enter`): earlier calls cancelled,
 * the page view tracked, the previous screen's message cleared, and the card read anew where it
 * may have changed (after a change, or entered by Back or Forward). The draft is this card's.
 */
export async function enterTrip(
  { app, cards, enterScreen, draft }: TripEntryDependencies,
  route: string,
  revisit: boolean,
): Promise<void> {
  enterScreen.execute({ route });
  app.notifications.resetError();
  if ((!app.cards.selected || app.cards.outdated || revisit) && app.cards.selectedId !== undefined)
    await cards.reloadSelected();
  if (app.cards.selectedId !== undefined) draft.forCard(app.cards.selectedId);
}
