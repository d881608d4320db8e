import { useTranslation } from 'react-i18next';
import { languageOf } from '../../domain/index';
import type { PortalLinks } from '../../application/portal-links';
import { SafeLink } from '../widgets/safe-link';

/** The portal's "to sign" page, for a change the app cannot open for signing itself; nothing where the Environment names none. */
export function ToSignLink({ toSign }: { readonly toSign: PortalLinks['toSign'] }) {
  const { t, i18n } = useTranslation();
  const href = toSign?.[languageOf(i18n.language)];
  return href ? (
    <p>
      <SafeLink href={href}>{t('generic.pendingChange.toSign')}</SafeLink>
    </p>
  ) : null;
}
