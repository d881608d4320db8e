import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';

/** Section 2.2, region 1: the first ACTIVE service-disturbance message, if there is one. */
export const DisturbanceBanner = observer(function DisturbanceBanner() {
  const { t } = useTranslation();
  const message = useShell().presenter.disturbance;
  if (!message) return null;
  return (
    <section className="disturbance" aria-label={t('shell.disturbance.label')}>
      <p className="disturbance__header">{message.header}</p>
      <p className="disturbance__details">{message.details}</p>
    </section>
  );
});
