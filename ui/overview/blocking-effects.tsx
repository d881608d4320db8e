import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../navigation/route-table';
import { useEntryState } from '../navigation/use-app-navigate';
import { SafeLink } from '../widgets/safe-link';

export type BlockingEffectsProps = {
  /** Before blocking (the block modal) or after it (the blocked card's status panel). */
  readonly when: 'block' | 'blocked';
  /** False when only the bank can lift the block: the panel says whom to contact instead. */
  readonly unblockable: boolean;
  /** The card offers a replacement: "lost or stolen?" links to its screen. */
  readonly replace: boolean;
  /** The bank's help page for the customer's area (section 2.2's "All options"). */
  readonly help: string;
};

/**
 * What a block stops and what goes on (issue 16, beyond the spec): one source of texts for the
 * block modal and the blocked card's panel, since customers hesitate to block without knowing.
 */
export function BlockingEffects({ when, unblockable, replace, help }: BlockingEffectsProps) {
  const { t } = useTranslation();
  const state = useEntryState();
  const titleId = useId();
  const item = (label: string, text: string, action?: ReactNode) => (
    <li>
      <span className="blocking-effects__label">{label}</span> {text}
      {action ? <> {action}</> : null}
    </li>
  );
  return (
    <section className="blocking-effects" aria-labelledby={titleId}>
      <h3 id={titleId} className="blocking-effects__title">
        {t(when === 'block' ? 'overview.blocking.titleBlock' : 'overview.blocking.titleBlocked')}
      </h3>
      <ul className="blocking-effects__list">
        {item(
          t(when === 'block' ? 'overview.blocking.stopsLabel' : 'overview.blocking.stoppedLabel'),
          t('overview.blocking.stops'),
        )}
        {item(t('overview.blocking.goesOnLabel'), t('overview.blocking.goesOn'))}
        {unblockable
          ? item(t('overview.blocking.unblockLabel'), t('overview.blocking.unblock'))
          : item(
              t('overview.blocking.bankLabel'),
              t('overview.blocking.bank'),
              <SafeLink href={help}>{t('overview.blocking.contact')}</SafeLink>,
            )}
        {item(
          t('overview.blocking.lostLabel'),
          t('overview.blocking.lost'),
          replace ? (
            <Link to={ROUTES.replaceCard} state={state}>
              {t('overview.actions.replace')}
            </Link>
          ) : undefined,
        )}
      </ul>
    </section>
  );
}
