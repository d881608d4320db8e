import { useTranslation } from 'react-i18next';
import { useHolderKey } from '../widgets/business-area';
import { languageOf } from '../../domain/index';
import { Notification } from '../widgets/notification';
import { SafeLink } from '../widgets/safe-link';
import type { PortalLinks } from '../../application/portal-links';
import { ToSignLink } from '../cards/to-sign-link';
import type { CardView } from './overview-view';

/** Section 2.3, info notification: a card still to be activated (the list already says so; first-card-view.ts). */
export function InactiveNotice({
  card,
  activateCard,
}: {
  readonly card: CardView;
  readonly activateCard: Readonly<Record<'nl' | 'en', string>>;
}) {
  const { t, i18n } = useTranslation();
  const { notice } = card;
  if (!notice) return null;
  return (
    <Notification type="info" title={t(notice.title)}>
      <p>{t(notice.text)}</p>
      <p>
        <SafeLink href={activateCard[languageOf(i18n.language)]} newWindow>
          {t(notice.link.text)}
        </SafeLink>
      </p>
    </Notification>
  );
}

/**
 * Section 2.3, info notification: a limit change still to be signed — "the change below", so
 * right above the settings it is about. Only the details say so (the list carries no limits):
 * it comes with the settings, below the card already shown, and moves nothing (issue 14).
 */
export function InProgressNotice({
  card,
  toSign,
}: {
  readonly card: CardView;
  readonly toSign: PortalLinks['toSign'];
}) {
  const { t } = useTranslation();
  // Reading 99: on a business page the change may wait for another person's signature.
  const holderKey = useHolderKey();
  if (!card.inProgress) return null;
  return (
    <Notification type="info" title={t('generic.pendingUpdates.title')}>
      <p>{t(holderKey('generic.pendingUpdates.inProgress'))}</p>
      {/* A change the bank describes with its sign item is signed from its tile (issue 12); any other from the portal's "to sign" page. */}
      {card.pending && !(card.pending.kind === 'described' && card.pending.signable) ? (
        <ToSignLink toSign={toSign} />
      ) : null}
    </Notification>
  );
}
