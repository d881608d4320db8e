import { instantAtBankTime, type CardChange, type CardHistoryEntry, type IsoDate } from '../../../domain/index';

/**
 * `count` history entries, newest first, one a day back from `newest` at 14:05 Amsterdam time,
 * ids counting down; every kind of change in turn, unless one is given.
 */
export function historyEntries(
  count: number,
  options: { readonly newest?: IsoDate; readonly change?: CardChange } = {},
): CardHistoryEntry[] {
  const kinds: readonly CardChange[] = [
    { type: 'BLOCKED' },
    { type: 'UNBLOCKED' },
    { type: 'DEFAULT_REGION_CHANGED', before: 'EUR', after: 'WORLD' },
    {
      type: 'LIMIT_CHANGED',
      operation: 'changeDefault',
      limitType: 'POS',
      before: { limitValue: 1000 },
      after: { limitValue: 2500 },
      signing: 'SIGNED',
      signBy: '2027-02-01' as IsoDate,
    },
  ];
  const newest = new Date(`${options.newest ?? '2027-02-26'}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(newest.getTime() - index * 86_400_000).toISOString().slice(0, 10) as IsoDate;
    return {
      id: String(1000 - index),
      occurredAt: instantAtBankTime(day, '14:05'),
      ...(options.change ?? kinds[index % kinds.length]!),
    };
  });
}
