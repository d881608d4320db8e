import {
  bankDateTimeOf,
  formatServerDate,
  type CardHistoryEntry,
  type LimitSetting,
  type LimitType,
  type Region,
  type ReissueReason,
} from '../../domain/index';

/** A limit before or after a change, ready to show: its amount, and its dates (dd-mm-yyyy) when temporary. */
export type SettingView = { readonly amount: number; readonly startDate?: string; readonly endDate?: string };

/** What the entry says happened (`history.change.*` names each kind). */
export type ChangeView =
  | { readonly kind: 'blocked' | 'unblocked' }
  | { readonly kind: 'replaced'; readonly reason: ReissueReason }
  | {
      readonly kind: 'limit';
      readonly limitType: LimitType;
      readonly operation: 'changeDefault' | 'createTemporary' | 'changeTemporary' | 'deleteTemporary';
      readonly before: SettingView | undefined;
      readonly after: SettingView | undefined;
      /** Where its signing stands; `signBy` (dd-mm-yyyy) only while it waits and has a last day. */
      readonly signing: {
        readonly status: 'PENDING' | 'SIGNED' | 'EXPIRED' | 'LOCKED' | 'WITHDRAWN';
        readonly signBy?: string;
      };
    }
  | { readonly kind: 'regionChanged'; readonly before: Region; readonly after: Region }
  | {
      readonly kind: 'temporaryRegionAdded' | 'temporaryRegionDeleted';
      readonly region: Region;
      readonly startDate: string;
      readonly endDate: string;
    };

export type HistoryEntryView = {
  readonly id: string;
  /** The instant as the bank sent it, for `<time dateTime>`. */
  readonly occurredAt: string;
  /** dd-mm-yyyy and HH:MM in Europe/Amsterdam, the bank's time, whatever the browser's zone. */
  readonly date: string;
  readonly time: string;
} & ChangeView;

const settingView = (setting: LimitSetting | null): SettingView | undefined => {
  if (!setting) return undefined;
  return 'startDate' in setting
    ? {
        amount: setting.limitValue,
        startDate: formatServerDate(setting.startDate),
        endDate: formatServerDate(setting.endDate),
      }
    : { amount: setting.limitValue };
};

function changeView(entry: CardHistoryEntry): ChangeView {
  switch (entry.type) {
    case 'BLOCKED':
      return { kind: 'blocked' };
    case 'UNBLOCKED':
      return { kind: 'unblocked' };
    case 'REPLACED':
      return { kind: 'replaced', reason: entry.reason };
    case 'LIMIT_CHANGED':
      return {
        kind: 'limit',
        limitType: entry.limitType,
        operation: entry.operation,
        before: settingView(entry.before),
        after: settingView(entry.after),
        signing:
          entry.signing === 'PENDING' && entry.signBy
            ? { status: 'PENDING', signBy: formatServerDate(entry.signBy) }
            : { status: entry.signing },
      };
    case 'DEFAULT_REGION_CHANGED':
      return { kind: 'regionChanged', before: entry.before, after: entry.after };
    case 'TEMPORARY_REGION_ADDED':
    case 'TEMPORARY_REGION_DELETED':
      return {
        kind: entry.type === 'TEMPORARY_REGION_ADDED' ? 'temporaryRegionAdded' : 'temporaryRegionDeleted',
        region: entry.geoProfile,
        startDate: formatServerDate(entry.startDate),
        endDate: formatServerDate(entry.endDate),
      };
  }
}

/** One history entry as the overview's "Recent changes" shows it. */
export function historyEntryView(entry: CardHistoryEntry): HistoryEntryView {
  const { date, time } = bankDateTimeOf(entry.occurredAt);
  return { id: entry.id, occurredAt: entry.occurredAt, date: formatServerDate(date), time, ...changeView(entry) };
}
