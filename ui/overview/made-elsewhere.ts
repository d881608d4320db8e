import { isSuspended, type SelectedCard } from '../../domain/index';
import type { Notification } from '../../application/notification';
import type { CardChange } from './overview-view';

/**
 * A block or unblock the bank refused, while the card read anew is as the customer asked: another
 * window made that change first. That is said, rather than "not possible now, try again later"
 * beside a card that is already so. (A bank failure is not read anew: if that read failed too,
 * the card and its Block button would go, and a lost card must stay blockable.)
 */
export function madeElsewhere(change: CardChange, card: SelectedCard | undefined): Notification | undefined {
  if (!card) return undefined;
  const made = change === 'block' ? isSuspended(card.status) : card.status.kind === 'active';
  if (!made) return undefined;
  const key = change === 'block' ? 'blockedElsewhere' : 'unblockedElsewhere';
  return { type: 'info', content: { scope: 'notifications', key } };
}
