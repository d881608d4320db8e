import { useTranslation } from 'react-i18next';
import { Notification } from '../widgets/notification';

/** Section 4: while a limit change waits to be signed, nothing can be changed; this says why. */
export function InProgressNotice() {
  const { t } = useTranslation();
  return (
    <Notification type="info" title={t('generic.pendingUpdates.title')}>
      <p>{t('generic.pendingUpdates.inProgress')}</p>
    </Notification>
  );
}
