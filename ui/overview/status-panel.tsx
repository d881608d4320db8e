import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CardImage } from '../cards/card-image';
import { BlockingEffects } from './blocking-effects';
import type { StatusPanelView } from '../cards/first-card-view';

type StatusPanelProps = {
  readonly panel: StatusPanelView;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly help: string;
};

/** Section 2.3, from the card's view (first-first-card-view.ts, which the first module's paint renders too). */
export function StatusPanel({ panel, headingRef, help }: StatusPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={`status-panel status-panel--${panel.status}`}>
      <CardImage kind={panel.image.kind} overlay={panel.image.overlay} />
      <div className="status-panel__text">
        <h2 ref={headingRef} tabIndex={-1} className="status-panel__heading">
          {t(panel.heading)}
        </h2>
        {panel.description ? <p>{t(panel.description)}</p> : null}
        {panel.effects ? <BlockingEffects view={panel.effects} help={help} /> : null}
      </div>
    </section>
  );
}
