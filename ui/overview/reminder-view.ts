import {
  formatServerDate,
  temporaryReminders,
  type IsoDate,
  type Region,
  type ReminderMoment,
  type SelectedCard,
  type TemporaryReminder,
} from '../../domain/index';
import type { SettingsTile } from './settings-view';

/** A temporary setting that starts or ends within a week, as the note beside its tile says it (issue 16). */
export type ReminderView = {
  readonly setting: TemporaryReminder['setting'];
  /** `endsToday` when its last day is today. */
  readonly moment: ReminderMoment | 'endsToday';
  /** dd-mm-yyyy. */
  readonly date: string;
  readonly amount?: number;
  readonly region?: Region;
};

export type TileReminders = Partial<Record<SettingsTile['kind'], ReminderView>>;

const TILE_OF = { POS: 'payment', ATM: 'withdrawal', REGION: 'region' } as const;

function view(reminder: TemporaryReminder): ReminderView {
  return {
    setting: reminder.setting,
    moment: reminder.moment === 'ends' && reminder.inDays === 0 ? 'endsToday' : reminder.moment,
    date: formatServerDate(reminder.date),
    ...(reminder.setting === 'REGION' ? { region: reminder.region } : { amount: reminder.limitValue }),
  };
}

/** The card's reminders by the tile they belong beside. */
export function tileReminders(card: SelectedCard, today: IsoDate): TileReminders {
  return Object.fromEntries(
    temporaryReminders(card, today).map((reminder) => [TILE_OF[reminder.setting], view(reminder)]),
  );
}
