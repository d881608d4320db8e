import { useTranslation } from 'react-i18next';
import { languageOf } from '../../domain/index';
import { Notification } from '../widgets/notification';
import { SafeLink } from '../widgets/safe-link';
import type { CardView } from './overview.presenter';

/** Section 2.3, info notifications: a limit change still to be signed; a card still to be activated. */
export function OverviewNotices({ card, activateCard }: { readonly card: CardView; readonly activateCard: Readonly<Record<'nl' | 'en', string>> }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {card.inProgress ? (
        <Notification type="info" title={t('generic.pendingUpdates.title')}>
          <p>{t('generic.pendingUpdates.inProgress')}</p>
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
