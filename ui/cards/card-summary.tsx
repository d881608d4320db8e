import { useTranslation } from 'react-i18next';
import type { SelectedCard } from '../../domain/index';
import { useIsMobile } from '../widgets/use-is-mobile';
import { CardImage } from './card-image';
import '../styles/cards.css';

/**
 * A card shown read-only (section 2.7): its icon, the product name, the account number, the
 * holder and the pass number, which is what tells a card from the other cards of its account (a
 * new card beside the old, a partner's card). On mobile the account number and the holder each
 * get their own line and the pass number leads, beside the product name, as in the card picker
 * (docs/spec-readings.md, reading 26).
 */
export function CardSummary({
  card,
}: {
  readonly card: Pick<SelectedCard, 'imageKind' | 'accountNumber' | 'userName' | 'passNumber'>;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { passNumber } = card;
  return (
    <div className="card-summary">
      <CardImage kind={card.imageKind} size="small" />
      <div className="card-summary__lines">
        <p className="card-summary__product">
          {mobile ? t('overview.picker.passNumberFirst', { passNumber }) : t('generic.card.productName')}
        </p>
        {mobile ? (
          <>
            <p>{card.accountNumber}</p>
            <p>{card.userName}</p>
          </>
        ) : (
          <p>
            {card.accountNumber}, {card.userName}, {t('overview.picker.passNumber', { passNumber })}
          </p>
        )}
      </div>
    </div>
  );
}
