import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro, type Locale } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { UnbrokenDates } from '../widgets/unbroken-dates';
import type { ChangeView, HistoryEntryView, SettingView } from './history-entry-view';

function settingText(t: TFunction, locale: Locale, setting: SettingView | undefined): string {
  if (!setting) return t('history.setting.none');
  const amount = formatEuro(setting.amount, locale);
  if (!setting.startDate || !setting.endDate) return t('history.setting.permanent', { amount });
  // Issue 33, item 9: one day is said as one day, as the tile and the summary say it.
  return setting.startDate === setting.endDate
    ? t('history.setting.onDay', { amount, date: setting.startDate })
    : t('history.setting.temporary', { amount, startDate: setting.startDate, endDate: setting.endDate });
}

/** The entry's title and what it says besides (before and after, the reason, the signing). */
function describe(
  t: TFunction,
  locale: Locale,
  change: ChangeView,
): { readonly title: string; readonly details: readonly string[] } {
  switch (change.kind) {
    case 'blocked':
    case 'unblocked':
      return { title: t(`history.change.${change.kind}`), details: [] };
    case 'replaced':
      return { title: t('history.change.replaced'), details: [t(`history.reason.${change.reason}`)] };
    case 'limit': {
      const titles = t(`history.limit.${change.limitType}`, { returnObjects: true }) as Record<string, string>;
      const { signing } = change;
      return {
        // Issue 33, item 21: only a signed change happened; until then (or if it never was) it was asked for.
        title:
          signing.status === 'SIGNED' ? (titles[change.operation] ?? '') : t(`history.requested.${change.limitType}`),
        details: [
          t('history.fromTo', {
            before: settingText(t, locale, change.before),
            after: settingText(t, locale, change.after),
          }),
          signing.signBy
            ? t('history.signing.signBy', { date: signing.signBy })
            : t(`history.signing.${signing.status}`),
        ],
      };
    }
    case 'regionChanged':
      return {
        title: t('history.change.regionChanged'),
        details: [
          t('history.fromTo', {
            before: t(`generic.regions.${change.before}`),
            after: t(`generic.regions.${change.after}`),
          }),
        ],
      };
    case 'temporaryRegionAdded':
    case 'temporaryRegionDeleted':
      return {
        title: t(`history.change.${change.kind}`),
        details: [
          change.startDate === change.endDate
            ? t('history.regionOnDay', { region: t(`generic.regions.${change.region}`), date: change.startDate })
            : t('history.regionPeriod', {
                region: t(`generic.regions.${change.region}`),
                startDate: change.startDate,
                endDate: change.endDate,
              }),
        ],
      };
  }
}

/** One change: when (Europe/Amsterdam), what, and for a limit where its signing stands. */
export function HistoryEntry({
  entry,
  itemRef,
}: {
  readonly entry: HistoryEntryView;
  readonly itemRef?: Ref<HTMLLIElement>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { title, details } = describe(t, locale, entry);
  return (
    // Focusable from script only: "show more" moves focus to the first entry it added.
    <li className="card-history__entry" ref={itemRef} tabIndex={itemRef ? -1 : undefined}>
      <p className="card-history__title">{title}</p>
      <p className="card-history__when">
        <time dateTime={entry.occurredAt}>
          <UnbrokenDates text={t('history.when', { date: entry.date, time: entry.time })} />
        </time>
      </p>
      {details.map((detail) => (
        <p key={detail} className="card-history__detail">
          <UnbrokenDates text={detail} />
        </p>
      ))}
    </li>
  );
}
