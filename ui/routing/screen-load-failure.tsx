import { useTranslation } from 'react-i18next';
import { useGiveWay } from '../first-paint/use-give-way';
import { Button } from '../widgets/button';
import { Notification } from '../widgets/notification';

/**
 * In a screen's place when its chunk (or its texts) did not arrive: the page around it stays, with
 * its way back to the overview, and the customer may load the page again (the browser keeps the
 * failed chunk for this page, so nothing less would ask for it again).
 */
export function ScreenLoadFailure({ onReload }: { readonly onReload: () => void }) {
  const { t } = useTranslation();
  // The first module's paint gives way to this as to any page of the app's own (issue 14).
  useGiveWay(true);
  return (
    <div className="screen-load-failure">
      <Notification type="system-error" title={t('shell.loadFailed.title')}>
        <p>{t('shell.loadFailed.message')}</p>
      </Notification>
      <Button variant="secondary" onClick={onReload}>
        {t('shell.loadFailed.reload')}
      </Button>
    </div>
  );
}
