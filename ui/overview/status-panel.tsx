import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CardImage } from '../cards/card-image';
import { BlockingEffects } from './blocking-effects';
import type { CardView } from './overview-view';

type StatusPanelProps = {
  readonly card: CardView;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly help: string;
};

/** Section 2.3: Active, Blocked or Inactive, a description (not for inactive cards), the card image; a blocked card says what its block means. */
export function StatusPanel({ card, headingRef, help }: StatusPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={`status-panel status-panel--${card.status}`}>
      <CardImage kind={card.imageKind} overlay={card.status !== 'active'} />
      <div className="status-panel__text">
        <h2 ref={headingRef} tabIndex={-1} className="status-panel__heading">
          {t(`overview.status.${card.status}.heading`)}
        </h2>
        {card.status === 'inactive' ? null : <p>{t(`overview.status.${card.status}.description`)}</p>}
        {card.status === 'blocked' ? (
          <BlockingEffects
            when="blocked"
            unblockable={card.actions.unblock}
            replace={card.actions.replace}
            help={help}
          />
        ) : null}
      </div>
    </section>
  );
}
