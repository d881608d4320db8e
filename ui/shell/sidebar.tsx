import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../domain/index';
import { SafeLink } from '../widgets/safe-link';
import { useShell } from './shell-context';

const LINK_KEYS = ['link1', 'link2', 'link3', 'link4'] as const;

/** Section 2.2, region 5: "Related to debit cards", four links opened in a new tab. */
export function Sidebar({ children }: { readonly children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { presenter } = useShell();
  const titleId = useId();
  const urls = presenter.links(languageOf(i18n.language)).sidebar;
  return (
    <aside className="page__sidebar" aria-labelledby={titleId}>
      <div className="sidebar">
        <h2 id={titleId} className="sidebar__title">
          {t('shell.sidebar.title')}
        </h2>
        <ul className="sidebar__links">
          {LINK_KEYS.map((key, index) => (
            <li key={key}>
              <SafeLink href={urls[index]} newWindow>
                {t(`shell.sidebar.${key}.title`)}
              </SafeLink>
            </li>
          ))}
        </ul>
      </div>
      {children}
    </aside>
  );
}
