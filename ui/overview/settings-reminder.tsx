import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { ON_TEMPORARY } from '../editing/editor-settings';
import type { RoutePath } from '../navigation/route-table';
import { RouteLink } from '../navigation/route-link';
import { UnbrokenDates } from '../widgets/unbroken-dates';
import type { ReminderView } from './reminder-view';

/**
 * Beside a settings tile: its temporary setting starts or ends within a week, and the way to
 * change or delete it (the tile's own editor). Outside the tile's link: links do not nest.
 */
export function SettingsReminder({ reminder, path }: { readonly reminder: ReminderView; readonly path: RoutePath }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const textId = useId();
  const values = {
    date: reminder.date,
    amount: reminder.amount === undefined ? '' : formatEuro(reminder.amount, locale),
    region: reminder.region ? t(`generic.regions.${reminder.region}`) : '',
  };
  return (
    <p className="settings-reminder">
      <span id={textId}>
        <UnbrokenDates text={t(`overview.settings.reminder.${reminder.setting}.${reminder.moment}`, values)} />
      </span>{' '}
      {/* The sentence names the setting, so the link's short text stays unambiguous (WCAG 2.4.4). */}
      {/* Issue 33.10: the editor opens on this temporary setting, Delete in Cancel's place. */}
      <RouteLink className="settings-reminder__action" to={`${path}?${ON_TEMPORARY}`} aria-describedby={textId}>
        {t('overview.settings.reminder.action')}
      </RouteLink>
    </p>
  );
}
