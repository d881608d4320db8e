import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CardImage } from '../cards/card-image';
import type { CardView } from './overview.presenter';

/** Section 2.3: Active, Blocked or Inactive, a description (not for inactive cards), the card image. */
export function StatusPanel({ card, headingRef }: { readonly card: CardView; readonly headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <section className={`status-panel status-panel--${card.status}`}>
      <CardImage kind={card.imageKind} overlay={card.status !== 'active'} />
      <div className="status-panel__text">
        <h2 ref={headingRef} tabIndex={-1} className="status-panel__heading">
          {t(`overview.status.${card.status}.heading`)}
        </h2>
        {card.status === 'inactive' ? null : <p>{t(`overview.status.${card.status}.description`)}</p>}
      </div>
    </section>
  );
}
