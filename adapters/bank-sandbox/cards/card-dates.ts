import { addDays, isBankBusinessDay, toIsoDate, toPlainDate, type IsoDate } from '../../../domain/index';

/** Cards expire at the end of a month. */
export function endOfMonth(date: IsoDate): IsoDate {
  const plain = toPlainDate(date);
  return toIsoDate(plain.with({ day: plain.daysInMonth }));
}

/** The day itself when the bank is open, else the next day it is (section 5: no weekends or holidays). */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isBankBusinessDay(day)) day = addDays(day, 1);
  return day;
}
