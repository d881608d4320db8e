import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PortalElement } from './portal-element';
import { useShell } from './shell-context';

/** Section 2.2, region 7: the portal's shared footer. */
export const PortalFooter = observer(function PortalFooter() {
  const { t } = useTranslation();
  const state = useShell().presenter.portal.footer;
  return (
    <footer className="page__footer">
      {state === 'ready' ? <PortalElement part="footer" /> : null}
      {state === 'unavailable' ? <p className="portal-unavailable">{t('shell.portalUnavailable.footer')}</p> : null}
    </footer>
  );
});
