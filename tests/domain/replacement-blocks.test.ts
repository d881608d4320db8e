import { blocksOldCard, cardStatus, replacementBlocks, REISSUE_REASONS, type CardStatus } from '../../domain/index';
import { aCard } from '../support/builders/card';

const STATUSES: CardStatus[] = [
  { kind: 'active' },
  { kind: 'blocked', suspendedBy: ['CUSTOMER'] },
  { kind: 'inactive', state: 'CREATED' },
];

describe('the replacement blocks the old card (section 2.7)', () => {
  it('only for a stolen or lost card that is not blocked yet', () => {
    const blocking = STATUSES.flatMap((status) =>
      [...REISSUE_REASONS, undefined]
        .filter((reason) => replacementBlocks(status, reason))
        .map((reason) => `${status.kind}:${reason}`),
    );
    expect(blocking).toEqual(['active:STOLEN', 'active:LOST', 'inactive:STOLEN', 'inactive:LOST']);
  });

  it('reads the same from the card as received and from its status', () => {
    for (const card of [aCard().build(), aCard().blocked().build(), aCard().inactive().build()]) {
      for (const reason of REISSUE_REASONS)
        expect(blocksOldCard(card, reason)).toBe(replacementBlocks(cardStatus(card), reason));
    }
  });
});
