import { useTranslation } from 'react-i18next';
import type { SelectedCard } from '../../domain/index';
import { useIsMobile } from '../widgets/use-is-mobile';
import { CardImage } from './card-image';
import '../styles/cards.css';

/**
 * A card shown read-only (sections 2.5–2.7): its icon, the product name, the account number and
 * the holder; on mobile the account number and the holder each get their own line.
 */
export function CardSummary({ card }: { readonly card: Pick<SelectedCard, 'imageKind' | 'accountNumber' | 'userName'> }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <div className="card-summary">
      <CardImage kind={card.imageKind} size="small" />
      <div className="card-summary__lines">
        <p className="card-summary__product">{t('generic.card.productName')}</p>
        {mobile ? (
          <>
            <p>{card.accountNumber}</p>
            <p>{card.userName}</p>
          </>
        ) : (
          <p>
            {card.accountNumber}, {card.userName}
          </p>
        )}
      </div>
    </div>
  );
}
