import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ExtendSession } from '../../application/use-cases/extend-session';
import { ReadSessionTimeLeft } from '../../application/use-cases/read-session-time-left';
import { SignOut } from '../../application/use-cases/sign-out';
import { bindSessionTimeout } from '../../adapters/composition/session-timeout';
import { bindPresenter } from '../container/bind-presenter';
import { usePresenter } from '../container/container-context';
import { Modal } from '../widgets/modal';
import { SessionTimeoutPresenter } from './session-timeout.presenter';

/** "1 minuut en 5 seconden": words, so a screen reader reads the time as time. */
function timeLeftText(t: TFunction, minutes: number, seconds: number): string {
  const minutesText = t('sessionTimeout.minutes', { count: minutes });
  const secondsText = t('sessionTimeout.seconds', { count: seconds });
  if (minutes === 0) return secondsText;
  if (seconds === 0) return minutesText;
  return t('sessionTimeout.minutesAndSeconds', { minutes: minutesText, seconds: secondsText });
}

/**
 * WCAG 2.2.1, the warning before the portal session ends. The count is in the dialog's
 * description (read when the dialog opens and whenever the customer reads it), not in a live
 * region; the live region speaks once more when the last minute starts.
 */
const SessionTimeoutDialog = observer(function SessionTimeoutDialog() {
  const { t } = useTranslation();
  const presenter = usePresenter(SessionTimeoutPresenter);
  const view = presenter.viewModel;

  useEffect(() => presenter.start(), [presenter]);
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') presenter.refresh();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, [presenter]);

  // The modal shows nothing while closed: its texts are not worked out for nothing on every render.
  if (!view.open) return null;
  return (
    <Modal
      open={view.open}
      title={t('sessionTimeout.title')}
      primary={
        view.final
          ? { label: t('generic.buttons.ok'), onClick: presenter.dismissFinal }
          : { label: t('sessionTimeout.stay'), onClick: () => void presenter.stayIn() }
      }
      secondary={{ label: t('sessionTimeout.signOut'), onClick: () => void presenter.signOut() }}
      onClose={view.final ? presenter.dismissFinal : () => void presenter.stayIn()}
      busyText={view.busy ? t('sessionTimeout.busy') : undefined}
    >
      <p>
        {t(view.final ? 'sessionTimeout.finalBody' : 'sessionTimeout.body', {
          time: timeLeftText(t, view.minutes, view.seconds),
        })}
      </p>
      {view.extendFailed ? (
        <p role="alert" className="modal__error">
          {t('sessionTimeout.extendFailed')}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {view.announceLastMinute ? t('sessionTimeout.lastMinute') : ''}
      </p>
    </Modal>
  );
});

export default SessionTimeoutDialog;

/** Run as this chunk arrives (routing/lazy-screen.ts): the warning's use cases and presenter. */
export function bind(container: Container): void {
  bindSessionTimeout(container);
  bindPresenter(
    container,
    SessionTimeoutPresenter,
    (c) =>
      new SessionTimeoutPresenter({
        readTimeLeft: c.get(ReadSessionTimeLeft),
        extend: c.get(ExtendSession),
        signOut: c.get(SignOut),
      }),
  );
}
