import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../navigation/route-table';
import { RouteLink } from '../navigation/route-link';
import { SafeLink } from '../widgets/safe-link';
import type { BlockingEffectsView, CardLinkView } from '../cards/first-card-view';

export type BlockingEffectsProps = {
  readonly view: BlockingEffectsView;
  /** The bank's help page for the customer's area (section 2.2's "All options"). */
  readonly help: string;
};

/**
 * What a block stops and what goes on (issue 16, beyond the spec), in the block modal and the
 * blocked card's panel (first-first-card-view.ts says which), since customers hesitate to block without knowing.
 */
export function BlockingEffects({ view, help }: BlockingEffectsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const link = ({ to, text }: CardLinkView) =>
    to === 'replaceCard' ? (
      <RouteLink to={ROUTES.replaceCard}>{t(text)}</RouteLink>
    ) : (
      <SafeLink href={help}>{t(text)}</SafeLink>
    );
  return (
    <section className="blocking-effects" aria-labelledby={titleId}>
      <h3 id={titleId} className="blocking-effects__title">
        {t(view.title)}
      </h3>
      <ul className="blocking-effects__list">
        {view.items.map((item) => (
          <li key={item.label}>
            <span className="blocking-effects__label">{t(item.label)}</span> {t(item.text)}
            {item.link ? <> {link(item.link)}</> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
