import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The history's region and heading before its chunk is asked for (issue 34, widgets/when-near.tsx):
 * the same words and place as the section's own, so the heading list finds it and nothing moves.
 */
export function HistoryPlaceholder() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-history__heading">
        {t('overview.historyTitle')}
      </h2>
    </section>
  );
}
