import { isLoad } from '../../application/outcome';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { CardLoader } from '../cards/card-loader';
import type { AppStore } from '../store/app-store';
import type { ActionFailure } from '../store/notifications';
import type { TripDraft } from './trip-draft';

export type TripEntryDependencies = {
  readonly app: AppStore;
  readonly cards: CardLoader;
  readonly enterScreen: EnterScreen;
  readonly draft: TripDraft;
};

/**
 * A journey screen is entered as an editor is (`FormSession.enter`): earlier calls cancelled,
 * the page view tracked, the previous screen's message cleared, and the card read anew where it
 * may have changed (after a change, or entered by Back or Forward). The draft is this card's, with
 * the answers the language switch carried to this page, if it did.
 */
export async function enterTrip(
  { app, cards, enterScreen, draft }: TripEntryDependencies,
  route: string,
  revisit: boolean,
): Promise<void> {
  const back = enterScreen.execute({ route });
  app.notifications.resetError();
  // A page load straight onto the screen (a reload, the language switch): the list first, with the card kept for this tab.
  if (app.cards.selectedId === undefined) await cards.load();
  else if (!app.cards.selected || app.cards.outdated || revisit) await cards.reloadSelected();
  const id = app.cards.selectedId;
  if (id === undefined) return;
  draft.forCard(id);
  if (back?.form && back.paymentInstrumentId === id) draft.restore(back.form);
  keepTrip({ app, draft }, route);
}

/** Issue 33, item 5: the trip as it stands, for the language switch to carry to its page (as an editor's form). */
export function keepTrip({ app, draft }: Pick<TripEntryDependencies, 'app' | 'draft'>, route: string): void {
  app.draft = { route, form: draft.kept() };
}

/**
 * Issue 34: a journey screen whose card the bank failed to send (entered again by Back or Forward)
 * says so, with Try again, as the editors do: else only the title and OK were left. The failure is
 * a read of the card or the list, once the screen is entered (not an earlier change's).
 */
export type CardNotSent = {
  readonly failure: ActionFailure | undefined;
  readonly reading: boolean;
  readonly readAgain: () => Promise<void>;
};

export function cardNotSent(
  { app, cards }: Pick<TripEntryDependencies, 'app' | 'cards'>,
  entered: boolean,
): CardNotSent {
  const { failure } = app.notifications;
  return {
    failure: entered && failure && isLoad(failure.action) ? failure : undefined,
    reading: app.loading.active,
    readAgain: () => cards.tryAgain(),
  };
}
