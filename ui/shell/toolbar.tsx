import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelRequest } from '../editing/request-cancel';
import type { RouteMeta } from '../navigation/route-table';
import { ChevronLeftIcon, GLYPH_SIZE } from '../widgets/icons';
import { PageHeading } from './page-heading';
import { useShell } from './shell-context';

/** Section 2.2, forms-stepper screens: Close (with a back chevron) and the route's title. */
export function Toolbar({ route }: { readonly route: RouteMeta }) {
  const { t } = useTranslation();
  const { presenter } = useShell();
  // The routed page's request knows whether the screen has anything to lose; the shell's own asks always.
  const requestCancel = useContext(CancelRequest) ?? presenter.requestCancel;
  return (
    <div className="toolbar">
      <button type="button" className="toolbar__close" onClick={requestCancel}>
        <ChevronLeftIcon size={GLYPH_SIZE} />
        {t('shell.toolbar.close')}
      </button>
      <PageHeading className="toolbar__title">{t(`routes.${route.name}.title`)}</PageHeading>
    </div>
  );
}
