import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeLink } from '../../domain/index';
import { LinkOrigins } from './link-origins';
import { VisuallyHidden } from './visually-hidden';

export type SafeLinkProps = {
  readonly href: unknown;
  readonly children: ReactNode;
  /** Opens in a new tab, says so to screen readers and cuts the opener (sidebar, activation). */
  readonly newWindow?: boolean;
  readonly onClick?: () => void;
  readonly className?: string;
  /** The origins an absolute link may go to; the app shell's `LinkOrigins` when not given. */
  readonly bankOrigins?: readonly string[];
};

/** Section 5: a link that fails the link rules is shown as plain text, never followed. */
export function SafeLink({ href, children, newWindow, onClick, className, bankOrigins }: SafeLinkProps) {
  const { t } = useTranslation();
  const shellOrigins = useContext(LinkOrigins);
  if (!isSafeLink(href, bankOrigins ?? shellOrigins)) return <span className={className}>{children}</span>;
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newWindow ? <VisuallyHidden> {t('generic.newWindow')}</VisuallyHidden> : null}
    </a>
  );
}
