import type { SelectedCard } from '../../domain/index';
import type { Notification } from '../../application/notification';
import { done, type Action, type Outcome } from '../../application/outcome';
import type { RoutePath } from '../navigation/route-table';

/**
 * Why the card shown may not be the bank's after an action that kept the screen: the bank refused
 * (perhaps because another tab made it first), or its answer was lost on the way (none, none in
 * time, none readable), so the bank may have made the change all the same.
 */
export type DoubtCause = 'refused' | 'answerLost';

/**
 * What the customer asked, told from the card read anew and the outcome that was `answered`:
 * `true` when the screen itself says it; a notification — after a refusal, said in its place;
 * after a lost answer, the action's own success, settled as done; or, after a lost answer, the
 * outcome the bank's answer would have been (a trip's signature waiting); undefined: it stands.
 */
export type AlreadyTrue = (
  card: SelectedCard | undefined,
  cause: DoubtCause,
  answered: Outcome,
) => Notification | Outcome | true | undefined;

/** What `AlreadyTrue` answered after a lost answer, as the outcome the bank's answer would have been; undefined: nothing to settle. */
export function madeAs(made: ReturnType<AlreadyTrue>, action: Action): Outcome | undefined {
  return made && made !== true ? ('kind' in made ? made : done(action)(made)) : undefined;
}

/** How a screen reads its card anew: as after a change (loading shown), or quietly (true once a fresh answer is taken). */
export type CardRereads = {
  reloadSelected(): Promise<void>;
  readAnew(): Promise<boolean>;
};

/** An action settled on the selected card: where to go next, whether the card was read anew, and whether it held the change already. */
export type SettledOnCard = {
  readonly next: RoutePath | undefined;
  readonly reread: boolean;
  readonly already: boolean;
};
