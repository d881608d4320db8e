import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../widgets/visually-hidden';
import { BrandLogo } from './brand-logo';
import { giveLanguageChangeHandler } from './language-change-handler';
import { PortalElement } from './portal-element';
import type { PortalHeaderElement } from './portal-elements';
import { useShell } from './shell-context';

/**
 * Section 2.2, region 2: the portal's shared header, with a skeleton while it loads: the logo,
 * and the header's buttons as empty shapes of their size, so the header keeps its height.
 */
export const PortalHeader = observer(function PortalHeader({ skipLink }: { readonly skipLink?: ReactNode }) {
  const { t } = useTranslation();
  const { presenter } = useShell();
  const state = presenter.portal.header;
  return (
    <header className="page__header">
      {skipLink}
      {state === 'ready' ? (
        <PortalElement<PortalHeaderElement>
          part="header"
          setUp={(element) => giveLanguageChangeHandler(element, presenter.switchLanguage)}
        />
      ) : (
        <div className={state === 'loading' ? 'portal-header portal-header--skeleton' : 'portal-header'}>
          <BrandLogo brandName={presenter.environment.brandName} />
          {state === 'loading' ? (
            <>
              <span role="status" className="portal-header__status">
                <VisuallyHidden>{t('shell.header.loading')}</VisuallyHidden>
              </span>
              {/* Where the portal header's two buttons will be, as wide as they will be: the
                  skeleton wraps where the header will, so its arrival moves nothing (CLS 0). */}
              <span className="portal-header__buttons" aria-hidden="true">
                <span className="portal-header__button">{t('shell.header.skeleton.language')}</span>
                <span className="portal-header__button">{t('shell.header.skeleton.signOut')}</span>
              </span>
            </>
          ) : (
            <p className="portal-unavailable">{t('shell.portalUnavailable.header')}</p>
          )}
        </div>
      )}
    </header>
  );
});
