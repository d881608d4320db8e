import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../widgets/use-is-mobile';
import { CardIcon } from './card-icon';
import type { CardView } from './card-view';
import '../styles/editors.css';

/**
 * Sections 2.5 and 2.6: the card being changed, read-only: product name, holder, account
 * number and icon. On mobile the holder and the account number each get their own line.
 */
export function ReadOnlyCard({ card }: { card: CardView }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <div className="read-only-card">
      <CardIcon />
      <div className="read-only-card__text">
        <p className="read-only-card__product">{t('generic.card.productName')}</p>
        {mobile ? (
          <>
            <p className="read-only-card__line">{card.userName}</p>
            <p className="read-only-card__line">{card.accountNumber}</p>
          </>
        ) : (
          <p className="read-only-card__line">
            {card.accountNumber} <span aria-hidden="true">·</span> {card.userName}
          </p>
        )}
      </div>
    </div>
  );
}
