import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../container-context';
import { bindSigningPresenter } from './bind-signing';
import { OVERVIEW_PATH } from '../editing/paths';
import { useGo } from '../editing/use-go';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { Spinner } from '../widgets/spinner';
import { SigningPresenter } from './signing.presenter';
import '../styles/editors.css';

/**
 * Section 2.8, /signing: the portal's widget is placed in the host element. The loading text
 * sits after the host and is hidden by CSS once the widget is there.
 */
export const SigningScreen = observer(function SigningScreen() {
  const presenter = usePresenter(SigningPresenter, bindSigningPresenter);
  const { t } = useTranslation();
  const go = useGo();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    if (host.current) go(presenter.sign(host.current, controller.signal));
    return () => controller.abort();
    // Once per mounted page: `go` is new on each render and must not show the widget again, so it
    // is left out of the dependencies.
  }, [presenter]);

  const view = presenter.viewModel;
  return (
    <div className="signing">
      <div ref={host} className="signing__host" />
      {view.kind === 'signing' ? (
        <div className="signing__loading">
          <Spinner text={t('signing.loading')} />
        </div>
      ) : (
        <>
          {view.changeWaits ? <p>{t('signing.unavailable')}</p> : null}
          <ButtonGroup primary={<Button onClick={() => go(OVERVIEW_PATH)}>{t('signing.backToOverview')}</Button>} />
        </>
      )}
    </div>
  );
});
