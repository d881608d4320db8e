import { useTranslation } from 'react-i18next';
import { SafeLink } from '../widgets/safe-link';

/** Where a customer whose card may be lost or stolen, and still works, gets help now (the portal's help page of their segment). */
export function HelpAtOnce({ help }: { readonly help: string }) {
  const { t } = useTranslation();
  return (
    <p>
      {t('actionFailure.lostOrStolen')} <SafeLink href={help}>{t('actionFailure.help')}</SafeLink>
    </p>
  );
}
