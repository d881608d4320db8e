import type { ActionFailure, Notifications } from '../store/notifications';

/** What the overview says of an action or read the bank failed, and whether it points to help at once. */
export type ShownFailure = ActionFailure & { readonly helpAtOnce: boolean };

/** What the notification beside it may say: the bank has stopped this card. */
const CARD_STOPPED: ReadonlySet<string> = new Set(['blockedCard', 'blockedElsewhere']);

/**
 * The failure as the overview shows it. "Lost or stolen? Don't wait: contact us" is for a card that
 * may still work; beside "Card blocked" (its details not read after the block) it only alarms.
 */
export function shownFailure(notifications: Notifications | undefined): ShownFailure | undefined {
  const failure = notifications?.failure;
  if (!failure) return undefined;
  const said = notifications.notification?.content;
  return { ...failure, helpAtOnce: !(said?.scope === 'notifications' && CARD_STOPPED.has(said.key)) };
}
