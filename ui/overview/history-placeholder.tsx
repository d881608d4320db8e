import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The history's heading: the section's own, and the placeholder's before it. */
export function HistoryHeading({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  return (
    <h2 id={id} className="card-history__heading">
      {t('overview.historyTitle')}
    </h2>
  );
}

/**
 * The history's region and heading before its chunk is asked for (issue 34, widgets/when-near.tsx):
 * the same words and place as the section's own, so the heading list finds it and nothing moves.
 */
export function HistoryPlaceholder() {
  const titleId = useId();
  return (
    <section className="card-history" aria-labelledby={titleId}>
      <HistoryHeading id={titleId} />
    </section>
  );
}
