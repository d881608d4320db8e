import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoad } from '../../application/outcome';
import type { ActionFailure as Failure } from '../store/notifications';
import { Button } from '../widgets/button';
import { focusOrClaim } from '../widgets/modal';
import { Notification } from '../widgets/notification';
import { useBusinessArea } from '../widgets/business-area';
import { HelpAtOnce } from './help-at-once';

export type ActionFailureProps = {
  readonly failure: Failure;
  readonly onTryAgain: () => void;
  readonly busy: boolean;
  /** Where a customer with a lost or stolen card gets help at once (the portal's help page of their segment). */
  readonly help?: string | undefined;
};

/**
 * Issue 33, item 4: the bank failed during an action. The card stays on the screen, and this
 * says what did not happen ("the card is not blocked yet") with Try again on the spot and, for
 * a card that may be lost, where to get help now. Focus comes here (item 13): a screen-reader
 * user hears it at once, and the keyboard is next to Try again.
 */
export function ActionFailure({ failure, onTryAgain, busy, help }: ActionFailureProps) {
  const { t } = useTranslation();
  // Reading 99: on a business page the card may be another holder's: "deze pas", not "je betaalpas".
  const business = useBusinessArea();
  const notDone =
    business && (failure.action === 'block' || failure.action === 'unblock')
      ? (`actionFailure.holderNotDone.${failure.action}` as const)
      : (`actionFailure.notDone.${failure.action}` as const);
  const place = useRef<HTMLDivElement>(null);
  // Also when the action was confirmed in a question still closing (a Delete): focus comes here, not back to its button.
  useEffect(() => focusOrClaim(place.current), [failure]);
  return (
    <div ref={place} tabIndex={-1} className="action-failure">
      <Notification type="negative" title={t(notDone)} code={t('notification.code', { code: failure.code })}>
        <p>{t(isLoad(failure.action) ? 'actionFailure.whyNotLoaded' : 'actionFailure.why')}</p>
        {help && (failure.action === 'block' || failure.action === 'replace' || isLoad(failure.action)) ? (
          <HelpAtOnce help={help} />
        ) : null}
        <Button variant="secondary" onClick={onTryAgain} disabled={busy}>
          {t('actionFailure.tryAgain')}
        </Button>
      </Notification>
    </div>
  );
}
