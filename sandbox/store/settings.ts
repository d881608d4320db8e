import { parseIsoDate, todayInAmsterdam, type IsoDate } from '../../domain/index';
import type { Queryable } from './database';

/**
 * The fixed sandbox date, if one is set; a value that is not a date counts as none. Every
 * request reads it, and checking a date through Temporal is slow: the last text is remembered.
 */
export function fixedToday(value: unknown): IsoDate | undefined {
  if (typeof value === 'string' && value === lastText) return lastDate;
  const parsed = parseIsoDate(value);
  const date = parsed.ok ? parsed.value : undefined;
  if (typeof value === 'string') [lastText, lastDate] = [value, date];
  return date;
}

let lastText: string | undefined;
let lastDate: IsoDate | undefined;

export async function readFixedToday(db: Queryable): Promise<IsoDate | undefined> {
  const rows = await db.query<{ value: unknown }>(`SELECT value FROM settings WHERE key = 'today'`);
  return fixedToday(rows[0]?.value);
}

/** The sandbox date: the fixed one, else the real date in Amsterdam at `now` (epoch ms). */
export async function sandboxToday(db: Queryable, now: number): Promise<IsoDate> {
  return (await readFixedToday(db)) ?? todayInAmsterdam(now);
}

export async function fixToday(db: Queryable, today: IsoDate): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('today', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(today)],
  );
}

export async function releaseToday(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM settings WHERE key = 'today'`);
}
