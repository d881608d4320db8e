import { useTranslation } from 'react-i18next';
import { languageOf } from '../../domain/index';
import { Notification } from '../widgets/notification';
import { SafeLink } from '../widgets/safe-link';
import type { Environment } from '../../application/environment';
import { ToSignLink } from '../cards/to-sign-link';
import type { CardView } from './overview.presenter';

/** Section 2.3, info notifications: a limit change still to be signed; a card still to be activated. */
export type OverviewNoticesProps = {
  readonly card: CardView;
  readonly activateCard: Readonly<Record<'nl' | 'en', string>>;
  readonly toSign: Environment['portal']['toSign'];
};

/**
 * The in-progress notice stays the spec's generic one; a change the bank describes with its sign
 * item is signed from its tile (issue 12), any other from the portal's "to sign" page.
 */
export function OverviewNotices({ card, activateCard, toSign }: OverviewNoticesProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {card.inProgress ? (
        <Notification type="info" title={t('generic.pendingUpdates.title')}>
          <p>{t('generic.pendingUpdates.inProgress')}</p>
          {card.pending && !(card.pending.kind === 'described' && card.pending.signable) ? (
            <ToSignLink toSign={toSign} />
          ) : null}
        </Notification>
      ) : null}
      {card.status === 'inactive' ? (
        <Notification type="info" title={t('overview.inactiveNotice.title')}>
          <p>{t('overview.inactiveNotice.text')}</p>
          <p>
            <SafeLink href={activateCard[languageOf(i18n.language)]} newWindow>
              {t('overview.inactiveNotice.link')}
            </SafeLink>
          </p>
        </Notification>
      ) : null}
    </>
  );
}
