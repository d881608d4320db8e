import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_ERROR_CODE } from '../domain/index';
import { Notification } from './widgets/notification';

/** ./config.json did not load (section 7): nothing works, and the customer is told so. */
export function BootFailure({ i18n }: { readonly i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* In the page's body, as a screen's message stands: on a phone not against the screen's edges. */}
      <div className="page__body">
        <main id="main" className="page__main">
          <Notification
            type="system-error"
            title={i18n.t('errorMessages.somethingWentWrong')}
            code={i18n.t('notification.code', { code: DEFAULT_ERROR_CODE })}
          >
            <p>{i18n.t('errorMessages.message:serviceError')}</p>
          </Notification>
        </main>
      </div>
    </I18nextProvider>
  );
}
