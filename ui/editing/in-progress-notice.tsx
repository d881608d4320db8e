import { useTranslation } from 'react-i18next';
import { useHolderKey } from '../widgets/business-area';
import type { PortalLinks } from '../../application/portal-links';
import { PendingChangeActions } from '../cards/pending-change-actions';
import { PendingChangeSummary } from '../cards/pending-change-summary';
import type { PendingChangeView } from '../cards/pending-change-view';
import { Notification } from '../widgets/notification';

/** The change waiting to be signed, and how to sign it (issue 12). */
export type InProgressChange = {
  readonly change: PendingChangeView;
  readonly onSignNow: () => void;
  readonly toSign: PortalLinks['toSign'];
};

/**
 * Section 4: while a limit change waits to be signed, nothing can be changed; this says why, and
 * (issue 12) what waits, before → after, with "Sign now" — or the portal's "to sign" page where
 * the bank does not say what it is.
 */
export function InProgressNotice({ pending }: { readonly pending?: InProgressChange | undefined }) {
  const { t } = useTranslation();
  // Reading 99: on a business page the change may wait for another person's signature.
  const holderKey = useHolderKey();
  return (
    <Notification type="info" title={t('generic.pendingUpdates.title')}>
      <p>{t(holderKey('generic.pendingUpdates.inProgress'))}</p>
      {pending?.change.kind === 'described' ? <PendingChangeSummary change={pending.change} named /> : null}
      {pending ? <PendingChangeActions {...pending} /> : null}
    </Notification>
  );
}
