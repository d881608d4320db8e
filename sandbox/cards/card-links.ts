import { cardStatus, type CardLink, type LinkAction } from '../../domain/index';
import type { CardRow } from '../store/card-queries';

/** Who may lift a block: only one the customer set. A lost or stolen card stays blocked. */
export const CUSTOMER_BLOCK = 'CUSTOMER';
export const LOST_OR_STOLEN_BLOCK = 'LOST_OR_STOLEN';

/**
 * The bank offers an action only when the card's state allows it, so the links the card
 * carries change with its state: block only an active card, unblock only a card the customer
 * blocked, replace a card once, change limits and regions only while the card is usable.
 */
export function cardLinks(row: Pick<CardRow, 'state' | 'suspended_by' | 'capabilities' | 'replaced_by'>): CardLink[] {
  const status = cardStatus({
    lifeCycle: { state: row.state, suspendedBy: row.suspended_by, expiryDate: '', allowedReissueReasons: [] },
  }).kind;
  const offered = (action: LinkAction): boolean => {
    switch (action) {
      case 'SUSPEND_INSTRUMENT':
        return status === 'active';
      case 'RESUME_INSTRUMENT':
        return status === 'blocked' && row.suspended_by.every((by) => by === CUSTOMER_BLOCK);
      case 'REISSUE_EXISTING_INSTRUMENT':
        return status !== 'inactive' && row.replaced_by === null;
      default:
        return status === 'active';
    }
  };
  return row.capabilities.filter((action) => offered(action as LinkAction)).map((action) => ({ action }));
}
