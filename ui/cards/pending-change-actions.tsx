import { useTranslation } from 'react-i18next';
import type { PortalLinks } from '../../application/portal-links';
import { Button } from '../widgets/button';
import type { PendingChangeView } from './pending-change-view';
import { ToSignLink } from './to-sign-link';

export type PendingChangeActionsProps = {
  readonly change: PendingChangeView;
  readonly onSignNow: () => void;
  readonly toSign: PortalLinks['toSign'];
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
