import { useTranslation } from 'react-i18next';
import { ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Button } from '../widgets/button';
import type { CardChange, CardView } from './overview-view';

/** Section 2.3: each action only when the card's links allow it; Replace goes to its screen. */
export function CardActions({
  card,
  onChange,
}: {
  readonly card: CardView;
  readonly onChange: (change: CardChange) => void;
}) {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const { actions } = card;
  if (!actions.block && !actions.unblock && !actions.replace) return null;
  return (
    <div className="card-actions">
      {actions.block ? (
        <Button variant="secondary" onClick={() => onChange('block')}>
          {t('overview.actions.block')}
        </Button>
      ) : null}
      {actions.unblock ? (
        <Button variant="secondary" onClick={() => onChange('unblock')}>
          {t('overview.actions.unblock')}
        </Button>
      ) : null}
      {actions.replace ? (
        <Button variant="secondary" onClick={() => go(ROUTES.replaceCard)}>
          {t('overview.actions.replace')}
        </Button>
      ) : null}
    </div>
  );
}
