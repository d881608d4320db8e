import { isSuspended, type SelectedCard } from '../../domain/index';
import { successNotification, type Notification } from '../../application/notification';
import type { DoubtCause } from '../store/settled-on-card';
import type { CardChange } from './overview-view';

/**
 * A block or unblock not answered as done, while the card read anew is as the customer asked:
 * - refused: another window made that change first. That is said, rather than "not possible now,
 *   try again later" beside a card that is already so;
 * - its answer lost on the way: the bank made it all the same, and it is said as made (reading 103).
 * The lost answer's read is quiet: if it fails too, the card and its Block button stay, and a
 * lost card stays blockable.
 */
export function cardChangeMade(
  change: CardChange,
  card: SelectedCard | undefined,
  cause: DoubtCause,
): Notification | undefined {
  if (!card) return undefined;
  const made = change === 'block' ? isSuspended(card.status) : card.status.kind === 'active';
  if (!made) return undefined;
  if (cause === 'answerLost') return successNotification(change === 'block' ? 'blockedCard' : 'deblockedCard');
  const key = change === 'block' ? 'blockedElsewhere' : 'unblockedElsewhere';
  return { type: 'info', content: { scope: 'notifications', key } };
}
