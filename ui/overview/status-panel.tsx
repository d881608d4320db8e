import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CardImage } from '../cards/card-image';
import { Button } from '../widgets/button';
import { BlockingEffects } from './blocking-effects';
import type { ReplacementView, StatusPanelView } from '../cards/first-card-view';

type StatusPanelProps = {
  readonly panel: StatusPanelView;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly help: string;
  /** Shows another card, as the picker would (a replaced card's way to its new card). */
  readonly onShowCard: (paymentInstrumentId: string) => void;
};

/** Issue 33: what replaced the card, when and why, and the new card one tap away. */
function Replacement({ view, onShowCard }: { readonly view: ReplacementView; readonly onShowCard: () => void }) {
  const { t } = useTranslation();
  const { values, link } = view;
  return (
    <>
      <p>{t(view.text, { ...values, reason: t(values.reason) })}</p>
      <p>{t(view.note)}</p>
      <Button variant="secondary" className="status-panel__to-card" onClick={onShowCard}>
        {t(link.text, { passNumber: link.passNumber })}
      </Button>
    </>
  );
}

/** Section 2.3, from the card's view (first-card-view.ts, which the first module's paint renders too). */
export function StatusPanel({ panel, headingRef, help, onShowCard }: StatusPanelProps) {
  const { t } = useTranslation();
  const { replacement } = panel;
  return (
    <section className={`status-panel status-panel--${panel.status}`}>
      <CardImage kind={panel.image.kind} overlay={panel.image.overlay} />
      <div className="status-panel__text">
        <h2 ref={headingRef} tabIndex={-1} className="status-panel__heading">
          {t(panel.heading)}
        </h2>
        {panel.description ? <p>{t(panel.description)}</p> : null}
        {replacement ? <Replacement view={replacement} onShowCard={() => onShowCard(replacement.link.card)} /> : null}
        {panel.effects ? <BlockingEffects view={panel.effects} help={help} /> : null}
      </div>
    </section>
  );
}
