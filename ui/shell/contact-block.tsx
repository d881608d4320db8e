import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../domain/index';
import { Button } from '../widgets/button';
import { SafeLink } from '../widgets/safe-link';
import { useShell } from './shell-context';

/** Section 2.2, "Need help?": open the chat, or all help options (by segment). */
export const ContactBlock = observer(function ContactBlock() {
  const { t, i18n } = useTranslation();
  const { presenter, chat } = useShell();
  const titleId = useId();
  const chatState = presenter.portal.chat;
  const links = presenter.links(languageOf(i18n.language));
  return (
    <section className="contact-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="contact-block__title">
        {t('shell.contact.title')}
      </h2>
      <h3 className="contact-block__subtitle">{t('shell.contact.chat.title')}</h3>
      {chatState === 'unavailable' ? (
        <p className="portal-unavailable">{t('shell.portalUnavailable.chat')}</p>
      ) : (
        <Button variant="secondary" disabled={chatState !== 'ready'} onClick={() => chat.current?.toggle?.()}>
          {t('shell.contact.chat.button')}
        </Button>
      )}
      <h3 className="contact-block__subtitle">{t('shell.contact.options.title')}</h3>
      <p>
        <SafeLink href={links.help}>{t('shell.contact.options.link')}</SafeLink>
      </p>
      {links.accessibility ? (
        <p>
          <SafeLink href={links.accessibility}>{t('shell.contact.accessibility')}</SafeLink>
        </p>
      ) : null}
    </section>
  );
});
