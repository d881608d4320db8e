import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from 'react-router-dom';
import { focusPageHeading } from '../shell/page-heading';
import type { RouteMeta } from '../navigation/route-table';

/**
 * Section 2.1 on every navigation, Back and Forward included: the page title (route title + brand
 * name), the page scrolled to the top, and focus on the new page's heading so a screen reader
 * starts there. The first page keeps the browser's own start.
 */
export function useRouteEffects(route: RouteMeta | undefined, location: Location, brandName: string): void {
  const { t } = useTranslation();
  const title = route ? t('shell.pageTitle', { title: t(`routes.${route.name}.title`), brandName }) : undefined;
  const first = useRef(true);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // Before the new page is painted: painted first at the old scroll position, a page shorter than
  // the last one would show its footer for a frame and then jump (a layout shift).
  useLayoutEffect(() => {
    if (!route) return;
    if (first.current) {
      first.current = false;
      // Back and Forward too: the browser's own restoring would put the page back where it was
      // after this, while focus is on its heading at the top (seen at 375 px: 760 px down).
      if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
      return;
    }
    window.scrollTo?.(0, 0);
    focusPageHeading();
    // Only a new history entry is a navigation; the route object is stable per path.
  }, [location.key, route]);
}
