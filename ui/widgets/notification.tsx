import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationType } from '../../domain/index';
import { CloseIcon, GLYPH_SIZE } from './icons';
import { VisuallyHidden } from './visually-hidden';
import '../styles/tokens.css';
import '../styles/widgets/notification.css';

export type NotificationProps = {
  readonly type: NotificationType;
  /** Already translated; the heading at aria level 6 (section 2.2). Recoverable errors have none. */
  readonly title?: string | undefined;
  /** Already translated content. */
  readonly children: ReactNode;
  /** Already translated: a failure's code for the help desk ("Error code: …"), smaller, below the content. */
  readonly code?: string | undefined;
  /** Shows the close button when given. */
  readonly onClose?: () => void;
  readonly id?: string;
};

/** Section 2.2: failures interrupt the screen reader; everything else waits its turn. */
export const isAssertive = (type: NotificationType): boolean => type === 'negative' || type === 'system-error';

/**
 * One notification with its type label (so colour is never the only cue), title, content and
 * close button. Mount it into a region that already exists for the politest announcement.
 */
export function Notification({ type, title, children, code, onClose, id }: NotificationProps) {
  const { t } = useTranslation();
  const assertive = isAssertive(type);
  return (
    <div
      id={id}
      className={`notification notification--${type}`}
      role={assertive ? 'alert' : 'status'}
      aria-live={assertive ? 'assertive' : 'polite'}
    >
      <div className="notification__body">
        <p className="notification__type">{t(`notification.types.${type}`)}</p>
        {title ? <h6 className="notification__title">{title}</h6> : null}
        <div className="notification__content">{children}</div>
        {code ? <p className="notification__code">{code}</p> : null}
      </div>
      {onClose ? (
        <button type="button" className="notification__close" onClick={onClose}>
          <CloseIcon size={GLYPH_SIZE} />
          <VisuallyHidden>{t('notification.close')}</VisuallyHidden>
        </button>
      ) : null}
    </div>
  );
}
