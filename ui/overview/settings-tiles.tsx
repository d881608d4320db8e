import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { RouteLink } from '../navigation/route-link';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { PendingChangeSummary } from '../cards/pending-change-summary';
import { Button } from '../widgets/button';
import { UnbrokenDates } from '../widgets/unbroken-dates';
import type { TileReminders } from './reminder-view';
import { SettingsReminder } from './settings-reminder';
import type { SettingsTile, TemporaryBox } from './settings-view';

const TITLES = {
  ecommerce: 'overview.settings.ecommerce.title',
  payment: 'overview.settings.payment.title',
  withdrawal: 'overview.settings.withdrawal.title',
  region: 'overview.settings.region.title',
} as const;

function TemporaryText({ box }: { readonly box: TemporaryBox }) {
  const { t } = useTranslation();
  switch (box.option) {
    case 'onlyToday':
      return <>{t('overview.settings.temporary.onlyToday')}</>;
    case 'anotherDay':
      return <UnbrokenDates text={t('overview.settings.temporary.otherDay', { date: box.startDate })} />;
    case 'period':
      return (
        <UnbrokenDates
          text={t('overview.settings.temporary.period', { startDate: box.startDate, endDate: box.endDate })}
        />
      );
  }
}

/** Issue 12: the change waiting to be signed, under its tile (a button cannot sit inside the tile's link). */
function PendingBox({
  tile,
  onSignNow,
}: {
  readonly tile: SettingsTile;
  readonly onSignNow: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (!tile.pending) return null;
  return (
    <div className="settings-tile__pending">
      <PendingChangeSummary change={tile.pending} />
      {tile.pending.signable && onSignNow ? (
        <Button variant="secondary" onClick={onSignNow}>
          {t('generic.pendingChange.signNow')}
        </Button>
      ) : null}
    </div>
  );
}

function Tile({
  tile,
  reminders,
  onSignNow,
}: {
  readonly tile: SettingsTile;
  readonly reminders: TileReminders;
  /** None where another part offers the signature (a trip's notice). */
  readonly onSignNow: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const go = useAppNavigate();
  const value = tile.region
    ? t(`generic.regions.${tile.region}`)
    : t('overview.settings.perDay', { amount: formatEuro(tile.amount, locale) });
  const box = tile.temporary;
  return (
    <li className={tile.pending ? 'settings-tile settings-tile--pending' : 'settings-tile'}>
      <RouteLink
        className="settings-tile__link"
        to={tile.path}
        // Section 2.3: a tile opens by click or by the space key (links natively only take Enter).
        onKeyDown={(event) => {
          if (event.key === ' ') {
            event.preventDefault();
            go(tile.path);
          }
        }}
      >
        <h3 className="settings-tile__title">{t(TITLES[tile.kind])}</h3>
        <p className="settings-tile__value">{value}</p>
        {box ? (
          <span className="settings-tile__temporary">
            <span className="settings-tile__temporary-title">
              {t(
                tile.kind === 'region'
                  ? 'overview.settings.temporary.regionTitle'
                  : 'overview.settings.temporary.limitTitle',
              )}
            </span>
            <span>
              <TemporaryText box={box} />
            </span>
            <span className="settings-tile__temporary-value">
              {/* Issue 33, item 20: a temporary limit is a daily amount too, said as the permanent one is. */}
              {box.region
                ? t(`generic.regions.${box.region}`)
                : t('overview.settings.perDay', { amount: formatEuro(box.amount, locale) })}
            </span>
          </span>
        ) : null}
      </RouteLink>
      <PendingBox tile={tile} onSignNow={onSignNow} />
      {/* While a change of the setting waits for its signature, that change is what the tile says, not "change or delete". */}
      {reminders[tile.kind] && !tile.pending ? (
        <SettingsReminder reminder={reminders[tile.kind]!} path={tile.path} />
      ) : null}
    </li>
  );
}

/** Section 2.3, "Debit card settings": a tile per limit and foreign use, each leading to its editor. */
export function SettingsTiles({
  tiles,
  reminders = {},
  onSignNow,
}: {
  readonly tiles: readonly SettingsTile[];
  readonly reminders?: TileReminders;
  /** None where another part offers the signature (a trip's notice). */
  readonly onSignNow: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className="settings" aria-labelledby="settings-title">
      <h2 id="settings-title" className="settings__title">
        {t('overview.settings.title')}
      </h2>
      <ul className="settings__tiles">
        {tiles.map((tile) => (
          <Tile key={tile.kind} tile={tile} reminders={reminders} onSignNow={onSignNow} />
        ))}
      </ul>
    </section>
  );
}
