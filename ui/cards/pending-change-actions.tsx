import { useTranslation } from 'react-i18next';
import { languageOf } from '../../domain/index';
import type { Environment } from '../../application/environment';
import { Button } from '../widgets/button';
import { SafeLink } from '../widgets/safe-link';
import type { PendingChangeView } from './pending-change-view';

export type PendingChangeActionsProps = {
  readonly change: PendingChangeView;
  readonly onSignNow: () => void;
  readonly toSign: Environment['portal']['toSign'];
};

/**
 * What the customer can do about a change waiting to be signed (issue 12): "Sign now" where the
 * bank names its sign item, else the portal's "to sign" page where the Environment names one.
 */
export function PendingChangeActions({ change, onSignNow, toSign }: PendingChangeActionsProps) {
  const { t } = useTranslation();
  if (change.kind === 'described' && change.signable) {
    return (
      <Button variant="secondary" className="pending-change__sign" onClick={onSignNow}>
        {t('generic.pendingChange.signNow')}
      </Button>
    );
  }
  return <ToSignLink toSign={toSign} />;
}

/** The portal's "to sign" page, for a change the app cannot open for signing itself; nothing where the Environment names none. */
export function ToSignLink({ toSign }: { readonly toSign: Environment['portal']['toSign'] }) {
  const { t, i18n } = useTranslation();
  const href = toSign?.[languageOf(i18n.language)];
  return href ? (
    <p>
      <SafeLink href={href}>{t('generic.pendingChange.toSign')}</SafeLink>
    </p>
  ) : null;
}
