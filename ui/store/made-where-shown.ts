import { when } from 'mobx';
import { isAnswerLost, type Outcome } from '../../application/outcome';
import type { CardsState } from './cards-state';
import type { Loading } from './loading';
import { madeAs, type AlreadyTrue } from './settled-on-card';

/** How long a lost answer's card waits to be read by the screen shown. */
const SHOWN_READ_MS = 30_000;

/**
 * Reading 110: an answer lost on its way after its screen was left. The screen shown reads the
 * card anew (`settle` marked it outdated); from what it reads, the asking action's own check tells
 * whether the bank made it all the same, and answers the outcome its answer would have been: its
 * success, or a trip's signature kept with what follows it. Undefined when it was not made, when
 * another card is chosen meanwhile, or when the card is not read within the wait.
 */
export async function madeWhereShown(
  { cards, loading }: { readonly cards: CardsState; readonly loading: Loading },
  card: string | undefined,
  outcome: Promise<Outcome>,
  already: AlreadyTrue | undefined,
): Promise<Outcome | undefined> {
  const answered = await outcome;
  if (!already || answered.kind !== 'failed' || !isAnswerLost(answered.error.code)) return undefined;
  const read = () => !cards.outdated && !cards.detailsPending && !loading.active;
  const fresh = await when(() => cards.selectedId !== card || read(), { timeout: SHOWN_READ_MS }).then(
    () => cards.selectedId === card && cards.selected !== undefined,
    () => false,
  );
  if (!fresh) return undefined;
  const made = already(cards.selected, 'answerLost', answered);
  return madeAs(made, answered.action);
}
