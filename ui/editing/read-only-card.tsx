import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../widgets/use-is-mobile';
import { CardIcon } from './card-icon';
import type { CardView } from './card-view';
import '../styles/editors.css';

/**
 * Sections 2.5 and 2.6: the card being changed, read-only: product name, holder, account
 * number and icon, and the pass number that tells it from the other cards of its account, as
 * the card picker does (reading 26): after the account on a desktop, leading on mobile, where
 * the holder and the account number each get their own line.
 */
export function ReadOnlyCard({ card }: { card: CardView }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { passNumber } = card;
  return (
    <div className="read-only-card">
      <CardIcon />
      <div className="read-only-card__text">
        <p className="read-only-card__product">
          {mobile ? t('overview.picker.passNumberFirst', { passNumber }) : t('generic.card.productName')}
        </p>
        {mobile ? (
          <>
            <p className="read-only-card__line">{card.userName}</p>
            <p className="read-only-card__line">{card.accountNumber}</p>
          </>
        ) : (
          <p className="read-only-card__line">
            {card.accountNumber} <span aria-hidden="true">·</span> {card.userName} <span aria-hidden="true">·</span>{' '}
            {t('overview.picker.passNumber', { passNumber })}
          </p>
        )}
      </div>
    </div>
  );
}
