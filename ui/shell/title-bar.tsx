import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../navigation/route-table';
import { ChevronLeftIcon, GLYPH_SIZE } from '../widgets/icons';
import { SafeLink } from '../widgets/safe-link';
import { useIsMobile } from '../widgets/use-is-mobile';
import { PageHeading } from './page-heading';

/** Section 2.2 names the back link's rule itself: no "//", so no other host, not even the bank's. */
const SAME_SITE: readonly string[] = [];

export type TitleBarProps = {
  readonly route: RouteMeta;
  /** Where the route's back button leads; section 2.2 refuses it when it holds "javascript:" or "//". */
  readonly backPath: string | undefined;
};

/** Section 2.2, region 3: the long title on desktop, the short one on mobile, and the back link. */
export function TitleBar({ route, backPath }: TitleBarProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <div className="title-bar">
      {backPath && route.backButton ? (
        <SafeLink href={backPath} className="title-bar__back" bankOrigins={SAME_SITE}>
          <ChevronLeftIcon size={GLYPH_SIZE} />
          {t(route.backButton.title)}
        </SafeLink>
      ) : null}
      <PageHeading className="title-bar__title">
        {t(`routes.${route.name}.${mobile ? 'titleShort' : 'title'}`)}
      </PageHeading>
    </div>
  );
}
